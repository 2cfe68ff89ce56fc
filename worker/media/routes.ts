/** GET /api/media/<key>: a stored image, cacheable for a year, never sniffed into anything else. */
import { Hono } from "hono";
import type { AppBindings } from "#worker/env";
import { notFound } from "#worker/http/errors";

const KEY = /^[a-z-]+\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

export const mediaRoutes = new Hono<AppBindings>().get("/*", async (c) => {
  const key = c.req.path.replace(/^\/api\/media\//, "");
  if (!KEY.test(key)) throw notFound();
  const object = await c.env.MEDIA.get(key);
  if (!object) throw notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("x-content-type-options", "nosniff");
  // An image is never a document: nothing in it may run or load.
  headers.set("content-security-policy", "default-src 'none'; img-src 'self'; sandbox");
  return new Response(object.body, { headers });
});
