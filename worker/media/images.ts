/**
 * Images in R2 (ground floor, like mail): stored under an unguessable key, served by
 * GET /api/media/<key> (./routes.ts) with a year of caching since a key never changes content.
 * Callers decode and check the image first (domain/images.ts decides the type by the bytes).
 *
 * Guarantees (ADR 0403):
 * - A row refers to an image only by the path a write of that same row stored it at: a write
 *   accepts a new upload, the row's own current path or none, never another row's path
 *   (worker/leagues/settings.ts for logos; avatars and board images take uploads only).
 * - `deleteImage` removes an object only when no column of any table refers to its path any more,
 *   so a path shared by rows written before that rule (issue 42, N2) keeps its image for the rest.
 *   Since no write can start referring to an existing path, nothing refers to it after the check.
 */
import { getTableName } from "drizzle-orm";
import { IMAGE_EXTENSIONS, type ImageType } from "#domain/images";
import { boardMessages, leagues, users } from "#worker/db/schema";
import type { Env } from "#worker/env";

export const MEDIA_PATH = "/api/media/";

/** Every column that holds one of our media paths; a new one must be listed here. */
const REFERRING_COLUMNS = [
  [leagues, leagues.sponsorLogoUrl],
  [users, users.avatarUrl],
  [boardMessages, boardMessages.imageUrl],
] as const;

const REFERENCED_SQL = `SELECT EXISTS (${REFERRING_COLUMNS.map(
  ([table, column]) => `SELECT 1 FROM ${getTableName(table)} WHERE ${column.name} = ?1`,
).join(" UNION ALL ")}) AS used`;

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

/**
 * Deletes a stored image no row refers to any more (call it after the write that let go of it);
 * nothing when a row still shows it or the path is not one of ours.
 */
export async function deleteImage(env: Env, path: string | null | undefined): Promise<void> {
  const key = mediaKey(path);
  if (!key) return;
  const row = await env.DB.prepare(REFERENCED_SQL).bind(path).first<{ used: number }>();
  if (!row?.used) await env.MEDIA.delete(key);
}
