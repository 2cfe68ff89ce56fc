/**
 * Web Push delivery (issue 14 section 2, ADR 1402): a notification reaches the user's devices
 * even with the app closed.
 *
 * Guarantees:
 * - `deliverPush` never throws: a failure (database, crypto, network, push service) is logged and
 *   the other deliveries go on. The notification itself is already stored; push is a courtesy.
 * - Only the types of PUSHED_TYPES are sent, whatever the caller passes.
 * - Each notification goes to every subscription of its user whose device session is still signed
 *   in, encrypted for that browser (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292),
 *   by @block65/webcrypto-web-push on Web Crypto — no hand-written crypto here.
 * - A push service answering 404 or 410 (the subscription is gone) deletes the subscription; any
 *   other failure keeps it for the next notification.
 * - Through the fan-out queue (`pushStored`, ADR 0411) each device gets a notification once:
 *   the pair is claimed in push_deliveries before the POST and released when it failed, and a
 *   failure asks the queue to retry the message with backoff. A reminder carries a `Topic`, so a
 *   newer one replaces an older one still waiting at the push service.
 * - A subscription belongs to the device session that made it (the access token's `sid`). Once
 *   that session ends — logout, password change, refresh-token replay, its 30-day end — nothing is
 *   pushed to it any more, and the row is deleted the next time its user is notified.
 * - Nothing is POSTed to an endpoint off the browsers' push services (isAllowedEndpoint, the rule
 *   of domain/notifications/push-services.ts): the subscription route refuses one, and a row
 *   stored before that rule is deleted unsent the next time its user is notified.
 * - Without VAPID keys push is off: nothing is read, nothing is sent.
 * - The VAPID token is signed with the real time (push services check it), never the simulated
 *   clock of development; which sessions are signed in is decided by the server clock.
 */
import { buildPushPayload, type PushMessage } from "@block65/webcrypto-web-push";
import {
  isPushServiceEndpoint,
  PUSHED_TYPES,
  type Notification,
  type NotificationType,
} from "#domain/notifications/contract";
import { liveSessionIds } from "#worker/accounts/queries";
import { isDevelopment, type Env } from "#worker/env";
import { serverNow } from "#worker/http/clock";
import type { FanoutOutcome } from "#worker/http/fanout";
import { notificationsByIds } from "./queries";

/** What the service worker receives (web/sw.ts shows it and opens `url` on click). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One system notification per app notification: a re-sent one replaces, others stack. */
  tag: string;
  id: number;
}

/** What a push service is told about one notification type. */
interface Delivery {
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: "low" | "normal" | "high";
  /**
   * The Web Push `Topic` (RFC 8030 §5.4; at most 32 URL-safe characters): a push still waiting
   * at the push service for an offline device is replaced by a newer one of the same topic.
   */
  topic?: (notification: Notification) => string;
}

const HOUR = 60 * 60;
/**
 * A reminder is worth waking the phone for, and stale after an hour (the 1 h reminder follows
 * the 24 h one, and the 1 h one is moot once picks lock). The rest may wait up to a day.
 */
const DELIVERY: Partial<Record<NotificationType, Delivery>> = {
  // The newer reminder of a league (the 1 h one, an auto-pick) replaces an undelivered older one.
  pick_reminder: { ttl: HOUR, urgency: "high", topic: (n) => `reminder-${n.object_id ?? 0}` },
};
const DEFAULT_DELIVERY: Delivery = { ttl: 24 * HOUR, urgency: "normal" };

/**
 * A push body may carry at most 3993 bytes of JSON (the library pads to one 4 KB record); texts
 * are clipped well below that even in 4-byte characters.
 */
const TITLE_MAX = 120;
const BODY_MAX = 600;
/** Parallel requests to push services (a Worker opens six connections at a time). */
const CONCURRENCY = 6;
/** A push service that does not answer in this time is given up on for this notification. */
const SEND_TIMEOUT_MS = 10_000;

