/**
 * Web Push delivery of notifications (issue 14 section 2, ADR 1402): a notification reaches the
 * user's devices even with the app closed. The sending itself (VAPID, encryption, which devices,
 * 404/410) is ./push-sender.ts, shared with the score push (./score-push.ts).
 *
 * Guarantees:
 * - `deliverPush` never throws: a failure (database, crypto, network, push service) is logged and
 *   the other deliveries go on. The notification itself is already stored; push is a courtesy.
 * - Only the types of PUSHED_TYPES are sent, whatever the caller passes.
 * - Each notification goes to every subscription of its user whose device session is still signed
 *   in and whose endpoint is allowed (`liveSubscriptions`).
 * - Through the fan-out queue (`pushStored`, ADR 0411) each device gets a notification once:
 *   the pair is claimed in push_deliveries before the POST and released when it failed, and a
 *   failure asks the queue to retry the message with backoff. A reminder carries a `Topic`, so a
 *   newer one replaces an older one still waiting at the push service.
 * - Without VAPID keys push is off: nothing is read, nothing is sent.
 */
import {
  PUSHED_TYPES,
  type Notification,
  type NotificationType,
} from "#domain/notifications/contract";
import type { Env } from "#worker/env";
import { serverNow } from "#worker/http/clock";
import type { FanoutOutcome } from "#worker/http/fanout";
import {
  liveSubscriptions,
  sendPushes,
  vapidConfig,
  type Delivery,
  type PushJob,
  type PushPayload,
  type SubscriptionRow,
} from "./push-sender";
import { notificationsByIds } from "./queries";

const HOUR = 60 * 60;
/**
 * A reminder is worth waking the phone for, and stale after an hour (the 1 h reminder follows
 * the 24 h one, and the 1 h one is moot once picks lock). The rest may wait up to a day.
 */
const DELIVERY: Partial<Record<NotificationType, (n: Notification) => Delivery>> = {
  // The newer reminder of a league (the 1 h one, an auto-pick) replaces an undelivered older one.
  pick_reminder: (n) => ({ ttl: HOUR, urgency: "high", topic: `reminder-${n.object_id ?? 0}` }),
};
const DEFAULT_DELIVERY: Delivery = { ttl: 24 * HOUR, urgency: "normal" };

const pushed = new Set<NotificationType>(PUSHED_TYPES);

function pushPayload(notification: Notification): PushPayload {
  return {
    title: notification.title,
    body: notification.message,
    url: notification.action_url,
    // One system notification per app notification: a re-sent one replaces, others stack.
    tag: `${notification.notification_type}-${notification.id}`,
    id: notification.id,
  };
}

type Job = PushJob & { notification: Notification };

const job = (subscription: SubscriptionRow, notification: Notification): Job => ({
  subscription,
  notification,
  payload: pushPayload(notification),
  delivery: DELIVERY[notification.notification_type]?.(notification) ?? DEFAULT_DELIVERY,
});

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
      (byUser.get(userId) ?? []).map((subscription) => job(subscription, notification)),
    );
    const jobs = options.ledger ? await claim(env, all) : all;
    const { failed } = await sendPushes(env, jobs, vapid);
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
