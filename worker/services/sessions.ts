/**
 * Sessions: a short access JWT (15 min, services/access-token.ts) plus an opaque refresh token.
 *
 * Guarantees:
 * - A login starts a refresh-token family with an absolute end 30 days later; rotation never
 *   extends it.
 * - Every refresh consumes the presented token (used_at) and hands out a new one of the same family.
 * - Presenting a token that was already used (a replay, i.e. a stolen copy or a lost race) revokes
 *   the whole family: both the thief and the owner must log in again.
 * - Only SHA-256 hashes are stored. Logout revokes the family; password changes revoke all families.
 */
import type { AuthTokens } from "../../domain/accounts/schemas";
import type { Env } from "../env";
import { signAccessToken } from "./access-token";
import { hashToken, randomToken } from "./secure-token";

export const REFRESH_FAMILY_MS = 30 * 24 * 60 * 60 * 1000;

interface SessionUser {
  id: number;
  username: string;
}

async function insertRefreshToken(
  db: D1Database,
  userId: number,
  familyId: string,
  familyExpiresAt: string,
  now: Date,
): Promise<string> {
  const raw = randomToken();
  await db
    .prepare(
      "INSERT INTO refresh_tokens (token_hash, user_id, family_id, family_expires_at, created_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(await hashToken(raw), userId, familyId, familyExpiresAt, now.toISOString())
    .run();
  return raw;
}

/** A new login: new family, fresh access and refresh tokens. */
export async function startSession(env: Env, user: SessionUser, now: Date): Promise<AuthTokens> {
  const familyId = crypto.randomUUID();
  const familyExpiresAt = new Date(now.getTime() + REFRESH_FAMILY_MS).toISOString();
  const refresh = await insertRefreshToken(env.DB, user.id, familyId, familyExpiresAt, now);
  return { access: await signAccessToken(env, user, now), refresh };
}

/**
 * A new session whose refresh token is not stored yet: the caller runs `statement` in its own
 * batch (e.g. with the write that needs it and the request's Idempotency-Key), so the session
 * exists exactly when that write committed.
 */
export async function prepareSession(
  env: Env,
  user: SessionUser,
  now: Date,
): Promise<{ tokens: AuthTokens; statement: D1PreparedStatement }> {
  const raw = randomToken();
  const statement = env.DB.prepare(
    "INSERT INTO refresh_tokens (token_hash, user_id, family_id, family_expires_at, created_at) VALUES (?, ?, ?, ?, ?)",
  ).bind(
    await hashToken(raw),
    user.id,
    crypto.randomUUID(),
    new Date(now.getTime() + REFRESH_FAMILY_MS).toISOString(),
    now.toISOString(),
  );
  return { tokens: { access: await signAccessToken(env, user, now), refresh: raw }, statement };
}

async function revokeFamily(db: D1Database, familyId: string, now: Date) {
  await db
    .prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL")
    .bind(now.toISOString(), familyId)
    .run();
}

/** Trades a refresh token for a new pair, or null when it is unknown, expired, revoked or replayed. */
export async function rotateRefreshToken(
  env: Env,
  raw: string,
  now: Date,
): Promise<AuthTokens | null> {
  const row = await env.DB.prepare(
    `SELECT rt.id, rt.user_id, rt.family_id, rt.family_expires_at, rt.used_at, rt.revoked_at, u.username
       FROM refresh_tokens rt JOIN users u ON u.id = rt.user_id
      WHERE rt.token_hash = ?`,
  )
    .bind(await hashToken(raw))
    .first<{
      id: number;
      user_id: number;
      family_id: string;
      family_expires_at: string;
      used_at: string | null;
      revoked_at: string | null;
      username: string;
    }>();
  if (!row || row.revoked_at) return null;
  const iso = now.toISOString();
  if (row.family_expires_at <= iso) return null;
  if (row.used_at) {
    await revokeFamily(env.DB, row.family_id, now);
    return null;
  }
  // Consume atomically: of two concurrent uses only one wins; the other is a replay.
  const consumed = await env.DB.prepare(
    "UPDATE refresh_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL",
  )
    .bind(iso, row.id)
    .run();
  if (consumed.meta.changes !== 1) {
    await revokeFamily(env.DB, row.family_id, now);
    return null;
  }
  const refresh = await insertRefreshToken(
    env.DB,
    row.user_id,
    row.family_id,
    row.family_expires_at,
    now,
  );
  const access = await signAccessToken(env, { id: row.user_id, username: row.username }, now);
  return { access, refresh };
}

/** Logout: revokes the family of the presented token (nothing happens for an unknown token). */
export async function revokeSessionOf(db: D1Database, raw: string, now: Date): Promise<void> {
  const row = await db
    .prepare("SELECT family_id FROM refresh_tokens WHERE token_hash = ?")
    .bind(await hashToken(raw))
    .first<{ family_id: string }>();
  if (row) await revokeFamily(db, row.family_id, now);
}

/** The statement that ends every session of a user, for a caller's batch. */
export const revokeAllSessionsStatement = (db: D1Database, userId: number, now: Date) =>
  db
    .prepare("UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL")
    .bind(now.toISOString(), userId);

/** Every session of a user (after a password change or reset). */
export async function revokeAllSessions(db: D1Database, userId: number, now: Date): Promise<void> {
  await revokeAllSessionsStatement(db, userId, now).run();
}
