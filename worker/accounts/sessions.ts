/**
 * Sessions: a short access JWT (15 min, services/access-token.ts) plus an opaque refresh token.
 *
 * Guarantees:
 * - A login starts a refresh-token family with an absolute end 30 days later; rotation never
 *   extends it.
 * - Every refresh consumes the presented token (used_at) and hands out a new one of the same family.
 * - Presenting a token that was already used (a replay, i.e. a stolen copy) revokes the whole
 *   family: both the thief and the owner must log in again.
 * - Except within REFRESH_REUSE_GRACE_MS of its first use: then the answer to that use was most
 *   likely lost (a page reloaded mid-refresh, a stadium's network dropped the reply), so the token
 *   is traded again for another child. The first of its children to be used retires the others
 *   (retired_at); showing a retired token later is a replay. A family never gains a token once
 *   revoked (docs/decisions/1105-refresh-reuse-grace.md).
 * - Only SHA-256 hashes are stored. Logout revokes the family; password changes revoke all families.
 * - The family id is the device session: access tokens carry it (`sid`), so what a device
 *   registers (its push subscription) ends when that session does.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { AuthTokens } from "#domain/accounts/contract";
import { asStatement, getDb } from "#worker/db/client";
import { refreshTokens, users } from "#worker/db/schema";
import type { Env } from "#worker/env";
import { signAccessToken } from "#worker/http/access-token";
import { hashToken, randomToken } from "#worker/http/secure-token";

export const REFRESH_FAMILY_MS = 30 * 24 * 60 * 60 * 1000;
/** How long after its first use a refresh token may be traded again (its answer was lost). */
export const REFRESH_REUSE_GRACE_MS = 60 * 1000;

interface SessionUser {
  id: number;
  username: string;
}

/** The row of a new refresh token (only its hash is stored). */
async function refreshTokenRow(
  raw: string,
  userId: number,
  familyId: string,
  familyExpiresAt: string,
  now: Date,
) {
  return {
    tokenHash: await hashToken(raw),
    userId,
    familyId,
    familyExpiresAt,
    createdAt: now.toISOString(),
  };
}

async function insertRefreshToken(
  db: D1Database,
  userId: number,
  familyId: string,
  familyExpiresAt: string,
  now: Date,
): Promise<string> {
  const raw = randomToken();
  await getDb(db)
    .insert(refreshTokens)
    .values(await refreshTokenRow(raw, userId, familyId, familyExpiresAt, now))
    .run();
  return raw;
}

/** A new login: new family, fresh access and refresh tokens. */
export async function startSession(env: Env, user: SessionUser, now: Date): Promise<AuthTokens> {
  const familyId = crypto.randomUUID();
  const familyExpiresAt = new Date(now.getTime() + REFRESH_FAMILY_MS).toISOString();
  const refresh = await insertRefreshToken(env.DB, user.id, familyId, familyExpiresAt, now);
  return { access: await signAccessToken(env, { ...user, sessionId: familyId }, now), refresh };
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
  const familyExpiresAt = new Date(now.getTime() + REFRESH_FAMILY_MS).toISOString();
  const familyId = crypto.randomUUID();
  const row = await refreshTokenRow(raw, user.id, familyId, familyExpiresAt, now);
  const statement = asStatement(env.DB, getDb(env.DB).insert(refreshTokens).values(row));
  const access = await signAccessToken(env, { ...user, sessionId: familyId }, now);
  return { tokens: { access, refresh: raw }, statement };
}

async function revokeFamily(db: D1Database, familyId: string, now: Date) {
  await getDb(db)
    .update(refreshTokens)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .run();
}

/** Trades a refresh token for a new pair, or null when it is unknown, expired, revoked or replayed. */
export async function rotateRefreshToken(
  env: Env,
  raw: string,
  now: Date,
): Promise<AuthTokens | null> {
  const row = await getDb(env.DB)
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      familyExpiresAt: refreshTokens.familyExpiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
      parentId: refreshTokens.parentId,
      retiredAt: refreshTokens.retiredAt,
      username: users.username,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, await hashToken(raw)))
    .get();
  if (!row || row.revokedAt) return null;
  const iso = now.toISOString();
  if (row.familyExpiresAt <= iso) return null;
  // Consume atomically: of two concurrent uses only one is the first.
  const first =
    row.usedAt === null &&
    row.retiredAt === null &&
    (
      await getDb(env.DB)
        .update(refreshTokens)
        .set({ usedAt: iso })
        .where(
          and(
            eq(refreshTokens.id, row.id),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.retiredAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .run()
    ).meta.changes === 1;
  if (!first) {
    // Spent already (or just now by a concurrent use), retired, or revoked since the read above.
    const elapsed = now.getTime() - (row.usedAt ? Date.parse(row.usedAt) : now.getTime());
    if (row.retiredAt !== null || elapsed < 0 || elapsed > REFRESH_REUSE_GRACE_MS) {
      await revokeFamily(env.DB, row.familyId, now);
      return null;
    }
  }
  // One transaction. A first use retires this token's siblings that were never traded (other
  // children of its parent: the pair a lost answer carried). The new child goes in only while the
  // family is not revoked (logout, password change), this token is not retired by a sibling's use
  // meanwhile, and no child of this token was used yet (the fan has moved on from it: a late copy
  // or a thief must not start a second branch).
  const refresh = randomToken();
  const retireSiblings =
    first && row.parentId !== null
      ? [
          env.DB.prepare(
            `UPDATE refresh_tokens SET retired_at = ?1
             WHERE parent_id = ?2 AND id != ?3 AND retired_at IS NULL AND revoked_at IS NULL
               AND NOT EXISTS (SELECT 1 FROM refresh_tokens c WHERE c.parent_id = refresh_tokens.id)`,
          ).bind(iso, row.parentId, row.id),
        ]
      : [];
  const results = await env.DB.batch([
    ...retireSiblings,
    env.DB.prepare(
      `INSERT INTO refresh_tokens
         (token_hash, user_id, family_id, family_expires_at, created_at, parent_id)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ?3 AND revoked_at IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE id = ?6 AND retired_at IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM refresh_tokens WHERE parent_id = ?6 AND used_at IS NOT NULL)`,
    ).bind(await hashToken(refresh), row.userId, row.familyId, row.familyExpiresAt, iso, row.id),
  ]);
  if (results.at(-1)?.meta.changes !== 1) return null;
  const access = await signAccessToken(
    env,
    { id: row.userId, username: row.username, sessionId: row.familyId },
    now,
  );
  return { access, refresh };
}

/** Logout: revokes the family of the presented token (nothing happens for an unknown token). */
export async function revokeSessionOf(db: D1Database, raw: string, now: Date): Promise<void> {
  const row = await getDb(db)
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, await hashToken(raw)))
    .get();
  if (row) await revokeFamily(db, row.familyId, now);
}

/** The statement that ends every session of a user, for a caller's batch. */
export const revokeAllSessionsStatement = (db: D1Database, userId: number, now: Date) =>
  asStatement(
    db,
    getDb(db)
      .update(refreshTokens)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))),
  );

/** Every session of a user (after a password change or reset). */
export async function revokeAllSessions(db: D1Database, userId: number, now: Date): Promise<void> {
  await revokeAllSessionsStatement(db, userId, now).run();
}
