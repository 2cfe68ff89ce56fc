/**
 * Web Push (issue 14 section 2, ADR 1402): subscriptions through the real routes, and the sending
 * side against a fake push service that sits where the Worker's outgoing fetch goes. The fake keeps
 * what it received; the test decrypts it as a browser would (RFC 8291 aes128gcm, with a
 * subscription key pair made here) and checks the VAPID signature (RFC 8292) with our public key.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Notification, NotificationType } from "#domain/notifications/contract";
import type { Env } from "#worker/env";
import { deliverPush, isAllowedEndpoint } from "#worker/notifications/push";
import { pushRoutes, SUBSCRIPTIONS_PER_USER } from "#worker/notifications/push-routes";
import { login, verifiedUser } from "./accounts-support";
import { call, createUser } from "./support";

const SUBJECT = "mailto:push-test@example.com";
const PUSH_ORIGIN = "https://push.example.test";

// ---- bytes ----

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromB64url = (text: string) => {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const utf8 = (text: string) => new TextEncoder().encode(text);

// ---- keys ----

/** Our server's VAPID pair, as the Worker reads it from its secrets. */
let vapid: { publicKey: string; privateKey: string; verifyKey: CryptoKey };
let pushEnv: Env;

beforeAll(async () => {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  const raw = (await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer;
  vapid = { publicKey: b64url(raw), privateKey: jwk.d!, verifyKey: pair.publicKey };
  pushEnv = {
    ...env,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: SUBJECT,
  };
});

/** A browser's push subscription: its ECDH key pair and auth secret (what PushManager makes). */
async function browserSubscription(endpoint = `${PUSH_ORIGIN}/send/${crypto.randomUUID()}`) {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicRaw = new Uint8Array(
    (await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer,
  );
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    endpoint,
    privateKey: pair.privateKey,
    publicRaw,
    authBytes: auth,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: b64url(publicRaw), auth: b64url(auth) },
    },
  };
}
type BrowserSubscription = Awaited<ReturnType<typeof browserSubscription>>;

const hkdf = async (
  salt: Uint8Array,
  ikm: Uint8Array | ArrayBuffer,
  info: Uint8Array,
  bytes: number,
) =>
  new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: "HKDF", hash: "SHA-256", salt, info },
      await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]),
      bytes * 8,
    ),
  );

/** What the browser does with an aes128gcm push body (RFC 8291 section 3, RFC 8188 section 2). */
async function decryptPush(body: Uint8Array, sub: BrowserSubscription): Promise<unknown> {
  const salt = body.slice(0, 16);
  const recordSize = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idLength = body[20]!;
  const serverPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  expect(idLength).toBe(65);
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize);

  const serverKey = await crypto.subtle.importKey(
    "raw",
    serverPublic,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  // workers-types spells the peer key `$public`; the runtime, like Web Crypto, reads `public`.
  const ecdh = { name: "ECDH", public: serverKey } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  const shared = await crypto.subtle.deriveBits(ecdh, sub.privateKey, 256);
  const keyInfo = concat(utf8("WebPush: info\0"), sub.publicRaw, serverPublic);
  const ikm = await hkdf(sub.authBytes, shared, keyInfo, 32);
  const cek = await hkdf(salt, ikm, utf8("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, utf8("Content-Encoding: nonce\0"), 12);
  const padded = new Uint8Array(
    await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: nonce },
      await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]),
      ciphertext,
    ),
  );
  // The last record: data, the 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return JSON.parse(new TextDecoder().decode(padded.slice(0, end)));
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` against our key; returns the JWT's claims. */
async function verifyVapid(header: string | null) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  expect(match, `Authorization: ${header}`).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(vapid.publicKey);
  const [head, claims, signature] = jwt!.split(".") as [string, string, string];
  expect(JSON.parse(new TextDecoder().decode(fromB64url(head)))).toMatchObject({ alg: "ES256" });
  const valid = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    vapid.verifyKey,
    fromB64url(signature),
    utf8(`${head}.${claims}`),
  );
  expect(valid).toBe(true);
  return JSON.parse(new TextDecoder().decode(fromB64url(claims))) as {
    aud: string;
    exp: number;
    sub: string;
  };
}

// ---- the fake push service ----

interface Received {
  url: string;
  method: string;
  headers: Headers;
  body: Uint8Array;
}

/**
 * Answers the Worker's outgoing requests as a push service would: `status(url)` decides (201 by
 * default); `null` means the network failed.
 */
function fakePushService(status: (url: string) => number | null = () => 201) {
  const received: Received[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    received.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: new Uint8Array(await request.arrayBuffer()),
    });
    const answer = status(request.url);
    if (answer === null) throw new TypeError("Network connection lost.");
    return new Response(answer >= 400 ? "push service says no" : null, { status: answer });
  });
  return received;
}

afterEach(() => {
  vi.restoreAllMocks();
});

// ---- helpers ----

let notificationIds = 1000;
function notification(
  type: NotificationType = "mention_in_message",
  overrides: Partial<Notification> = {},
): Notification {
  notificationIds += 1;
  return {
    id: notificationIds,
    notification_type: type,
    title: "alice mentioned you",
    message: "@bob are you taking the Ducks this week?",
    is_read: false,
    time_ago: "just now",
    league_name: "Saturday Crew",
    action_url: "/leagues/7/board?message=42",
    object_id: 42,
    object_type: "message",
    created_at: "2024-09-07T16:00:00.000Z",
    ...overrides,
  };
}

const subscribe = (token: string, body: unknown) =>
  call("/api/notifications/push/subscription/", { body, token });
const unsubscribe = (token: string, endpoint: string) =>
  call("/api/notifications/push/subscription/", { method: "DELETE", body: { endpoint }, token });

const stored = (endpoint: string) =>
  env.DB.prepare("SELECT user_id, session_id FROM push_subscriptions WHERE endpoint = ?")
    .bind(endpoint)
    .first<{ user_id: number; session_id: string | null }>();

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
    expect(first.json).toEqual({ endpoint: sub.endpoint });
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

  it("takes a local push service over http in development", async () => {
    const fan = await createUser();
    const local = await browserSubscription(`http://localhost:9090/push/${crypto.randomUUID()}`);
    expect((await subscribe(fan.token, local.json)).status).toBe(201);
    const loopback = await browserSubscription(`http://127.0.0.1:9090/push/${crypto.randomUUID()}`);
    expect((await subscribe(fan.token, loopback.json)).status).toBe(201);

    const received = fakePushService();
    await deliverPush(pushEnv, [{ userId: fan.id, notification: notification() }]);
    expect(received.map((r) => r.url).sort()).toEqual([local.endpoint, loopback.endpoint].sort());
    const claims = await verifyVapid(received[0]!.headers.get("authorization"));
    expect(claims.sub).toBe(SUBJECT);
  });

  it("allows http only for localhost, and only in development", () => {
    const production = { ...env, ENVIRONMENT: "production" };
    expect(isAllowedEndpoint("https://fcm.googleapis.com/fcm/send/abc", production)).toBe(true);
    expect(isAllowedEndpoint("http://localhost:9090/push/1", env)).toBe(true);
    expect(isAllowedEndpoint("http://localhost:9090/push/1", production)).toBe(false);
    expect(isAllowedEndpoint("http://127.0.0.1:9090/push/1", production)).toBe(false);
    expect(isAllowedEndpoint("http://push.example.com/1", env)).toBe(false);
    expect(isAllowedEndpoint("https://user:pw@push.example.com/1", env)).toBe(false);
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
    const claims = await verifyVapid(push.headers.get("authorization"));
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
