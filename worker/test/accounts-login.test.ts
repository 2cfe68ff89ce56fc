import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "#domain/accounts/messages";
import { REFRESH_REUSE_GRACE_MS } from "#worker/accounts/sessions";
import {
  DAY,
  MINUTE,
  PASSWORD,
  address,
  advanceClock,
  identity,
  login,
  register,
  verifiedUser,
} from "./accounts-support";
import { call } from "./support";

/** The refresh tokens of a user that can still be traded (not spent, retired or revoked). */
/** Trades a refresh token for a new pair, as the app does. */
const refresh = (token: string) => call("/api/auth/refresh/", { body: { refresh: token } });

const liveTokens = async (userId: number) =>
  (await env.DB.prepare(
    "SELECT count(*) AS n FROM refresh_tokens WHERE user_id = ? AND used_at IS NULL AND retired_at IS NULL AND revoked_at IS NULL",
  )
    .bind(userId)
    .first<{ n: number }>())!.n;

describe("POST /api/users/login/", () => {
  it("answers tokens and the user for a verified account", async () => {
    const who = await verifiedUser();
    const res = await login(who.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["tokens", "user"]);
    expect(res.json.user).toMatchObject({ id: who.id, username: who.username, email: who.email });
    expect(res.json.user).not.toHaveProperty("password_hash");
    expect(typeof res.json.tokens.refresh).toBe("string");
    const profile = await call("/api/users/profile/", { token: res.json.tokens.access });
    expect(profile.status).toBe(200);
  });

  it("answers the same error for a wrong password and an unknown e-mail", async () => {
    const who = await verifiedUser();
    const wrong = await login(who.email, "Wrong!Pass1");
    const unknown = await login(identity().email, "Wrong!Pass1");
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.json).toEqual({ error: M.invalidCredentials });
    expect(unknown.text).toBe(wrong.text);
  });

  it("says 'not verified' only once the password is right", async () => {
    const who = await register();
    const right = await login(who.email);
    expect(right.status).toBe(400);
    expect(right.json.error).toContain("not verified");
    const wrong = await login(who.email, "Wrong!Pass1");
    expect(wrong.json).toEqual({ error: M.invalidCredentials });
  });

  it.each<[string, CallBody, number]>([
    ["missing fields", {}, 400],
    ["wrong types", { email: ["a"], password: 1 }, 400],
    ["10 KB e-mail", { email: `${"a".repeat(10_240)}@x.io`, password: "x" }, 400],
    ["10 KB password", { email: "a@b.co", password: "x".repeat(10_240) }, 400],
    ["SQL in the e-mail", { email: "' OR 1=1 --@x.io", password: "x" }, 400],
  ])("rejects %s", async (_name, body, status) => {
    const res = await call("/api/users/login/", { body, headers: address() });
    expect(res.status).toBe(status);
    expect(res.json).toBeTypeOf("object");
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await call("/api/users/login/", { rawBody: '{"email": "a@b.co",' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: "Malformed JSON in request body" });
  });

  it("blocks an account from one address after 5 failures there, until the window frees up", async () => {
    const who = await verifiedUser();
    const from = address();
    for (let i = 0; i < 5; i += 1)
      expect((await login(who.email, "Wrong!Pass1", from)).status).toBe(400);
    const blocked = await login(who.email, PASSWORD, from);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    await advanceClock(15 * MINUTE + 1000);
    expect((await login(who.email, PASSWORD, from)).status).toBe(200);
  });

  it("a stranger's failures never lock the owner out: the right password from another address works", async () => {
    const who = await verifiedUser();
    const stranger = address();
    for (let i = 0; i < 6; i += 1) await login(who.email, "Wrong!Pass1", stranger);
    expect((await login(who.email, PASSWORD, stranger)).status).toBe(429);
    expect((await login(who.email, PASSWORD, address())).status).toBe(200);
  });

  it("throttles unknown e-mails the same way (no account enumeration)", async () => {
    const email = identity().email;
    const from = address();
    for (let i = 0; i < 5; i += 1) await login(email, "Wrong!Pass1", from);
    expect((await login(email, "Wrong!Pass1", from)).status).toBe(429);
  });

  it("throttles one address after 20 failures across accounts", async () => {
    const who = await verifiedUser();
    const from = address();
    for (let i = 0; i < 20; i += 1) {
      const res = await call("/api/users/login/", {
        body: { email: `nobody${i}@example.com`, password: "Wrong!Pass1" },
        headers: from,
      });
      expect(res.status).toBe(400);
    }
    expect((await login(who.email, PASSWORD, from)).status).toBe(429);
    // Another address is not affected.
    expect((await login(who.email, PASSWORD, address())).status).toBe(200);
  });

  it("forgives an account's failures from an address after a successful login there", async () => {
    const who = await verifiedUser();
    const from = address();
    for (let i = 0; i < 4; i += 1) await login(who.email, "Wrong!Pass1", from);
    expect((await login(who.email, PASSWORD, from)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await login(who.email, "Wrong!Pass1", from);
    expect((await login(who.email, PASSWORD, from)).status).toBe(200);
  });
});

type CallBody = Record<string, unknown>;

describe("access tokens", () => {
  it("expire after 15 minutes on the server clock", async () => {
    const who = await verifiedUser();
    expect((await call("/api/users/profile/", { token: who.access })).status).toBe(200);
    await advanceClock(14 * MINUTE);
    expect((await call("/api/users/profile/", { token: who.access })).status).toBe(200);
    await advanceClock(2 * MINUTE);
    const res = await call("/api/users/profile/", { token: who.access });
    expect(res.status).toBe(401);
  });

  it("reject a token with another algorithm or a forged signature", async () => {
    const who = await verifiedUser();
    const [, claims, sig] = who.access.split(".");
    const none = `${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${claims}.`;
    expect((await call("/api/users/profile/", { token: none })).status).toBe(401);
    const forged = `${who.access.split(".")[0]}.${claims}.${sig!.slice(0, -2)}AA`;
    expect((await call("/api/users/profile/", { token: forged })).status).toBe(401);
    expect((await call("/api/users/profile/")).status).toBe(401);
  });
});

describe("POST /api/auth/refresh/", () => {
  it("rotates: each refresh token works once and yields a new pair", async () => {
    const who = await verifiedUser();
    const first = await refresh(who.refresh);
    expect(first.status).toBe(200);
    expect(Object.keys(first.json).sort()).toEqual(["access", "refresh"]);
    expect(first.json.refresh).not.toBe(who.refresh);
    expect((await call("/api/users/profile/", { token: first.json.access })).status).toBe(200);
    const second = await refresh(first.json.refresh);
    expect(second.status).toBe(200);
  });

  it("revokes the whole family when a rotated token is replayed", async () => {
    const who = await verifiedUser();
    const other = await login(who.email); // a second, independent session
    const rotated = await refresh(who.refresh);
    expect(rotated.status).toBe(200);

    await advanceClock(REFRESH_REUSE_GRACE_MS + 1_000);
    const replay = await refresh(who.refresh);
    expect(replay.status).toBe(401);
    expect(replay.json).toEqual({ error: M.refreshInvalid });
    // The legitimate holder of the newest token is logged out too...
    expect((await refresh(rotated.json.refresh)).status).toBe(401);
    // ...but other sessions of the same user live on.
    expect((await refresh(other.json.tokens.refresh)).status).toBe(200);
  });

  it("trades a used token again within a minute, when the page never got the answer", async () => {
    // The page reloaded (or the network dropped the reply) while its refresh was on the way: the
    // server rotated, the phone still holds the old token. The fan must stay signed in.
    const who = await verifiedUser();
    const lost = await refresh(who.refresh);
    expect(lost.status).toBe(200);
    await advanceClock(REFRESH_REUSE_GRACE_MS - 5_000);

    const retry = await refresh(who.refresh);
    expect(retry.status).toBe(200);
    expect(retry.json.refresh).not.toBe(lost.json.refresh);
    expect((await call("/api/users/profile/", { token: retry.json.access })).status).toBe(200);
    const next = await refresh(retry.json.refresh);
    expect(next.status).toBe(200);

    // The pair nobody received is retired: whoever shows it later ends the whole session.
    await advanceClock(REFRESH_REUSE_GRACE_MS + 1_000);
    const stray = await refresh(lost.json.refresh);
    expect(stray.status).toBe(401);
    expect((await refresh(next.json.refresh)).status).toBe(401);
  });

  it("two refreshes with the same token at once: the first answer used keeps the session", async () => {
    const who = await verifiedUser();
    const both = await Promise.all([0, 1].map(() => refresh(who.refresh)));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await liveTokens(who.id)).toBe(2);
    const kept = await refresh(both[0]!.json.refresh);
    expect(kept.status).toBe(200);
    // Its use retired the other answer's token: one live token again, and the other is a replay.
    expect(await liveTokens(who.id)).toBe(1);
    const other = await refresh(both[1]!.json.refresh);
    expect(other.status).toBe(401);
    expect((await refresh(kept.json.refresh)).status).toBe(401);
  });

  it("a late copy of a refresh, arriving after the page's own retry, costs the page nothing", async () => {
    // The reloaded page's refresh reaches the server first; the aborted one arrives after it.
    const who = await verifiedUser();
    const page = await refresh(who.refresh);
    const late = await refresh(who.refresh);
    expect([page.status, late.status]).toEqual([200, 200]);
    await advanceClock(10 * MINUTE);
    const next = await refresh(page.json.refresh);
    expect(next.status).toBe(200);
    // The pair nobody received was retired by that use.
    await advanceClock(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh(late.json.refresh)).status).toBe(401);
  });

  it("a spent token shown again after the fan already used its child starts no second session", async () => {
    // The fan traded T0 for T1 and T1 for T2 within the minute; a copy of T0 then turns up.
    const who = await verifiedUser();
    const t1 = await refresh(who.refresh);
    const t2 = await refresh(t1.json.refresh);
    expect([t1.status, t2.status]).toEqual([200, 200]);
    const copy = await refresh(who.refresh);
    expect(copy.status).toBe(401);
    expect(await liveTokens(who.id)).toBe(1);
    expect((await refresh(t2.json.refresh)).status).toBe(200);
  });

  it("a refresh racing a logout never leaves a working token behind", async () => {
    for (let round = 0; round < 5; round += 1) {
      const who = await verifiedUser();
      const used = await refresh(who.refresh);
      const [retry] = await Promise.all([
        refresh(who.refresh),
        call("/api/auth/logout/", { body: { refresh: used.json.refresh } }),
      ]);
      expect(await liveTokens(who.id), `round ${round}`).toBe(0);
      if (retry.status === 200) {
        const next = await refresh(retry.json.refresh);
        expect(next.status, `round ${round}`).toBe(401);
      }
    }
  });

  it("gives no grace when the clock reads earlier than the token's first use", async () => {
    const who = await verifiedUser();
    expect((await refresh(who.refresh)).status).toBe(200);
    await advanceClock(-5 * MINUTE);
    expect((await refresh(who.refresh)).status).toBe(401);
  });

  it("ends a family 30 days after login however often it rotated", async () => {
    const who = await verifiedUser();
    let token = who.refresh;
    for (let i = 0; i < 3; i += 1) {
      await advanceClock(10 * DAY - MINUTE);
      const res = await refresh(token);
      expect(res.status, `rotation ${i}`).toBe(200);
      token = res.json.refresh;
    }
    await advanceClock(10 * MINUTE);
    expect((await refresh(token)).status).toBe(401);
  });

  it("stores only hashes of refresh tokens", async () => {
    const who = await verifiedUser();
    const row = await env.DB.prepare(
      "SELECT count(*) AS n FROM refresh_tokens WHERE token_hash = ?",
    )
      .bind(who.refresh)
      .first<{ n: number }>();
    expect(row!.n).toBe(0);
  });

  it.each<[string, CallBody]>([
    ["unknown token", { refresh: "x".repeat(43) }],
    ["missing token", {}],
    ["wrong type", { refresh: 42 }],
    ["10 KB token", { refresh: "x".repeat(10_240) }],
    ["an access token", { refresh: "eyJhbGciOiJIUzI1NiJ9.e30.sig" }],
  ])("rejects %s", async (_name, body) => {
    const res = await call("/api/auth/refresh/", { body });
    expect([400, 401]).toContain(res.status);
    expect(res.json).toBeTypeOf("object");
  });
});

