/**
 * Account building blocks used by routes/users.ts and routes/auth.ts:
 * user rows, single-use e-mail tokens, mail cooldowns, login throttling, the account mails and the
 * daily purge. Every decision uses the `now` it is given (the server clock), never Date.now().
 *
 * Guarantees:
 * - E-mail tokens are 32 random bytes, stored as SHA-256, consumed atomically (single use) and only
 *   before expiry (verification 24 h, reset 1 h).
 * - An account mail of one kind goes to one address at most once per 60 s (resend cooldown), decided
 *   atomically in D1 so parallel requests cannot both send.
 * - Failed logins are counted per account (the typed e-mail) and per client address in a 15-minute
 *   sliding window; 5 and 20 failures respectively block further attempts until the window frees up.
 */
import { and, count, desc, eq, gt, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { AccountUser } from "#domain/accounts/contract";
import { getDb } from "#worker/db/client";
import { emailTokens, loginAttempts, mailCooldowns, refreshTokens, users } from "#worker/db/schema";
import type { Env } from "#worker/env";
import { appLink, sendMail } from "#worker/mail/mail";
import { hashToken, randomToken } from "#worker/http/secure-token";

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const MAIL_COOLDOWN_MS = 60 * 1000;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 20;
/** Purged rows: attempts after their window, tokens a day after they stopped being usable. */
const PURGE_GRACE_MS = 24 * 60 * 60 * 1000;

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

// ---------------------------------------------------------------- e-mail tokens

export type EmailTokenPurpose = "verify_email" | "password_reset";

const TTL: Record<EmailTokenPurpose, number> = {
  verify_email: VERIFY_EMAIL_TTL_MS,
  password_reset: PASSWORD_RESET_TTL_MS,
};

export async function createEmailToken(
  db: D1Database,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string> {
  const raw = randomToken();
  await getDb(db)
    .insert(emailTokens)
    .values({
      tokenHash: await hashToken(raw),
      userId,
      purpose,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + TTL[purpose]).toISOString(),
    })
    .run();
  return raw;
}

/**
 * Uses up a token: returns its user id, or null when it is unknown, of another purpose, used or
 * expired. The other open tokens of the same purpose for that user are retired with it.
 */
export async function consumeEmailToken(
  db: D1Database,
  raw: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number | null> {
  const iso = now.toISOString();
  const d = getDb(db);
  const row = await d
    .update(emailTokens)
    .set({ usedAt: iso })
    .where(
      and(
        eq(emailTokens.tokenHash, await hashToken(raw)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, iso),
      ),
    )
    .returning({ userId: emailTokens.userId })
    .get();
  if (!row) return null;
  await d
    .update(emailTokens)
    .set({ usedAt: iso })
    .where(
      and(
        eq(emailTokens.userId, row.userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    )
    .run();
  return row.userId;
}

// ---------------------------------------------------------------- mail cooldowns

/** True when a mail of `kind` may go to `email` now (and records it); false within the cooldown. */
export async function claimMailSlot(
  db: D1Database,
  email: string,
  kind: string,
  now: Date,
): Promise<boolean> {
  const row = await getDb(db)
    .insert(mailCooldowns)
    .values({ email, kind, lastSentAt: now.toISOString() })
    .onConflictDoUpdate({
      target: [mailCooldowns.email, mailCooldowns.kind],
      set: { lastSentAt: sql`excluded.last_sent_at` },
      setWhere: lte(
        mailCooldowns.lastSentAt,
        new Date(now.getTime() - MAIL_COOLDOWN_MS).toISOString(),
      ),
    })
    .returning({ email: mailCooldowns.email })
    .get();
  return row !== undefined;
}

// ---------------------------------------------------------------- login throttling

/** The client address Cloudflare reports (it overwrites any value a client sends). */
export const clientAddress = (header: string | undefined) =>
  header?.trim().slice(0, 64) || "unknown";

export interface ThrottleVerdict {
  retryAfterSeconds: number;
}

/** Null when a login may be tried; otherwise how long until the oldest counted failure expires. */
export async function loginThrottle(
  db: D1Database,
  email: string,
  address: string,
  now: Date,
): Promise<ThrottleVerdict | null> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const d = getDb(db);
  const recent = (scope: "account" | "address", subject: string) =>
    and(
      eq(loginAttempts.scope, scope),
      eq(loginAttempts.subject, subject),
      gt(loginAttempts.attemptedAt, since),
    );
  const counts = await d
    .select({ scope: loginAttempts.scope, failures: count() })
    .from(loginAttempts)
    .where(or(recent("account", email), recent("address", address)))
    .groupBy(loginAttempts.scope)
    .all();
  const failures = (scope: string) => counts.find((r) => r.scope === scope)?.failures ?? 0;
  const blocked: Array<["account" | "address", string, number]> = [];
  if (failures("account") >= LOGIN_FAILURES_PER_ACCOUNT)
    blocked.push(["account", email, LOGIN_FAILURES_PER_ACCOUNT]);
  if (failures("address") >= LOGIN_FAILURES_PER_ADDRESS)
    blocked.push(["address", address, LOGIN_FAILURES_PER_ADDRESS]);
  if (!blocked.length) return null;
  let waitMs = 0;
  for (const [scope, subject, limit] of blocked) {
    // The attempt whose expiry brings the count back under the limit.
    const row = await d
      .select({ attemptedAt: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(recent(scope, subject))
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(1)
      .offset(limit - 1)
      .get();
    const until = row ? Date.parse(row.attemptedAt) + LOGIN_WINDOW_MS : now.getTime();
    waitMs = Math.max(waitMs, until - now.getTime());
  }
  return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export function throttleMessage(verdict: ThrottleVerdict): string {
  const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export async function recordLoginFailure(
  db: D1Database,
  email: string,
  address: string,
  now: Date,
): Promise<void> {
  const iso = now.toISOString();
  await getDb(db)
    .insert(loginAttempts)
    .values([
      { scope: "account", subject: email, attemptedAt: iso },
      { scope: "address", subject: address, attemptedAt: iso },
    ])
    .run();
}

/** A successful login forgives the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: D1Database, email: string): Promise<void> {
  await getDb(db)
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, "account"), eq(loginAttempts.subject, email)))
    .run();
}

// ---------------------------------------------------------------- account mails

const APP_NAME = "NCAA Pick'em";

/** Sends an account mail without letting a delivery failure change the answer (no enumeration). */
async function deliver(env: Env, to: string, subject: string, text: string, now: Date) {
  try {
    await sendMail(env, { to, subject, text }, now);
  } catch (err) {
    console.error("Account mail not delivered", subject, err);
  }
}

/** Verification mail, at most once per cooldown per address. Returns whether it was sent. */
export async function sendVerificationMail(env: Env, user: UserRow, now: Date): Promise<boolean> {
  if (!(await claimMailSlot(env.DB, user.email, "verify_email", now))) return false;
  const token = await createEmailToken(env.DB, user.id, "verify_email", now);
  const link = appLink(env, "/verify-email", { token });
  await deliver(
    env,
    user.email,
    `Verify your email for ${APP_NAME}`,
    `Hi ${user.username},\n\nWelcome to ${APP_NAME}! Confirm your email address by opening this link:\n\n${link}\n\nThe link expires in 24 hours. If you did not create an account, you can ignore this email.\n`,
    now,
  );
  return true;
}

export async function sendPasswordResetMail(env: Env, user: UserRow, now: Date): Promise<boolean> {
  if (!(await claimMailSlot(env.DB, user.email, "password_reset", now))) return false;
  const token = await createEmailToken(env.DB, user.id, "password_reset", now);
  const link = appLink(env, "/reset-password", { token });
  await deliver(
    env,
    user.email,
    `Reset your ${APP_NAME} password`,
    `Hi ${user.username},\n\nSomeone asked to reset the password of your ${APP_NAME} account. To choose a new password, open this link:\n\n${link}\n\nThe link expires in 1 hour and works once. If you did not ask for this, you can ignore this email; your password stays the same.\n`,
    now,
  );
  return true;
}

/** Someone registered with an e-mail that already has an account: tell its owner, not the caller. */
export async function sendAccountExistsMail(env: Env, user: UserRow, now: Date): Promise<boolean> {
  if (!(await claimMailSlot(env.DB, user.email, "account_exists", now))) return false;
  await deliver(
    env,
    user.email,
    `Someone tried to register with your email on ${APP_NAME}`,
    `Hi ${user.username},\n\nSomeone (maybe you) tried to create a new ${APP_NAME} account with this email address, but you already have one.\n\nLog in: ${appLink(env, "/login")}\nForgot your password? Reset it: ${appLink(env, "/forgot-password")}\n\nIf this wasn't you, you can ignore this email; nothing has changed.\n`,
    now,
  );
  return true;
}

// ---------------------------------------------------------------- purge

/** Daily: drop login attempts past their window and tokens well past their usefulness. */
export async function purgeExpiredAccountData(env: Env, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const stale = new Date(now.getTime() - PURGE_GRACE_MS).toISOString();
  const cooldownEnd = new Date(now.getTime() - MAIL_COOLDOWN_MS).toISOString();
  const d = getDb(env.DB);
  await d.batch([
    d.delete(loginAttempts).where(lte(loginAttempts.attemptedAt, windowStart)),
    d
      .delete(emailTokens)
      .where(or(lte(emailTokens.expiresAt, stale), lte(emailTokens.usedAt, stale))),
    // A family is dead once expired or revoked; its rows are kept a day for replay detection.
    d
      .delete(refreshTokens)
      .where(or(lte(refreshTokens.familyExpiresAt, stale), lte(refreshTokens.revokedAt, stale))),
    d.delete(mailCooldowns).where(lte(mailCooldowns.lastSentAt, cooldownEnd)),
  ]);
}
