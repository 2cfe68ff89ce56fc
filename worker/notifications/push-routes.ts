/**
 * Web Push subscriptions (issue 14 section 2, ADR 1402), mounted at /api/notifications/push.
 *
 * Guarantees:
 * - GET key/ tells the browser our VAPID public key (its applicationServerKey), or null when push
 *   is off; it needs no sign-in.
 * - An endpoint is stored once (unique). Subscribing it makes it the caller's, tied to the
 *   caller's device session (the access token's refresh-token family): a shared phone that
 *   changes hands stops pushing to the previous user, and once that session ends (logout) nothing
 *   is pushed to it (./push.ts).
 * - One subscription per device session (a browser has one at a time; a renewed one replaces the
 *   old) and at most SUBSCRIPTIONS_PER_USER per user, the oldest dropped first, so nobody can make
 *   one notification fan out without bound.
 * - Unsubscribing deletes the caller's own subscription only, and answers 204 whether or not it
 *   was there (a retry, or an endpoint that is someone else's, looks the same).
 * - Score pushes (ADR 0416) are off for a new subscription. POST with `scores` sets them, without
 *   it keeps what the caller's device had (a device that changes hands starts with them off);
 *   PATCH `{endpoint, scores}` changes them on the caller's own subscription only, a 404 for an
 *   endpoint that is not the caller's. Both answer the device and its `scores`.
 * - An endpoint off the browsers' push services (isAllowedEndpoint) is a 400 on `endpoint`, and
 *   nothing is stored: the server would POST to it whenever its user is notified.
 * - Every bad input is a 400 with the field it is about; writes commit with the Idempotency-Key.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { fromBase64Url } from "#domain/base64url";
import {
  pushScoresPatch,
  pushSubscriptionBody,
  pushUnsubscribeBody,
  type PushDevice,
  type PushKey,
} from "#domain/notifications/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { fieldError, notFound } from "#worker/http/errors";
import { writeBatch } from "#worker/http/idempotency";
import { validateJson } from "#worker/http/validate";
import { isAllowedEndpoint, vapidConfig } from "./push-sender";

/** Devices one user may receive pushes on (phones, tablets, desktop browsers). */
export const SUBSCRIPTIONS_PER_USER = 10;

const PUSH_TEXTS = {
  endpoint:
    "Enter the endpoint of a browser's push service (https on FCM, Mozilla, Apple or Windows push).",
  p256dh: "Enter the subscription's P-256 public key (65 bytes, base64url).",
  auth: "Enter the subscription's auth secret (16 bytes, base64url).",
  notFound: "This device has no alerts of yours: turn alerts on again.",
} as const;

/** An uncompressed P-256 point (what PushSubscription.getKey("p256dh") gives). */
const isP256Point = (bytes: Uint8Array | null) => bytes?.length === 65 && bytes[0] === 0x04;

export const pushRoutes = new Hono<AppBindings>()
  .get("/key/", (c) =>
    c.json({ public_key: vapidConfig(c.env)?.publicKey ?? null } satisfies PushKey),
  )
  .post("/subscription/", requireAuth, validateJson(pushSubscriptionBody), async (c) => {
    const { endpoint, keys, scores } = c.req.valid("json");
    if (!isAllowedEndpoint(endpoint, c.env)) throw fieldError({ endpoint: [PUSH_TEXTS.endpoint] });
    if (!isP256Point(fromBase64Url(keys.p256dh)))
      throw fieldError({ "keys.p256dh": [PUSH_TEXTS.p256dh] });
    if (fromBase64Url(keys.auth)?.length !== 16)
      throw fieldError({ "keys.auth": [PUSH_TEXTS.auth] });

    const db = c.env.DB;
    const me = c.var.userId;
    const session = c.var.sessionId;
    const iso = c.var.now.toISOString();
    const known = await db
      .prepare("SELECT user_id, scores FROM push_subscriptions WHERE endpoint = ?")
      .bind(endpoint)
      .first<{ user_id: number; scores: number }>();
    const scoresOn = scores ?? (known?.user_id === me && known.scores === 1);
    const statements = [
      // Another user's device now: the score texts it was sent are not this user's.
      db
        .prepare(
          "DELETE FROM score_pushes WHERE subscription_id IN (SELECT id FROM push_subscriptions WHERE endpoint = ? AND user_id <> ?)",
        )
        .bind(endpoint, me),
      db
        .prepare(
          "INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, created_at, updated_at, scores) VALUES (?, ?, ?, ?, ?, ?, ?, ?) " +
            "ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, session_id = excluded.session_id, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = excluded.updated_at, scores = excluded.scores",
        )
        .bind(me, session, endpoint, keys.p256dh, keys.auth, iso, iso, scoresOn ? 1 : 0),
      db
        .prepare(
          "DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN (SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT ?)",
        )
        .bind(me, me, SUBSCRIPTIONS_PER_USER),
    ];
    // The device's earlier subscription (before the browser renewed it) is no longer its own.
    if (session)
      statements.push(
        db
          .prepare("DELETE FROM push_subscriptions WHERE session_id = ? AND endpoint <> ?")
          .bind(session, endpoint),
      );
    const status = known ? 200 : 201;
    const { body } = await writeBatch<PushDevice>(c, statements, {
      status,
      body: { endpoint, scores: scoresOn },
    });
    return c.json(body, status);
  })
  .patch("/subscription/", requireAuth, validateJson(pushScoresPatch), async (c) => {
    const { endpoint, scores } = c.req.valid("json");
    const db = c.env.DB;
    const me = c.var.userId;
    const body = { endpoint, scores } satisfies PushDevice;
    const {
      results: [update],
    } = await writeBatch(
      c,
      [
        db
          .prepare("UPDATE push_subscriptions SET scores = ? WHERE endpoint = ? AND user_id = ?")
          .bind(scores ? 1 : 0, endpoint, me),
        // Turned off: the texts it was sent are not needed to dedupe any more.
        db
          .prepare(
            "DELETE FROM score_pushes WHERE ? = 0 AND subscription_id IN (SELECT id FROM push_subscriptions WHERE endpoint = ? AND user_id = ?)",
          )
          .bind(scores ? 1 : 0, endpoint, me),
      ],
      {
        status: 200,
        body,
        // Not the caller's (or gone meanwhile): the 404 below is the stored answer.
        storedIf: sql`EXISTS (SELECT 1 FROM push_subscriptions WHERE endpoint = ${endpoint} AND user_id = ${me})`,
      },
    );
    if (update!.meta.changes === 0) throw notFound(PUSH_TEXTS.notFound);
    return c.json(body);
  })
  .delete("/subscription/", requireAuth, validateJson(pushUnsubscribeBody), async (c) => {
    const { endpoint } = c.req.valid("json");
    await writeBatch(
      c,
      [
        c.env.DB.prepare("DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?").bind(
          endpoint,
          c.var.userId,
        ),
      ],
      { status: 204, body: null },
    );
    return c.body(null, 204);
  });
