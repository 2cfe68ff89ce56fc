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
import type { AccountUser } from "../../domain/accounts/schemas";
import type { Env } from "../env";
import { appLink, sendMail } from "./mail";
import { hashToken, randomToken } from "./secure-token";

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

export const USER_COLUMNS =
  "id, email, username, first_name, last_name, bio, avatar_url, password_hash, email_verified_at, date_joined";

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

export const findUserByEmail = (db: D1Database, email: string) =>
  db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`).bind(email).first<UserRow>();

export const findUserById = (db: D1Database, id: number) =>
  db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).bind(id).first<UserRow>();

export async function usernameTaken(db: D1Database, username: string, exceptUserId = 0) {
  const row = await db
    .prepare("SELECT id FROM users WHERE username = ? COLLATE NOCASE AND id != ?")
    .bind(username, exceptUserId)
    .first<{ id: number }>();
  return row !== null;
}

export const isUniqueViolation = (err: unknown) =>
  err instanceof Error && /UNIQUE constraint failed/i.test(err.message);

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
  await db
    .prepare(
      "INSERT INTO email_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(
      await hashToken(raw),
      userId,
      purpose,
      now.toISOString(),
      new Date(now.getTime() + TTL[purpose]).toISOString(),
    )
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
  const row = await db
    .prepare(
      "UPDATE email_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id",
    )
    .bind(iso, await hashToken(raw), purpose, iso)
    .first<{ user_id: number }>();
  if (!row) return null;
  await db
    .prepare(
      "UPDATE email_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL",
    )
    .bind(iso, row.user_id, purpose)
    .run();
  return row.user_id;
}

// ---------------------------------------------------------------- mail cooldowns

/** True when a mail of `kind` may go to `email` now (and records it); false within the cooldown. */
export async function claimMailSlot(
  db: D1Database,
  email: string,
  kind: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO mail_cooldowns (email, kind, last_sent_at) VALUES (?, ?, ?)
       ON CONFLICT (email, kind) DO UPDATE SET last_sent_at = excluded.last_sent_at
       WHERE mail_cooldowns.last_sent_at <= ?
       RETURNING email`,
    )
    .bind(email, kind, now.toISOString(), new Date(now.getTime() - MAIL_COOLDOWN_MS).toISOString())
    .first();
  return row !== null;
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
  const counts = await db
    .prepare(
      `SELECT
         (SELECT count(*) FROM login_attempts WHERE scope = 'account' AND subject = ?1 AND attempted_at > ?3) AS account,
         (SELECT count(*) FROM login_attempts WHERE scope = 'address' AND subject = ?2 AND attempted_at > ?3) AS address`,
    )
    .bind(email, address, since)
    .first<{ account: number; address: number }>();
  const blocked: Array<["account" | "address", string, number]> = [];
  if ((counts?.account ?? 0) >= LOGIN_FAILURES_PER_ACCOUNT)
    blocked.push(["account", email, LOGIN_FAILURES_PER_ACCOUNT]);
  if ((counts?.address ?? 0) >= LOGIN_FAILURES_PER_ADDRESS)
    blocked.push(["address", address, LOGIN_FAILURES_PER_ADDRESS]);
  if (!blocked.length) return null;
  let waitMs = 0;
  for (const [scope, subject, limit] of blocked) {
    // The attempt whose expiry brings the count back under the limit.
    const row = await db
      .prepare(
        "SELECT attempted_at FROM login_attempts WHERE scope = ? AND subject = ? AND attempted_at > ? ORDER BY attempted_at DESC LIMIT 1 OFFSET ?",
      )
      .bind(scope, subject, since, limit - 1)
      .first<{ attempted_at: string }>();
    const until = row ? Date.parse(row.attempted_at) + LOGIN_WINDOW_MS : now.getTime();
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
  const insert = db.prepare(
    "INSERT INTO login_attempts (scope, subject, attempted_at) VALUES (?, ?, ?)",
  );
  await db.batch([insert.bind("account", email, iso), insert.bind("address", address, iso)]);
}

/** A successful login forgives the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: D1Database, email: string): Promise<void> {
  await db
    .prepare("DELETE FROM login_attempts WHERE scope = 'account' AND subject = ?")
    .bind(email)
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
  await env.DB.batch([
    env.DB.prepare("DELETE FROM login_attempts WHERE attempted_at <= ?").bind(windowStart),
    env.DB.prepare("DELETE FROM email_tokens WHERE expires_at <= ? OR used_at <= ?").bind(
      stale,
      stale,
    ),
    // A family is dead once expired or revoked; its rows are kept a day for replay detection.
    env.DB.prepare(
      "DELETE FROM refresh_tokens WHERE family_expires_at <= ? OR revoked_at <= ?",
    ).bind(stale, stale),
    env.DB.prepare("DELETE FROM mail_cooldowns WHERE last_sent_at <= ?").bind(cooldownEnd),
  ]);
}