const pushed = new Set<NotificationType>(PUSHED_TYPES);

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The VAPID keys, or null when push is not configured. */
export function vapidConfig(env: Env): VapidConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT?.trim() || env.APP_URL };
}

/** PUSH_TEST_ORIGINS as origins, in development only; entries that are no URL are ignored. */
function pushTestOrigins(env: Env): string[] {
  if (!isDevelopment(env)) return [];
  return (env.PUSH_TEST_ORIGINS ?? "").split(/[\s,]+/).flatMap((entry) => {
    if (!entry) return [];
    try {
      return [new URL(entry).origin];
    } catch {
      return [];
    }
  });
}

/**
 * Whether we may send to this endpoint: one on a browser's push service, or in development a
 * fake push service named by PUSH_TEST_ORIGINS (worker/env.ts).
 */
export const isAllowedEndpoint = (endpoint: string, env: Env): boolean =>
  isPushServiceEndpoint(endpoint, pushTestOrigins(env));

const clip = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
};

export function pushPayload(notification: Notification): PushPayload {
  return {
    title: clip(notification.title, TITLE_MAX),
    body: clip(notification.message, BODY_MAX),
    url: notification.action_url,
    tag: `${notification.notification_type}-${notification.id}`,
    id: notification.id,
  };
}

interface SubscriptionRow {
  id: number;
  user_id: number;
  session_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const deleteByIds = (db: D1Database, ids: number[]) =>
  db
    .prepare("DELETE FROM push_subscriptions WHERE id IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(ids))
    .run();

/**
 * The subscriptions of these users we may still push to: the device session signed in and the
 * endpoint allowed. The rest are deleted (rows stored before the endpoint rule included).
 */
async function liveSubscriptions(env: Env, userIds: number[]): Promise<SubscriptionRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, user_id, session_id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id IN (SELECT value FROM json_each(?))",
  )
    .bind(JSON.stringify(userIds))
    .all<SubscriptionRow>();
  const sessions = results.flatMap((r) => (r.session_id ? [r.session_id] : []));
  const live = sessions.length
    ? await liveSessionIds(env.DB, sessions, await serverNow(env))
    : new Set<string>();
  const usable = (r: SubscriptionRow) =>
    (!r.session_id || live.has(r.session_id)) && isAllowedEndpoint(r.endpoint, env);
  const dropped = results.filter((r) => !usable(r));
  if (dropped.length)
    await deleteByIds(
      env.DB,
      dropped.map((r) => r.id),
    );
  return results.filter(usable);
}

type Outcome = "sent" | "gone" | "failed";

