/**
 * Web Push (issue 14 section 2, ADR 1402): subscriptions through the real routes, and the sending
 * side against a fake push service that sits where the Worker's outgoing fetch goes. The fake keeps
 * what it received; the test decrypts it as a browser would (RFC 8291 aes128gcm, with a
 * subscription key pair made here) and checks the VAPID signature (RFC 8292) with our public key.
 * Which endpoints are taken at all: push-endpoints.test.ts.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { NotificationType } from "#domain/notifications/contract";
import type { Env } from "#worker/env";
import { deliverPush } from "#worker/notifications/push";
import { pushRoutes, SUBSCRIPTIONS_PER_USER } from "#worker/notifications/push-routes";
import { login, verifiedUser } from "./accounts-support";
import {
  b64url,
  browserSubscription,
  decryptPush,
  fakePushService,
  fromB64url,
  LOCAL_PUSH_ORIGIN,
  notification,
  PUSH_ORIGIN,
  pushKeys,
  stored,
  subscribe as subscribeWith,
  SUBJECT,
  verifyVapid,
  type Received,
  type VapidPair,
} from "./push-support";
import { call, createUser } from "./support";

let vapid: VapidPair;
let pushEnv: Env;

beforeAll(async () => {
  ({ vapid, pushEnv } = await pushKeys());
});

afterEach(() => {
  vi.restoreAllMocks();
});

const subscribe = (token: string, body: unknown) => subscribeWith(pushEnv, token, body);
const unsubscribe = (token: string, endpoint: string) =>
  call("/api/notifications/push/subscription/", { method: "DELETE", body: { endpoint }, token });
// ---- tests ----

describe("GET /api/notifications/push/key/", () => {
  it("answers null while push is not configured", async () => {
    const res = await call("/api/notifications/push/key/");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ public_key: null });
  });

  it("answers the VAPID public key, the browser's applicationServerKey", async () => {
    const res = await pushRoutes.request("/key/", {}, pushEnv);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { public_key: string };
    expect(body).toEqual({ public_key: vapid.publicKey });
    const point = fromB64url(body.public_key);
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
  });
});

describe("POST /api/notifications/push/subscription/", () => {
  it("stores the subscription (201), and 200 when the same device sends it again", async () => {
    const bob = await createUser();
    const sub = await browserSubscription();
    const first = await subscribe(bob.token, sub.json);
    expect(first.status).toBe(201);
    // Score pushes are off until the device asks for them (ADR 0416).
    expect(first.json).toEqual({ endpoint: sub.endpoint, scores: false });
    expect(await stored(sub.endpoint)).toMatchObject({ user_id: bob.id });
    const again = await subscribe(bob.token, sub.json);
    expect(again.status).toBe(200);
    const { count } = (await env.DB.prepare(
      "SELECT COUNT(*) AS count FROM push_subscriptions WHERE endpoint = ?",
    )
      .bind(sub.endpoint)
      .first<{ count: number }>())!;
    expect(count).toBe(1);
  });

  it("needs a signed-in user", async () => {
    const sub = await browserSubscription();
    expect((await call("/api/notifications/push/subscription/", { body: sub.json })).status).toBe(
      401,
    );
  });

  it("moves an endpoint to whoever subscribes it last: the previous user gets nothing more", async () => {
    const alice = await createUser();
    const bob = await createUser();
    const sub = await browserSubscription();
    expect((await subscribe(alice.token, sub.json)).status).toBe(201);
    expect((await subscribe(bob.token, sub.json)).status).toBe(200);
    expect(await stored(sub.endpoint)).toMatchObject({ user_id: bob.id });

    const received = fakePushService();
    await deliverPush(pushEnv, [{ userId: alice.id, notification: notification() }]);
    expect(received).toHaveLength(0);
    await deliverPush(pushEnv, [{ userId: bob.id, notification: notification() }]);
    expect(received.map((r) => r.url)).toEqual([sub.endpoint]);
  });

  it("ties the subscription to the device session, and a renewed one replaces it", async () => {
    const fan = await verifiedUser("pushdevice");
    const old = await browserSubscription();
    const renewed = await browserSubscription();
    expect((await subscribe(fan.access, old.json)).status).toBe(201);
    const row = await stored(old.endpoint);
    expect(row?.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await subscribe(fan.access, renewed.json)).status).toBe(201);
    expect(await stored(old.endpoint)).toBeNull();
    expect(await stored(renewed.endpoint)).toMatchObject({ session_id: row!.session_id });
  });

  it(`keeps at most ${SUBSCRIPTIONS_PER_USER} devices per user, dropping the oldest`, async () => {
    const fan = await createUser();
    const endpoints: string[] = [];
    for (let i = 0; i < SUBSCRIPTIONS_PER_USER + 2; i += 1) {
      const sub = await browserSubscription();
      endpoints.push(sub.endpoint);
      expect((await subscribe(fan.token, sub.json)).status).toBe(201);
    }
    const { results } = await env.DB.prepare(
      "SELECT endpoint FROM push_subscriptions WHERE user_id = ?",
    )
      .bind(fan.id)
      .all<{ endpoint: string }>();
    expect(results.map((r) => r.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });

  it("pushes over http to a local fake push service that development is configured with", async () => {
    const fan = await createUser();
    const local = await browserSubscription(`${LOCAL_PUSH_ORIGIN}/push/${crypto.randomUUID()}`);
    expect((await subscribe(fan.token, local.json)).status).toBe(201);

    const received = fakePushService();
    await deliverPush(pushEnv, [{ userId: fan.id, notification: notification() }]);
    expect(received.map((r) => r.url)).toEqual([local.endpoint]);
    const claims = await verifyVapid(received[0]!.headers.get("authorization"), vapid);
    expect(claims.sub).toBe(SUBJECT);
  });

  describe("refuses bad bodies with 400 and the field", () => {
    const good = {
      endpoint: `${PUSH_ORIGIN}/send/bad-body`,
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "AAAAAAAAAAAAAAAAAAAAAA" },
    };
    it.each<[string, unknown, string]>([
      ["no endpoint", { keys: good.keys }, "endpoint"],
      ["an endpoint that is no URL", { ...good, endpoint: "not a url" }, "endpoint"],
      ["a plain http endpoint", { ...good, endpoint: "http://push.example.com/x" }, "endpoint"],
      ["an ftp endpoint", { ...good, endpoint: "ftp://push.example.com/x" }, "endpoint"],
      ["a 3 KB endpoint", { ...good, endpoint: `${PUSH_ORIGIN}/${"x".repeat(3000)}` }, "endpoint"],
      ["no keys", { endpoint: good.endpoint }, "keys"],
      [
        "a p256dh that is no base64url",
        { ...good, keys: { ...good.keys, p256dh: "!".repeat(87) } },
        "keys.p256dh",
      ],
      [
        "a p256dh of 64 bytes",
        { ...good, keys: { ...good.keys, p256dh: b64url(new Uint8Array(64).fill(4)) } },
        "keys.p256dh",
      ],
      [
        "a compressed p256dh",
        { ...good, keys: { ...good.keys, p256dh: b64url(new Uint8Array(65).fill(3)) } },
        "keys.p256dh",
      ],
      [
        "an auth of 12 bytes",
        { ...good, keys: { ...good.keys, auth: b64url(new Uint8Array(12)) } },
        "keys.auth",
      ],
      ["an auth that is a number", { ...good, keys: { ...good.keys, auth: 16 } }, "keys.auth"],
    ])("%s", async (_name, body, field) => {
      const fan = await createUser();
      const res = await subscribe(fan.token, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.json)).toContain(field);
    });

    it("malformed JSON", async () => {
      const fan = await createUser();
      const res = await call("/api/notifications/push/subscription/", {
        rawBody: "{",
        token: fan.token,
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: "Malformed JSON in request body" });
    });
  });
});

describe("DELETE /api/notifications/push/subscription/", () => {
  it("deletes the caller's own subscription, and answers 204 again once it is gone", async () => {
    const fan = await createUser();
    const sub = await browserSubscription();
    await subscribe(fan.token, sub.json);
    expect((await unsubscribe(fan.token, sub.endpoint)).status).toBe(204);
    expect(await stored(sub.endpoint)).toBeNull();
    expect((await unsubscribe(fan.token, sub.endpoint)).status).toBe(204);
  });

  it("never deletes another user's subscription", async () => {
    const owner = await createUser();
    const other = await createUser();
    const sub = await browserSubscription();
    await subscribe(owner.token, sub.json);
    expect((await unsubscribe(other.token, sub.endpoint)).status).toBe(204);
    expect(await stored(sub.endpoint)).toMatchObject({ user_id: owner.id });
  });

  it("refuses a body without an endpoint, and callers who are not signed in", async () => {
    const fan = await createUser();
    const res = await call("/api/notifications/push/subscription/", {
      method: "DELETE",
      body: {},
      token: fan.token,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json)).toEqual(["endpoint"]);
    const anonymous = await call("/api/notifications/push/subscription/", {
      method: "DELETE",
      body: { endpoint: `${PUSH_ORIGIN}/send/x` },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("deliverPush", () => {
  async function subscribedFan() {
    const fan = await createUser();
    const sub = await browserSubscription();
    expect((await subscribe(fan.token, sub.json)).status).toBe(201);
    return { fan, sub };
  }

  it("POSTs the encrypted notification with VAPID auth, aes128gcm, a TTL and an urgency", async () => {
    const { fan, sub } = await subscribedFan();
    const received = fakePushService();
    const mention = notification("mention_in_message");
    const before = Math.floor(Date.now() / 1000);
    await deliverPush(pushEnv, [{ userId: fan.id, notification: mention }]);

    expect(received).toHaveLength(1);
    const [push] = received as [Received];
    expect(push.url).toBe(sub.endpoint);
    expect(push.method).toBe("POST");
    expect(push.headers.get("content-encoding")).toBe("aes128gcm");
    expect(push.headers.get("content-type")).toBe("application/octet-stream");
    expect(push.headers.get("ttl")).toBe(String(24 * 60 * 60));
    expect(push.headers.get("urgency")).toBe("normal");
    const claims = await verifyVapid(push.headers.get("authorization"), vapid);
    expect(claims.aud).toBe(PUSH_ORIGIN);
    expect(claims.sub).toBe(SUBJECT);
    expect(claims.exp).toBeGreaterThan(before);
    expect(claims.exp).toBeLessThanOrEqual(before + 24 * 60 * 60);

    expect(await decryptPush(push.body, sub)).toEqual({
      title: mention.title,
      body: mention.message,
      url: mention.action_url,
      tag: `mention_in_message-${mention.id}`,
      id: mention.id,
    });
  });

  it("sends pick reminders with high urgency and a one-hour TTL", async () => {
    const { fan, sub } = await subscribedFan();
    const received = fakePushService();
    const reminder = notification("pick_reminder", {
      title: "Picks lock in 1 hour",
      message: "Saturday Crew: 3 of 5 picks made for Week 2",
      action_url: "/sportsbook?league=7&week=2",
    });
    await deliverPush(pushEnv, [{ userId: fan.id, notification: reminder }]);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.get("urgency")).toBe("high");
    expect(received[0]!.headers.get("ttl")).toBe("3600");
    expect(await decryptPush(received[0]!.body, sub)).toMatchObject({
      title: "Picks lock in 1 hour",
      url: "/sportsbook?league=7&week=2",
    });
  });

  it("sends to every device of the user, and clips long texts to fit one push", async () => {
    const fan = await createUser();
    const phone = await browserSubscription();
    const laptop = await browserSubscription();
    await subscribe(fan.token, phone.json);
    await subscribe(fan.token, laptop.json);
    const received = fakePushService();
    const long = notification("message_commented", { message: "🏈".repeat(2000) });
    await deliverPush(pushEnv, [{ userId: fan.id, notification: long }]);
    expect(received.map((r) => r.url).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    const onPhone = received.find((r) => r.url === phone.endpoint)!;
    const payload = (await decryptPush(onPhone.body, phone)) as { body: string };
    expect(Array.from(payload.body).length).toBeLessThan(2000);
    expect(payload.body.endsWith("…")).toBe(true);
  });

  it("sends only the pushed types", async () => {
    const { fan } = await subscribedFan();
    const received = fakePushService();
    const quiet: NotificationType[] = [
      "message_liked",
      "comment_liked",
      "message_disliked",
      "achievement_earned",
      "system_announcement",
      "league_update",
    ];
    await deliverPush(
      pushEnv,
      quiet.map((type) => ({ userId: fan.id, notification: notification(type) })),
    );
    expect(received).toHaveLength(0);
    await deliverPush(pushEnv, [{ userId: fan.id, notification: notification("friend_request") }]);
    expect(received).toHaveLength(1);
  });

  it("sends nothing while the VAPID keys are not configured", async () => {
    const { fan } = await subscribedFan();
    const received = fakePushService();
    await deliverPush(env, [{ userId: fan.id, notification: notification() }]);
    await deliverPush({ ...pushEnv, VAPID_PRIVATE_KEY: "" }, [
      { userId: fan.id, notification: notification() },
    ]);
    expect(received).toHaveLength(0);
  });

  it.each([410, 404])(
    "deletes the subscription when the push service answers %i",
    async (status) => {
      const { fan, sub } = await subscribedFan();
      const received = fakePushService(() => status);
      await deliverPush(pushEnv, [{ userId: fan.id, notification: notification() }]);
      expect(received).toHaveLength(1);
      expect(await stored(sub.endpoint)).toBeNull();
    },
  );

  it("keeps the subscription after a 500, a 429 or a lost connection, and never throws", async () => {
    const { fan, sub } = await subscribedFan();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const status of [500, 429, null]) {
      const received = fakePushService(() => status);
      await expect(
        deliverPush(pushEnv, [{ userId: fan.id, notification: notification() }]),
      ).resolves.toBeUndefined();
      expect(received).toHaveLength(1);
      expect(await stored(sub.endpoint)).not.toBeNull();
      vi.mocked(globalThis.fetch).mockRestore();
    }
    expect(warn).toHaveBeenCalled();
  });

  it("logs and goes on when the keys are broken", async () => {
    const { fan } = await subscribedFan();
    const received = fakePushService();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(
      deliverPush({ ...pushEnv, VAPID_PRIVATE_KEY: "not-a-key" }, [
        { userId: fan.id, notification: notification() },
      ]),
    ).resolves.toBeUndefined();
    expect(received).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it("stops pushing to a device once its session logs out, and forgets that subscription", async () => {
    const fan = await verifiedUser("pushlogout");
    const phone = await browserSubscription();
    expect((await subscribe(fan.access, phone.json)).status).toBe(201);
    // The same fan on a second device: a second login, its own session.
    const second = await login(fan.email);
    expect(second.status).toBe(200);
    const laptop = await browserSubscription();
    expect((await subscribe(second.json.tokens.access, laptop.json)).status).toBe(201);

    expect((await call("/api/auth/logout/", { body: { refresh: fan.refresh } })).status).toBe(200);

    const received = fakePushService();
    await deliverPush(pushEnv, [{ userId: fan.id, notification: notification() }]);
    expect(received.map((r) => r.url)).toEqual([laptop.endpoint]);
    expect(await stored(phone.endpoint)).toBeNull();
    expect(await stored(laptop.endpoint)).not.toBeNull();
  });

  it("keeps pushing to a session across access-token refreshes", async () => {
    const fan = await verifiedUser("pushrefresh");
    const refreshed = await call("/api/auth/refresh/", { body: { refresh: fan.refresh } });
    expect(refreshed.status).toBe(200);
    const phone = await browserSubscription();
    expect((await subscribe(refreshed.json.access, phone.json)).status).toBe(201);
    const received = fakePushService();
    await deliverPush(pushEnv, [{ userId: fan.id, notification: notification() }]);
    expect(received.map((r) => r.url)).toEqual([phone.endpoint]);
  });
});
