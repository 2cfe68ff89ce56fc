/**
 * The one Web Push sender (ADR 1402): the VAPID keys, which endpoints we may POST to, the devices
 * we may still push to, and the POSTs themselves. Notifications (./push.ts) and score pushes
 * (./score-push.ts, ADR 0416) both send through `sendPushes`.
 *
 * Guarantees:
 * - `sendPushes` never throws: a push that fails (crypto, network, push service) is logged and
 *   reported back; the others go on, at most CONCURRENCY at a time.
 * - Each push is encrypted for its browser (RFC 8291, aes128gcm) and signed with our VAPID key
 *   (RFC 8292) by @block65/webcrypto-web-push on Web Crypto — no hand-written crypto here.
 * - A push service answering 404 or 410 (the subscription is gone) deletes the subscription (and
 *   what hangs off it: push_deliveries, score_pushes); any other failure keeps it.
 * - A subscription belongs to the device session that made it (the access token's `sid`). Once
 *   that session ends nothing is pushed to it, and the row is deleted the next time its user is
 *   pushed to (`liveSubscriptions`).
 * - Nothing is POSTed to an endpoint off the browsers' push services (isAllowedEndpoint, the rule
 *   of domain/notifications/push-services.ts); a row stored before that rule is deleted unsent.
 * - Without VAPID keys push is off (`vapidConfig` is null): callers read and send nothing.
 * - The VAPID token is signed with the real time (push services check it), never the simulated
 *   clock of development; which sessions are signed in is decided by the server clock.
 */
import { buildPushPayload, type PushMessage } from "@block65/webcrypto-web-push";
import { isPushServiceEndpoint } from "#domain/notifications/contract";
import { liveSessionIds } from "#worker/accounts/queries";
import { isDevelopment, type Env } from "#worker/env";
import { serverNow } from "#worker/http/clock";

/** What the service worker receives (web/sw.ts shows it and opens `url` on click). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** The system notification it replaces: one of the same tag is shown once, the newest. */
  tag: string;
  /** The app notification it shows, if it is one (a score push is not). */
  id?: number;
}

/** What a push service is told about one push. */
export interface Delivery {
  /** Seconds the push service keeps it for a device that is offline. */
  ttl: number;
  urgency: "low" | "normal" | "high";
  /**
   * The Web Push `Topic` (RFC 8030 §5.4; at most 32 URL-safe characters): a push still waiting
   * at the push service for an offline device is replaced by a newer one of the same topic.
   */
  topic?: string;
}

/**
 * A push body may carry at most 3993 bytes of JSON (the library pads to one 4 KB record); texts
 * are clipped well below that even in 4-byte characters.
 */
const TITLE_MAX = 120;
const BODY_MAX = 600;
const TOPIC_MAX = 32;
/** Parallel requests to push services (a Worker opens six connections at a time). */
const CONCURRENCY = 6;
/** A push service that does not answer in this time is given up on for this push. */
const SEND_TIMEOUT_MS = 10_000;

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

/** A payload's texts clipped to what one push record carries. */
export const clippedPayload = (payload: PushPayload): PushPayload => ({
  ...payload,
  title: clip(payload.title, TITLE_MAX),
  body: clip(payload.body, BODY_MAX),
});

export interface SubscriptionRow {
  id: number;
  user_id: number;
  session_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** 1 when the device asked for score pushes (migrations/0038). */
  scores: number;
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
export async function liveSubscriptions(env: Env, userIds: number[]): Promise<SubscriptionRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, user_id, session_id, endpoint, p256dh, auth, scores FROM push_subscriptions WHERE user_id IN (SELECT value FROM json_each(?))",
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

/** One push: a payload to one device, with what the push service is told. */
export interface PushJob {
  subscription: SubscriptionRow;
  payload: PushPayload;
  delivery: Delivery;
}

type Outcome = "sent" | "gone" | "failed";

async function send(job: PushJob, vapid: VapidConfig): Promise<Outcome> {
  const { subscription, delivery } = job;
  const target = new URL(subscription.endpoint);
  const message: PushMessage = {
    data: { ...clippedPayload(job.payload) },
    options: {
      ttl: delivery.ttl,
      urgency: delivery.urgency,
      ...(delivery.topic ? { topic: delivery.topic.slice(0, TOPIC_MAX) } : {}),
    },
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

/**
 * Sends every job (see the file header); a device that answered 404/410 is deleted and gets none
 * of its other jobs. Resolves with the jobs that failed (refused, timed out, unreachable).
 */
export async function sendPushes<J extends PushJob>(
  env: Env,
  jobs: J[],
  vapid: VapidConfig,
): Promise<{ failed: J[] }> {
  const gone = new Set<number>();
  const failed: J[] = [];
  await eachLimited(jobs, CONCURRENCY, async (job) => {
    if (gone.has(job.subscription.id)) return;
    try {
      const outcome = await send(job, vapid);
      if (outcome === "gone") gone.add(job.subscription.id);
      if (outcome === "failed") failed.push(job);
    } catch (error) {
      console.warn("push failed", new URL(job.subscription.endpoint).origin, String(error));
      failed.push(job);
    }
  });
  if (gone.size)
    await deleteByIds(env.DB, [...gone]).catch((error: unknown) =>
      console.error("push: deleting gone subscriptions failed", error),
    );
  return { failed };
}
