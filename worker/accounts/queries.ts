/**
 * The account's one row type, its reads and its one serialiser (the API's user, domain/accounts/
 * contract.ts). Other areas read users through this file.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { AccountUser } from "#domain/accounts/contract";
import { getDb } from "#worker/db/client";
import { users } from "#worker/db/schema";

export interface UserRow {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  bio: string;
  avatar_url: string | null;
  password_hash: string;
  email_verified_at: string | null;
  date_joined: string;
}

/** The users columns a UserRow holds, under their SQL names. */
const userColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  bio: users.bio,
  avatar_url: users.avatarUrl,
  password_hash: users.passwordHash,
  email_verified_at: users.emailVerifiedAt,
  date_joined: users.dateJoined,
};

export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    date_joined: row.date_joined,
    first_name: row.first_name,
    last_name: row.last_name,
    bio: row.bio,
    avatar: row.avatar_url,
  };
}

export const findUserByEmail = async (db: D1Database, email: string): Promise<UserRow | null> =>
  (await getDb(db).select(userColumns).from(users).where(eq(users.email, email)).get()) ?? null;

export const findUserById = async (db: D1Database, id: number): Promise<UserRow | null> =>
  (await getDb(db).select(userColumns).from(users).where(eq(users.id, id)).get()) ?? null;

export async function usernameTaken(db: D1Database, username: string, exceptUserId = 0) {
  const row = await getDb(db)
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.username} = ${username} COLLATE NOCASE`, ne(users.id, exceptUserId)))
    .get();
  return row !== undefined;
}

/** A UNIQUE constraint failure, thrown by D1 or wrapped by drizzle (the D1 error is its cause). */
export const isUniqueViolation = (err: unknown): boolean =>
  err instanceof Error &&
  (/UNIQUE constraint failed/i.test(err.message) || isUniqueViolation(err.cause));

/**
 * Which of these device sessions (refresh-token families, the access token's `sid`) are still
 * signed in: not revoked (logout, refresh-token replay, password change) and before their absolute
 * end. One statement whatever the number of ids. Push delivery asks this (ADR 1402).
 */
export async function liveSessionIds(
  db: D1Database,
  sessionIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (!sessionIds.length) return new Set();
  const { results } = await db
    .prepare(
      "SELECT DISTINCT family_id FROM refresh_tokens WHERE family_id IN (SELECT value FROM json_each(?)) AND revoked_at IS NULL AND family_expires_at > ?",
    )
    .bind(JSON.stringify([...new Set(sessionIds)]), now.toISOString())
    .all<{ family_id: string }>();
  return new Set(results.map((r) => r.family_id));
}