async function send(
  subscription: SubscriptionRow,
  notification: Notification,
  vapid: VapidConfig,
): Promise<Outcome> {
  const target = new URL(subscription.endpoint);
  const { ttl, urgency, topic } = DELIVERY[notification.notification_type] ?? DEFAULT_DELIVERY;
  const message: PushMessage = {
    data: { ...pushPayload(notification) },
    options: { ttl, urgency, ...(topic ? { topic: topic(notification).slice(0, 32) } : {}) },
  };
  // The library signs for https origins only; a fake push service over http (development's
  // PUSH_TEST_ORIGINS, see isAllowedEndpoint) gets the same request over http.
  const signedFor = new URL(target);
  signedFor.protocol = "https:";
  const request = await buildPushPayload(
    message,
    {
      endpoint: signedFor.href,
      expirationTime: null,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    vapid,
  );
  const res = await fetch(target.href, {
    method: "POST",
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (res.ok) {
    await res.body?.cancel();
    return "sent";
  }
  if (res.status === 404 || res.status === 410) {
    await res.body?.cancel();
    return "gone";
  }
  const reason = (await res.text().catch(() => "")).slice(0, 200);
  // The endpoint's path is the device's capability: log only the push service's origin.
  console.warn("push refused", target.origin, res.status, reason);
  return "failed";
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

type Job = { subscription: SubscriptionRow; notification: Notification };

/**
 * The jobs not pushed yet, claimed in push_deliveries (migrations/0036): a redelivered queue
 * message finds its sent pairs claimed and sends only the rest.
 */
async function claim(env: Env, jobs: Job[]): Promise<Job[]> {
  if (!jobs.length) return [];
  const pairs = jobs.map((j) => [j.notification.id, j.subscription.id]);
  const { results } = await env.DB.prepare(
    `INSERT INTO push_deliveries (notification_id, subscription_id, sent_at)
     SELECT value ->> 0, value ->> 1, ? FROM json_each(?) WHERE true
     ON CONFLICT DO NOTHING RETURNING notification_id, subscription_id`,
  )
    .bind(new Date().toISOString(), JSON.stringify(pairs))
    .all<{ notification_id: number; subscription_id: number }>();
  const claimed = new Set(results.map((r) => `${r.notification_id}:${r.subscription_id}`));
  return jobs.filter((j) => claimed.has(`${j.notification.id}:${j.subscription.id}`));
}

/** Failed pushes are released, so the queue's retry sends them again. */
const release = (env: Env, jobs: Job[]) =>
  env.DB.prepare(
    `DELETE FROM push_deliveries WHERE (notification_id, subscription_id) IN
     (SELECT value ->> 0, value ->> 1 FROM json_each(?))`,
  )
    .bind(JSON.stringify(jobs.map((j) => [j.notification.id, j.subscription.id])))
    .run();

/** What one delivery did: pushes a push service refused or that did not get through. */
interface PushReport {
  failed: number;
}

/**
 * Sends each notification to its user's devices (see the file header). Call it after the
 * notifications are stored, preferably after the answer (`afterAnswer` or `waitUntil`).
 */
export async function deliverPush(
  env: Env,
  items: { userId: number; notification: Notification }[],
): Promise<void> {
  await deliver(env, items, { ledger: false });
}

/** deliverPush, optionally through push_deliveries (`ledger`), telling what failed. */
async function deliver(
  env: Env,
  items: { userId: number; notification: Notification }[],
  options: { ledger: boolean },
): Promise<PushReport> {
  try {
    const vapid = vapidConfig(env);
    if (!vapid) return { failed: 0 };
    const wanted = items.filter((item) => pushed.has(item.notification.notification_type));
    if (!wanted.length) return { failed: 0 };
    const subscriptions = await liveSubscriptions(env, [
      ...new Set(wanted.map((item) => item.userId)),
    ]);
    const byUser = new Map<number, SubscriptionRow[]>();
    for (const s of subscriptions) byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s]);
    const all: Job[] = wanted.flatMap(({ userId, notification }) =>
      (byUser.get(userId) ?? []).map((subscription) => ({ subscription, notification })),
    );
    const jobs = options.ledger ? await claim(env, all) : all;
    const gone = new Set<number>();
    const failed: Job[] = [];
    await eachLimited(jobs, CONCURRENCY, async (job) => {
      if (gone.has(job.subscription.id)) return;
      try {
        const outcome = await send(job.subscription, job.notification, vapid);
        if (outcome === "gone") gone.add(job.subscription.id);
        if (outcome === "failed") failed.push(job);
      } catch (error) {
        console.warn("push failed", new URL(job.subscription.endpoint).origin, String(error));
        failed.push(job);
      }
    });
    if (gone.size) await deleteByIds(env.DB, [...gone]);
    if (options.ledger && failed.length) await release(env, failed);
    return { failed: failed.length };
  } catch (error) {
    console.error("push delivery failed", error);
    return { failed: items.length };
  }
}

/**
 * The fan-out queue's push message (ADR 0411): the stored notifications of these ids to their
 * users' devices, each device once per notification (push_deliveries); "retry" while some push
 * failed (the queue sends the message again later, and only the failed pushes go out).
 */
export async function pushStored(env: Env, notificationIds: number[]): Promise<FanoutOutcome> {
  const items = await notificationsByIds(env.DB, notificationIds, await serverNow(env));
  const { failed } = await deliver(env, items, { ledger: true });
  return failed ? "retry" : "done";
}
