/**
 * Images in R2 (ground floor, like mail): stored under an unguessable key, served by
 * GET /api/media/<key> (./routes.ts) with a year of caching since a key never changes content.
 * Callers decode and check the image first (domain/images.ts decides the type by the bytes).
 */
import { IMAGE_EXTENSIONS, type ImageType } from "#domain/images";
import type { Env } from "#worker/env";

export const MEDIA_PATH = "/api/media/";

/** Stores an image; returns the path it is served at (`/api/media/<folder>/<uuid>.<ext>`). */
export async function storeImage(
  env: Env,
  folder: string,
  image: { bytes: Uint8Array; type: ImageType },
): Promise<string> {
  const key = `${folder}/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[image.type]}`;
  await env.MEDIA.put(key, image.bytes, {
    httpMetadata: { contentType: image.type, cacheControl: "public, max-age=31536000, immutable" },
  });
  return `${MEDIA_PATH}${key}`;
}

/** The R2 key of one of our media paths, or null for anything else. */
export const mediaKey = (path: string | null | undefined) =>
  path?.startsWith(MEDIA_PATH) ? path.slice(MEDIA_PATH.length) : null;

/** Deletes a stored image (nothing when the path is not one of ours). */
export async function deleteImage(env: Env, path: string | null | undefined): Promise<void> {
  const key = mediaKey(path);
  if (key) await env.MEDIA.delete(key);
}
