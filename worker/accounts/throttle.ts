/**
 * Login throttling. Failed logins are counted per account (the typed e-mail) and per client address
 * in a 15-minute sliding window; 5 and 20 failures respectively block further attempts until the
 * window frees up. Every decision uses the `now` it is given (the server clock).
 */
import { and, count, desc, eq, gt, or } from "drizzle-orm";
import { getDb } from "#worker/db/client";
import { loginAttempts } from "#worker/db/schema";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 20;

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
