/**
 * Counting events in sliding windows (the ground floor of every rate limit: logins, sign-ups,
 * invitations). An event is a (scope, subject, instant) row in `throttle_events`; a check says how
 * many events of a subject a window may hold. Every decision uses the `now` it is given.
 */
import { and, count, desc, eq, gt, lte, or, sql } from "drizzle-orm";
import { asStatement, getDb } from "#worker/db/client";
import { throttleEvents } from "#worker/db/schema";
import type { Env } from "#worker/env";

export type ThrottleScope = (typeof throttleEvents.scope.enumValues)[number];

export interface ThrottleCheck {
  scope: ThrottleScope;
  subject: string;
  limit: number;
  windowMs: number;
}

export interface ThrottleVerdict {
  retryAfterSeconds: number;
}

/** Events older than the longest window any check uses can be purged. */
export const THROTTLE_RETENTION_MS = 24 * 60 * 60 * 1000;

const since = (now: Date, windowMs: number) => new Date(now.getTime() - windowMs).toISOString();

/**
 * Null when every check is under its limit; otherwise how long until the oldest counted event of a
 * full one leaves its window. One statement, plus one per full check.
 */
export async function throttle(
  env: Env,
  checks: readonly ThrottleCheck[],
  now: Date,
): Promise<ThrottleVerdict | null> {
  const d = getDb(env.DB);
  const recent = (c: ThrottleCheck) =>
    and(
      eq(throttleEvents.scope, c.scope),
      eq(throttleEvents.subject, c.subject),
      gt(throttleEvents.attemptedAt, since(now, c.windowMs)),
    );
  const counts = await d
    .select({ scope: throttleEvents.scope, events: count() })
    .from(throttleEvents)
    .where(or(...checks.map(recent)))
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
      .where(recent(check))
      .orderBy(desc(throttleEvents.attemptedAt))
      .limit(1)
      .offset(check.limit - 1)
      .get();
    const until = row ? Date.parse(row.attemptedAt) + check.windowMs : now.getTime();
    waitMs = Math.max(waitMs, until - now.getTime(), 1);
  }
  return waitMs > 0 ? { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : null;
}

type ThrottleEvent = { scope: ThrottleScope; subject: string };

const insertEvents = (env: Env, events: readonly ThrottleEvent[], now: Date) =>
  getDb(env.DB)
    .insert(throttleEvents)
    .values(events.map((e) => ({ ...e, attemptedAt: now.toISOString() })));

/** Counts events now. */
export async function recordEvents(
  env: Env,
  events: readonly ThrottleEvent[],
  now: Date,
): Promise<void> {
  await insertEvents(env, events, now).run();
}

/** The same, as a statement for the write's own batch (counted exactly when the write commits). */
export const recordEventsStatement = (env: Env, events: readonly ThrottleEvent[], now: Date) =>
  asStatement(env.DB, insertEvents(env, events, now));

/** Forgets the events of a scope whose subject starts with `prefix` (all of them when omitted). */
export async function forgetEvents(
  env: Env,
  scope: ThrottleScope,
  subject: string,
  prefix = false,
) {
  await getDb(env.DB)
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.scope, scope),
        prefix
          ? sql`substr(${throttleEvents.subject}, 1, ${subject.length}) = ${subject}`
          : eq(throttleEvents.subject, subject),
      ),
    )
    .run();
}

/** "in 1 minute", "in 12 minutes", "in 3 hours": when a blocked caller may try again. */
export function retryText(v: ThrottleVerdict): string {
  const minutes = Math.max(1, Math.ceil(v.retryAfterSeconds / 60));
  if (minutes < 120) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

/** Daily job: forgets events older than the longest window. */
export async function purgeThrottleEvents(env: Env, now: Date): Promise<void> {
  await getDb(env.DB)
    .delete(throttleEvents)
    .where(lte(throttleEvents.attemptedAt, since(now, THROTTLE_RETENTION_MS)))
    .run();
}
