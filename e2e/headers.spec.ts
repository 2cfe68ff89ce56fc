// Every page and file of the built app carries the security headers (public/_headers), and the
// caches are told the truth: hashed assets for a year, the app shell and worker always revalidated.
import { readdirSync } from "node:fs";
import { expect, test } from "./fixtures";

const CSP_PARTS = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
];

test("pages, the service worker and the manifest carry the CSP and revalidate", async ({
  request,
}) => {
  for (const path of [
    "/",
    "/dashboard",
    "/leagues/1",
    "/login",
    "/sw.js",
    "/manifest.webmanifest",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    for (const part of CSP_PARTS) expect(headers["content-security-policy"], path).toContain(part);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBe("same-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["cache-control"], path).toBe("no-cache");
  }
});

test("hashed assets are cached for a year", async ({ request }) => {
  const dist = process.env.PICKEM_DIST ?? "dist";
  const asset = readdirSync(`${dist}/client/assets`).find((f) => f.endsWith(".js"))!;
  const res = await request.get(`/assets/${asset}`);
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers()["content-security-policy"]).toContain("default-src 'self'");
});
