/**
 * Where Web Push may go (issue 42 N1, ADR 1402): the server POSTs a signed push to a subscription's
 * endpoint whenever its user is notified — which any other account can cause with a friend
 * request — so only the browsers' push services are taken, and a development server's fake push
 * service only when it is configured (PUSH_TEST_ORIGINS).
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Env } from "#worker/env";
import { deliverPush } from "#worker/notifications/push";
import {
  browserSubscription,
  fakePushService,
  LOCAL_PUSH_ORIGIN,
  notification,
  PUSH_ORIGIN,
  pushKeys,
  stored,
  subscribe,
} from "./push-support";
import { createUser } from "./support";

let pushEnv: Env;

beforeAll(async () => {
  ({ pushEnv } = await pushKeys());
});

afterEach(() => {
  vi.restoreAllMocks();
});

const OFF_THE_PUSH_SERVICES: [string, string][] = [
  ["loopback", "https://127.0.0.1/push/1"],
  ["a private network", "https://10.0.0.7/push/1"],
  ["the cloud metadata address", "https://169.254.169.254/latest/meta-data/"],
  ["Google's metadata name", "https://metadata.google.internal/computeMetadata/v1/"],
  ["IPv6 loopback", "https://[::1]/push/1"],
  ["decimal IPv4", "https://2130706433/push/1"],
  ["hex IPv4", "https://0x7f000001/push/1"],
  ["a wildcard DNS name", "https://127.0.0.1.nip.io/push/1"],
  ["a push host inside another domain", "https://fcm.googleapis.com.evil.nip.io/push/1"],
  ["a push host without its dot boundary", "https://evilfcm.googleapis.com/push/1"],
  ["any other https host", "https://example.com/push/1"],
  ["the Worker itself over http", "http://127.0.0.1:8787/api/auth/logout/"],
  ["a push service on another port", "https://fcm.googleapis.com:8443/fcm/send/1"],
];

/** A fan, and a subscription of theirs stored as it would have been before the endpoint rule. */
async function storedBeforeTheRule(endpoint: string) {
  const fan = await createUser();
  const sub = await browserSubscription(endpoint);
  const iso = new Date().toISOString();
  await env.DB.prepare(
    "INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, created_at, updated_at) VALUES (?, NULL, ?, ?, ?, ?, ?)",
  )
    .bind(fan.id, endpoint, sub.json.keys.p256dh, sub.json.keys.auth, iso, iso)
    .run();
  return fan;
}

describe("POST /api/notifications/push/subscription/ takes only the push services' endpoints", () => {
  it.each(OFF_THE_PUSH_SERVICES)(
    "refuses %s with 400 on endpoint, storing nothing",
    async (_name, endpoint) => {
      const fan = await createUser();
      const sub = await browserSubscription(endpoint);
      // Even with the tests' fake push service configured: it names other origins.
      const res = await subscribe(pushEnv, fan.token, sub.json);
      expect(res.status).toBe(400);
      expect(Object.keys(res.json)).toEqual(["endpoint"]);
      expect(res.json.endpoint[0]).toMatch(/push service/);
      expect(await stored(endpoint)).toBeNull();
    },
  );

  it.each([
    "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bTest",
    "https://android.googleapis.com/gcm/send/dGVzdA",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABtest",
    "https://web.push.apple.com/QGxhbGFsYWxh",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
  ])("takes %s with the default configuration", async (host) => {
    const fan = await createUser();
    const sub = await browserSubscription(`${host}${crypto.randomUUID()}`);
    expect((await subscribe(env, fan.token, sub.json)).status).toBe(201);
    expect(await stored(sub.endpoint)).toMatchObject({ user_id: fan.id });
  });

  it("takes a fake push service only when development is configured with it", async () => {
    const fan = await createUser();
    const local = await browserSubscription(`${LOCAL_PUSH_ORIGIN}/push/${crypto.randomUUID()}`);
    const production = { ...pushEnv, ENVIRONMENT: "production" };

    for (const bindings of [env, production]) {
      const res = await subscribe(bindings, fan.token, local.json);
      expect(res.status).toBe(400);
      expect(Object.keys(res.json)).toEqual(["endpoint"]);
    }
    expect(await stored(local.endpoint)).toBeNull();

    expect((await subscribe(pushEnv, fan.token, local.json)).status).toBe(201);
    expect(await stored(local.endpoint)).toMatchObject({ user_id: fan.id });
  });
});

describe("deliverPush never sends to an endpoint off the push services", () => {
  it.each(OFF_THE_PUSH_SERVICES)(
    "skips and deletes a row stored before the rule: %s",
    async (_name, endpoint) => {
      const fan = await storedBeforeTheRule(endpoint);
      const good = await browserSubscription();
      expect((await subscribe(pushEnv, fan.token, good.json)).status).toBe(201);

      const received = fakePushService();
      await deliverPush(pushEnv, [{ userId: fan.id, notification: notification() }]);
      expect(received.map((r) => r.url)).toEqual([good.endpoint]);
      expect(await stored(endpoint)).toBeNull();
      expect(await stored(good.endpoint)).not.toBeNull();
    },
  );

  it("honours a configured fake push service in development only", async () => {
    const fan = await storedBeforeTheRule(`${PUSH_ORIGIN}/send/${crypto.randomUUID()}`);
    const received = fakePushService();
    await deliverPush({ ...pushEnv, ENVIRONMENT: "production" }, [
      { userId: fan.id, notification: notification() },
    ]);
    expect(received).toHaveLength(0);
    const { count } = (await env.DB.prepare(
      "SELECT COUNT(*) AS count FROM push_subscriptions WHERE user_id = ?",
    )
      .bind(fan.id)
      .first<{ count: number }>())!;
    expect(count).toBe(0);
  });
});
