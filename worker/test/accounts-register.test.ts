import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES as M } from "#domain/accounts/messages";
import {
  DAY,
  HOUR,
  MINUTE,
  PASSWORD,
  address,
  advanceClock,
  identity,
  login,
  mailedToken,
  outbox,
  register,
  verifiedUser,
} from "./accounts-support";
import { call } from "./support";

const REGISTERED = {
  message: M.registered,
  verification_required: true,
};

describe("POST /api/users/register/", () => {
  it("a username lost to a parallel insert is recognised as taken (D1 error wrapped by drizzle)", async () => {
    const { getDb } = await import("../db/client");
    const { users } = await import("../db/schema");
    const { isUniqueViolation } = await import("#worker/accounts/queries");
    const { username, email } = identity("dup");
    const row = (e: string) => ({
      email: e,
      username,
      passwordHash: "x",
      dateJoined: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    await getDb(env.DB).insert(users).values(row(email)).run();
    const err = await getDb(env.DB)
      .insert(users)
      .values(row(`other_${email}`))
      .run()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(new Error("no such table: users"))).toBe(false);
  });

  it("parallel registrations of one username: one account, the others told the name is taken", async () => {
    const { username } = identity("race");
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => register({ username, email: `${username}_${n}@example.com` })),
    );
    const statuses = results.map((r) => r.res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.res.status !== 201)) {
      expect(r.res.status).toBe(400);
      expect(r.res.json).toEqual({ username: [M.usernameTaken] });
    }
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM users WHERE username = ? COLLATE NOCASE",
    )
      .bind(username)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
  });

  it("creates an unverified account and mails a verification link built from APP_URL", async () => {
    const who = await register();
    expect(who.res.status).toBe(201);
    expect(who.res.json).toEqual({ ...REGISTERED, email: who.email });
    const mails = await outbox(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/Verify your email/);
    expect(mails[0]!.text).toMatch(
      /^[\s\S]*http:\/\/localhost:8787\/verify-email\?token=[\w-]{43}\s/,
    );
    expect(mails[0]!.text).toContain("24 hours");
    // The raw token is never stored: only its SHA-256.
    const token = await mailedToken(who.email, "/verify-email");
    const row = await env.DB.prepare("SELECT token_hash FROM email_tokens WHERE token_hash = ?")
      .bind(token)
      .first();
    expect(row).toBeNull();
  });

  it("ignores a Host header when building links", async () => {
    const who = identity();
    await call("/api/users/register/", {
      body: { ...who, password: PASSWORD, password_confirm: PASSWORD },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    const [mail] = await outbox(who.email);
    expect(mail!.text).toContain("http://localhost:8787/verify-email?token=");
    expect(mail!.text).not.toContain("evil.example");
  });

  it("lower-cases and trims the e-mail", async () => {
    const who = identity();
    const res = await call("/api/users/register/", {
      body: {
        ...who,
        email: `  ${who.email.toUpperCase()} `,
        password: PASSWORD,
        password_confirm: PASSWORD,
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.email).toBe(who.email);
  });

  it("says a username is taken, case-insensitively", async () => {
    const first = await register();
    const res = await call("/api/users/register/", {
      body: {
        ...identity(),
        username: first.username.toUpperCase(),
        password: PASSWORD,
        password_confirm: PASSWORD,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ username: [M.usernameTaken] });
  });

  it("answers a known e-mail exactly like a new one and mails the owner instead", async () => {
    const owner = await register();
    const token = await mailedToken(owner.email, "/verify-email");
    expect((await call("/api/users/verify-email/", { body: { token } })).status).toBe(200);

    const again = await call("/api/users/register/", {
      body: {
        email: owner.email,
        username: identity().username,
        password: "Other!Pass1",
        password_confirm: "Other!Pass1",
      },
    });
    const fresh = await register();
    expect(again.status).toBe(fresh.res.status);
    expect(again.json).toEqual({ ...fresh.res.json, email: owner.email });
    const [notice] = await outbox(owner.email);
    expect(notice!.subject).toMatch(/Someone tried to register with your email/);
    expect(notice!.text).toContain("http://localhost:8787/login");
    expect(notice!.text).toContain("http://localhost:8787/forgot-password");
    // No second account, and the owner's password is unchanged.
    const count = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
      .bind(owner.email)
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
    expect((await login(owner.email)).status).toBe(200);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      "missing everything",
      {},
      {
        email: [M.emailRequired],
        username: [M.usernameRequired],
        password: [M.passwordRequired],
        password_confirm: [M.confirmRequired],
      },
    ],
    ["bad e-mail", { email: "not-an-email" }, { email: [M.emailInvalid] }],
    ["short username", { username: "ab" }, { username: [M.usernameTooShort] }],
    ["long username", { username: "a".repeat(30) }, { username: [M.usernameTooLong] }],
    ["username characters", { username: "no spaces" }, { username: [M.usernameCharacters] }],
    [
      "short password",
      { password: "Ab!", password_confirm: "Ab!" },
      { password: [M.passwordTooShort] },
    ],
    [
      "no uppercase",
      { password: "pickem!2024", password_confirm: "pickem!2024" },
      { password: [M.passwordUppercase] },
    ],
    [
      "no special",
      { password: "Pickem2024", password_confirm: "Pickem2024" },
      { password: [M.passwordSpecial] },
    ],
    ["mismatch", { password_confirm: "Pickem!2025" }, { password_confirm: [M.confirmMismatch] }],
    [
      "wrong types",
      { email: 5, username: true, first_name: [] },
      {
        email: [M.emailNotText],
        username: [M.usernameNotText],
        first_name: [M.firstNameNotText],
      },
    ],
    [
      "10 KB strings",
      { email: `${"a".repeat(10_240)}@x.io`, last_name: "x".repeat(10_240) },
      {
        email: [M.emailTooLong],
        last_name: [M.lastNameTooLong],
      },
    ],
    [
      "10 KB password",
      { password: `A!${"a".repeat(10_240)}`, password_confirm: `A!${"a".repeat(10_240)}` },
      {
        password: [M.passwordTooLong],
      },
    ],
  ])("rejects %s with 400 field errors", async (_name, patch, expected) => {
    const who = identity();
    const body = { ...who, password: PASSWORD, password_confirm: PASSWORD, ...patch };
    for (const [key, value] of Object.entries(patch))
      if (value === undefined) delete body[key as keyof typeof body];
    const res = await call("/api/users/register/", {
      body: Object.keys(patch).length ? body : {},
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(expected);
  });

  it("rejects malformed JSON, a non-object body and a non-JSON content type with 400", async () => {
    for (const rawBody of ["{not json", "", "[1,2]", '"text"', "null"]) {
      const res = await call("/api/users/register/", { rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(res.json, rawBody).toBeTypeOf("object");
    }
    const form = await call("/api/users/register/", {
      rawBody: "email=a@b.co",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(400);
  });

  it("ignores unknown fields (no privilege fields can be smuggled in)", async () => {
    const who = identity();
    const res = await call("/api/users/register/", {
      body: {
        ...who,
        password: PASSWORD,
        password_confirm: PASSWORD,
        email_verified_at: "2020-01-01T00:00:00.000Z",
        id: 1,
        is_admin: true,
      },
    });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT email_verified_at FROM users WHERE email = ?")
      .bind(who.email)
      .first<{ email_verified_at: string | null }>();
    expect(row!.email_verified_at).toBeNull();
  });

  it("stores SQL and HTML in names verbatim and returns them as JSON text", async () => {
    const who = identity();
    const first_name = "Robert'); DROP TABLE users;--";
    const last_name = '<img src=x onerror="alert(1)">';
    await call("/api/users/register/", {
      body: { ...who, password: PASSWORD, password_confirm: PASSWORD, first_name, last_name },
    });
    const token = await mailedToken(who.email, "/verify-email");
    const res = await call("/api/users/verify-email/", { body: { token } });
    expect(res.status).toBe(200);
    expect(res.json.user.first_name).toBe(first_name);
    expect(res.json.user.last_name).toBe(last_name);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n,
    ).toBeGreaterThan(0);
  });
});

describe("POST /api/users/verify-email/", () => {
  it("verifies once, logs the user in and lets them log in with the password", async () => {
    const who = await register();
    expect((await login(who.email)).json.error).toContain("not verified");
    const token = await mailedToken(who.email, "/verify-email");
    const res = await call("/api/users/verify-email/", { body: { token } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(M.verified);
    expect(res.json.user).toMatchObject({
      username: who.username,
      email: who.email,
      first_name: "Pat",
    });
    expect(Object.keys(res.json.user).sort()).toEqual([
      "avatar",
      "bio",
      "date_joined",
      "email",
      "first_name",
      "id",
      "last_name",
      "username",
    ]);
    expect(res.json.tokens.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const profile = await call("/api/users/profile/", { token: res.json.tokens.access });
    expect(profile.json.username).toBe(who.username);

    const again = await call("/api/users/verify-email/", { body: { token } });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: M.verificationInvalid });
    expect((await login(who.email)).status).toBe(200);
  });

  it.each<[string, unknown, number]>([
    ["an unknown token", { token: "x".repeat(43) }, 400],
    ["a missing token", {}, 400],
    ["a numeric token", { token: 12 }, 400],
    ["a 10 KB token", { token: "x".repeat(10_240) }, 400],
  ])("rejects %s", async (_name, body, status) => {
    const res = await call("/api/users/verify-email/", { body });
    expect(res.status).toBe(status);
  });

  it("answers an over-long token with the verification message, not the reset one", async () => {
    const res = await call("/api/users/verify-email/", { body: { token: "x".repeat(10_240) } });
    expect(res.json).toMatchObject({ token: [M.verificationInvalid] });
  });

  it("rejects a reset token used as a verification token", async () => {
    const who = await register();
    await advanceClock(2 * MINUTE);
    await call("/api/users/password-reset/", { body: { email: who.email } });
    const reset = await mailedToken(who.email, "/reset-password");
    const res = await call("/api/users/verify-email/", { body: { token: reset } });
    expect(res.status).toBe(400);
  });

  it("expires the link after 24 hours", async () => {
    const who = await register();
    const token = await mailedToken(who.email, "/verify-email");
    await advanceClock(DAY + MINUTE);
    const res = await call("/api/users/verify-email/", { body: { token } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("The verification link is invalid or has expired.");
  });

  it("still accepts the link just before 24 hours", async () => {
    const who = await register();
    const token = await mailedToken(who.email, "/verify-email");
    await advanceClock(DAY - 5 * MINUTE);
    expect((await call("/api/users/verify-email/", { body: { token } })).status).toBe(200);
  });
});

describe("POST /api/users/resend-verification/", () => {
  it("answers identically for unverified, verified and unknown e-mails", async () => {
    const pending = await register();
    const unknown = identity().email;
    await advanceClock(2 * MINUTE);
    const a = await call("/api/users/resend-verification/", { body: { email: pending.email } });
    const b = await call("/api/users/resend-verification/", { body: { email: unknown } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.json).toEqual(a.json);
    expect(b.text).toBe(a.text);
    expect(await outbox(pending.email)).toHaveLength(2);
    expect(await outbox(unknown)).toHaveLength(0);
  });

  it("sends at most one mail per 60 seconds, and the newest link works", async () => {
    const who = await register();
    const first = await mailedToken(who.email, "/verify-email");
    const soon = await call("/api/users/resend-verification/", { body: { email: who.email } });
    expect(soon.status).toBe(200);
    expect(await outbox(who.email)).toHaveLength(1);
    await advanceClock(61_000);
    await call("/api/users/resend-verification/", { body: { email: who.email } });
    expect(await outbox(who.email)).toHaveLength(2);
    const second = await mailedToken(who.email, "/verify-email");
    expect(second).not.toBe(first);
    expect((await call("/api/users/verify-email/", { body: { token: second } })).status).toBe(200);
    // Verifying retires the older link too.
    expect((await call("/api/users/verify-email/", { body: { token: first } })).status).toBe(400);
  });

  it("validates the e-mail", async () => {
    const res = await call("/api/users/resend-verification/", { body: { email: "nope" } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ email: [M.emailInvalid] });
  });
});

describe("dev outbox", () => {
  it("lists newest first", async () => {
    const who = await register();
    await advanceClock(HOUR);
    await call("/api/users/password-reset/", { body: { email: who.email } });
    const mails = await outbox(who.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/Reset your/),
      expect.stringMatching(/Verify your email/),
    ]);
    expect(mails[0]).toEqual({
      to: who.email,
      subject: expect.any(String),
      text: expect.stringContaining("http://localhost:8787/reset-password?token="),
      created_at: expect.any(String),
    });
  });
});

describe("registration throttling", () => {
  it("lets one address register 10 times an hour, then answers 429 with Retry-After", async () => {
    const from = address();
    for (let i = 0; i < 10; i += 1) {
      const { res } = await register(identity(), PASSWORD, from);
      expect(res.status, res.text).toBe(201);
    }
    const { res: blocked } = await register(identity(), PASSWORD, from);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toMatch(
      /^Too many sign-ups from this network\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address registers at once; this one again after the hour.
    expect((await register(identity(), PASSWORD, address())).res.status).toBe(201);
    await advanceClock(HOUR + 1000);
    expect((await register(identity(), PASSWORD, from)).res.status).toBe(201);
  });

  it("counts a request for an e-mail that has an account like any other (no enumeration)", async () => {
    const from = address();
    const existing = await verifiedUser();
    for (let i = 0; i < 10; i += 1)
      expect(
        (await register({ ...identity(), email: existing.email }, PASSWORD, from)).res.status,
      ).toBe(201);
    expect((await register(identity(), PASSWORD, from)).res.status).toBe(429);
  });
});