describe("POST /api/auth/logout/", () => {
  it("revokes the session's refresh token", async () => {
    const who = await verifiedUser();
    const res = await call("/api/auth/logout/", { body: { refresh: who.refresh } });
    expect(res.status).toBe(200);
    expect((await refresh(who.refresh)).status).toBe(401);
  });

  it("answers 200 for an unknown token and 400 for a missing one", async () => {
    expect((await call("/api/auth/logout/", { body: { refresh: "nope" } })).status).toBe(200);
    expect((await call("/api/auth/logout/", { body: {} })).status).toBe(400);
    expect((await call("/api/auth/logout/", { rawBody: "{" })).status).toBe(400);
  });
});

describe("daily purge", () => {
  it("removes old throttle events and dead tokens but keeps live sessions", async () => {
    const who = await verifiedUser();
    await login(identity().email, "Wrong!Pass1");
    await advanceClock(2 * DAY); // moving the dev clock runs the daily jobs
    const attempts = await env.DB.prepare("SELECT count(*) AS n FROM throttle_events").first<{
      n: number;
    }>();
    expect(attempts!.n).toBe(0);
    const tokens = await env.DB.prepare("SELECT count(*) AS n FROM email_tokens WHERE user_id = ?")
      .bind(who.id)
      .first<{ n: number }>();
    expect(tokens!.n).toBe(0);
    expect((await refresh(who.refresh)).status).toBe(200);
  });
});
