/**
 * What the Web Push tests share (ADR 1402): our VAPID pair, a browser's subscription made here
 * (its key pair and auth secret), decrypting a push as a browser would (RFC 8291 aes128gcm),
 * checking its VAPID signature (RFC 8292), and a fake push service that sits where the Worker's
 * outgoing fetch goes and keeps what it received.
 */
import { env } from "cloudflare:test";
import { expect, vi } from "vitest";
import { fromBase64Url, toBase64Url } from "#domain/base64url";
import type { Notification, NotificationType } from "#domain/notifications/contract";
import type { Env } from "#worker/env";
import { call } from "./support";

export const SUBJECT = "mailto:push-test@example.com";
/** The fake push service, allowed by PUSH_TEST_ORIGINS in pushKeys' bindings only. */
export const PUSH_ORIGIN = "https://push.example.test";
/** A fake push service on this machine over http, also allowed by those bindings only. */
export const LOCAL_PUSH_ORIGIN = "http://127.0.0.1:9090";

// ---- bytes ----

export const b64url = toBase64Url;
export const fromB64url = (text: string) => {
  const bytes = fromBase64Url(text);
  if (!bytes) throw new Error(`not base64url: ${text}`);
  return bytes;
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

export interface VapidPair {
  publicKey: string;
  privateKey: string;
  verifyKey: CryptoKey;
}

/**
 * Our server's VAPID pair as the Worker reads it from its secrets, and the test bindings with
 * push on: that pair, and the fake push service's origins allowed the only way a development
 * server allows one, by PUSH_TEST_ORIGINS. Made once per test file, in `beforeAll`.
 */
export async function pushKeys(): Promise<{ vapid: VapidPair; pushEnv: Env }> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  const raw = (await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer;
  const vapid = { publicKey: b64url(raw), privateKey: jwk.d!, verifyKey: pair.publicKey };
  const pushEnv: Env = {
    ...env,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: SUBJECT,
    PUSH_TEST_ORIGINS: `${PUSH_ORIGIN}, ${LOCAL_PUSH_ORIGIN}`,
  };
  return { vapid, pushEnv };
}

/** A browser's push subscription: its ECDH key pair and auth secret (what PushManager makes). */
export async function browserSubscription(endpoint = `${PUSH_ORIGIN}/send/${crypto.randomUUID()}`) {
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
export type BrowserSubscription = Awaited<ReturnType<typeof browserSubscription>>;

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
export async function decryptPush(body: Uint8Array, sub: BrowserSubscription): Promise<unknown> {
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
export async function verifyVapid(header: string | null, vapid: VapidPair) {
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

export interface Received {
  url: string;
  method: string;
  headers: Headers;
  body: Uint8Array;
}

/**
 * Answers the Worker's outgoing requests as a push service would: `status(url)` decides (201 by
 * default); `null` means the network failed.
 */
export function fakePushService(status: (url: string) => number | null = () => 201) {
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

// ---- helpers ----

let notificationIds = 1000;
export function notification(
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

/** POST …/subscription/ to the Worker running with `bindings` (pushKeys' pushEnv, say). */
export const subscribe = (bindings: Env, token: string, body: unknown) =>
  call("/api/notifications/push/subscription/", { body, token, env: bindings });

/** The stored row of this endpoint, or null. */
export const stored = (endpoint: string) =>
  env.DB.prepare("SELECT user_id, session_id FROM push_subscriptions WHERE endpoint = ?")
    .bind(endpoint)
    .first<{ user_id: number; session_id: string | null }>();
