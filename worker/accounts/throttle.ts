/**
 * Throttling of the account calls that can be abused (docs/decisions/0106-login-throttling.md).
 *
 * Guarantees:
 * - Failed logins count per account AND address pair and per address, in a 15-minute sliding
 *   window: a stranger who fails against someone's account blocks only themself, never the owner
 *   trying from another address. 5 failures per pair, 20 per address (the address limit is
 *   configuration: LOGIN_FAILURES_PER_ADDRESS).
 * - Registrations count per address in a one-hour window (REGISTRATIONS_PER_ADDRESS, 10 by
 *   default); every valid request counts, whether or not the e-mail already has an account, so the
 *   limit tells nothing about accounts.
 * - Blocked calls answer 429 with Retry-After: the seconds until the oldest counted event leaves
 *   the window. Every decision uses the `now` it is given (the server clock).
 */
import { and, count, desc, eq, gt, lte, or, sql } from "drizzle-orm";
import { getDb } from "#worker/db/client";
import { throttleEvents } from "#worker/db/schema";
import type { Env } from "#worker/env";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
/** The longest window: events older than this can be purged. */
export const THROTTLE_RETENTION_MS = REGISTRATION_WINDOW_MS;
export const LOGIN_FAILURES_PER_PAIR = 5;

type Scope = "pair" | "address" | "registration";

/** Limits that are configuration (local runs and tests raise them; production keeps defaults). */
export function throttleLimits(
  env: Pick<Env, "LOGIN_FAILURES_PER_ADDRESS" | "REGISTRATIONS_PER_ADDRESS">,
) {
  const number = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    loginFailuresPerAddress: number(env.LOGIN_FAILURES_PER_ADDRESS, 20),
    registrationsPerAddress: number(env.REGISTRATIONS_PER_ADDRESS, 10),
  };
}

/** The client address Cloudflare reports (it overwrites any value a client sends). */
export const clientAddress = (header: string | undefined) =>
  header?.trim().slice(0, 64) || "unknown";

const pairOf = (email: string, address: string) => `${email.toLowerCase()}|${address}`;

export interface ThrottleVerdict {
  retryAfterSeconds: number;
}

const since = (now: Date, windowMs: number) => new Date(now.getTime() - windowMs).toISOString();

/**
 * Null when each (scope, subject) is under its limit; otherwise how long until the oldest counted
 * event of a blocked one leaves the window. One statement, plus one per blocked subject.
 */
async function verdict(
  env: Env,
  checks: { scope: Scope; subject: string; limit: number }[],
  windowMs: number,
  now: Date,
): Promise<ThrottleVerdict | null> {
  const d = getDb(env.DB);
  const from = since(now, windowMs);
  const recent = (scope: Scope, subject: string) =>
    and(
      eq(throttleEvents.scope, scope),
      eq(throttleEvents.subject, subject),
      gt(throttleEvents.attemptedAt, from),
    );
  const counts = await d
    .select({ scope: throttleEvents.scope, events: count() })
    .from(throttleEvents)
    .where(or(...checks.map((c) => recent(c.scope, c.subject))))
    .groupBy(throttleEvents.scope)
    .all();
  let waitMs = 0;
  for (const check of checks) {
    const events = counts.find((r) => r.scope === check.scope)?.events ?? 0;
    if (events < check.limit) continue;
    // The event whose expiry brings the count back under the limit.
    const row = await d
      .select({ attemptedAt: throttleEvents.attemptedAt })
      .from(throttleEvents)
      .where(recent(check.scope, check.subject))
      .orderBy(desc(throttleEvents.attemptedAt))
      .limit(1)
      .offset(check.limit - 1)
      .get();
    const until = row ? Date.parse(row.attemptedAt) + windowMs : now.getTime();
    waitMs = Math.max(waitMs, until - now.getTime(), 1);
  }
  return waitMs > 0 ? { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : null;
}

/** Null when a login may be tried from this address for this account. */
export const loginThrottle = (env: Env, email: string, address: string, now: Date) =>
  verdict(
    env,
    [
      { scope: "pair", subject: pairOf(email, address), limit: LOGIN_FAILURES_PER_PAIR },
      {
        scope: "address",
        subject: address,
        limit: throttleLimits(env).loginFailuresPerAddress,
      },
    ],
    LOGIN_WINDOW_MS,
    now,
  );

export function throttleMessage(v: ThrottleVerdict): string {
  const minutes = Math.max(1, Math.ceil(v.retryAfterSeconds / 60));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export async function recordLoginFailure(
  env: Env,
  email: string,
  address: string,
  now: Date,
): Promise<void> {
  const iso = now.toISOString();
  await getDb(env.DB)
    .insert(throttleEvents)
    .values([
      { scope: "pair", subject: pairOf(email, address), attemptedAt: iso },
      { scope: "address", subject: address, attemptedAt: iso },
    ])
    .run();
}

/** A successful login forgives the failures of this account from this address (the address keeps its count). */
export async function clearPairFailures(env: Env, email: string, address: string): Promise<void> {
  await getDb(env.DB)
    .delete(throttleEvents)
    .where(
      and(eq(throttleEvents.scope, "pair"), eq(throttleEvents.subject, pairOf(email, address))),
    )
    .run();
}

/** Every failure of an account from any address (a password reset proves the owner). */
export async function clearAccountFailures(env: Env, email: string): Promise<void> {
  const prefix = `${email.toLowerCase()}|`;
  await getDb(env.DB)
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.scope, "pair"),
        sql`substr(${throttleEvents.subject}, 1, ${prefix.length}) = ${prefix}`,
      ),
    )
    .run();
}

/** Null when this address may register now; counts the registration when it may. */
export async function registrationThrottle(
  env: Env,
  address: string,
  now: Date,
): Promise<ThrottleVerdict | null> {
  const blocked = await verdict(
    env,
    [
      {
        scope: "registration",
        subject: address,
        limit: throttleLimits(env).registrationsPerAddress,
      },
    ],
    REGISTRATION_WINDOW_MS,
    now,
  );
  if (blocked) return blocked;
  await getDb(env.DB)
    .insert(throttleEvents)
    .values({ scope: "registration", subject: address, attemptedAt: now.toISOString() })
    .run();
  return null;
}

export function registrationThrottleMessage(v: ThrottleVerdict): string {
  const minutes = Math.max(1, Math.ceil(v.retryAfterSeconds / 60));
  return `Too many sign-ups from this network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Daily purge: events older than the longest window. */
export const purgeThrottleStatement = (env: Env, now: Date) =>
  getDb(env.DB)
    .delete(throttleEvents)
    .where(lte(throttleEvents.attemptedAt, since(now, THROTTLE_RETENTION_MS)));
