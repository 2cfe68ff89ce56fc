import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { toBase64Url } from "#domain/base64url";
import { ACCOUNT_MESSAGES as M } from "#domain/accounts/messages";
import {
  MAX_PBKDF2_ITERATIONS,
  PBKDF2_ITERATIONS,
  hashPassword,
  parsePasswordHash,
  verifyPassword,
} from "#worker/accounts/password";
import {
  MINUTE,
  PASSWORD,
  address,
  advanceClock,
  identity,
  login,
  mailedToken,
  outbox,
  verifiedUser,
} from "./accounts-support";
import { call } from "./support";

const NEW_PASSWORD = "Fresh!Start9";

async function requestReset(email: string) {
  return call("/api/users/password-reset/", { body: { email } });
}

describe("password hashing", () => {
  it("never derives with more than 100,000 iterations", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(MAX_PBKDF2_ITERATIONS).toBe(100_000);
    const who = await verifiedUser();
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?")
      .bind(who.id)
      .first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]+\$[\w-]{43}$/);
    const parsed = parsePasswordHash(row!.password_hash)!;
    expect(parsed.iterations).toBeLessThanOrEqual(100_000);
    expect(parsed.salt.length).toBe(16);
  });

  it("refuses stored hashes that ask for more iterations than the cap", async () => {
    const good = await hashPassword(env.PASSWORD_PEPPER, PASSWORD);
    const [alg, , salt, hash] = good.split("$");
    const greedy = [alg, "100001", salt, hash].join("$");
    expect(parsePasswordHash(greedy)).toBeNull();
    expect((await verifyPassword(env.PASSWORD_PEPPER, PASSWORD, greedy)).ok).toBe(false);
    expect((await verifyPassword(env.PASSWORD_PEPPER, PASSWORD, good)).ok).toBe(true);
  });

  it("salts every hash and depends on the pepper", async () => {
    const a = await hashPassword(env.PASSWORD_PEPPER, PASSWORD);
    const b = await hashPassword(env.PASSWORD_PEPPER, PASSWORD);
    expect(a).not.toBe(b);
    const otherPepper = await verifyPassword("another-pepper-0123456789", PASSWORD, a);
    expect(otherPepper.ok).toBe(false);
  });

  it("reports hashes made with fewer iterations for an upgrade", async () => {
    // A hash from an earlier, cheaper setting (made here by hand with the same construction).
    const enc = new TextEncoder();
    const hmac = await crypto.subtle.importKey(
      "raw",
      enc.encode(env.PASSWORD_PEPPER),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const key = await crypto.subtle.importKey(
      "raw",
      await crypto.subtle.sign("HMAC", hmac, enc.encode(PASSWORD)),
      "PBKDF2",
      false,
      ["deriveBits"],
    );
    const salt = new Uint8Array(16).fill(7);
    const bits = new Uint8Array(
      await crypto.subtle.deriveBits(
        { name: "PBKDF2", hash: "SHA-256", salt, iterations: 1000 },
        key,
        256,
      ),
    );
    const old = `pbkdf2-sha256$1000$${toBase64Url(salt)}$${toBase64Url(bits)}`;
    expect(await verifyPassword(env.PASSWORD_PEPPER, PASSWORD, old)).toEqual({
      ok: true,
      needsRehash: true,
    });

    // Login upgrades it in place.
    const who = await verifiedUser();
    await env.DB.prepare("UPDATE users SET password_hash = ? WHERE id = ?").bind(old, who.id).run();
    expect((await login(who.email)).status).toBe(200);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?")
      .bind(who.id)
      .first<{ password_hash: string }>();
    expect(row!.password_hash.split("$")[1]).toBe("100000");
  });
});

describe("password reset", () => {
  it("answers identically for known and unknown e-mails and mails only the owner", async () => {
    const who = await verifiedUser();
    const unknown = identity().email;
    const known = await requestReset(who.email);
    const missing = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(known.status);
    expect(missing.text).toBe(known.text);
    expect(known.json).toEqual({ message: M.resetSent });
    const [mail] = await outbox(who.email);
    expect(mail!.subject).toMatch(/Reset your/);
    expect(mail!.text).toContain("1 hour");
    expect(await outbox(unknown)).toHaveLength(0);
  });

  it("resets once, ends every session and lets the new password log in", async () => {
    const who = await verifiedUser();
    await requestReset(who.email);
    const token = await mailedToken(who.email, "/reset-password");
    const res = await call("/api/users/password-reset/confirm/", {
      body: { token, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: M.resetDone });
    expect((await login(who.email)).status).toBe(400);
    expect((await login(who.email, NEW_PASSWORD)).status).toBe(200);
    expect((await call("/api/auth/refresh/", { body: { refresh: who.refresh } })).status).toBe(401);

    const reuse = await call("/api/users/password-reset/confirm/", {
      body: { token, new_password: "Another!Pass2" },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json.error).toBe("This password reset link is invalid or has expired.");
    expect((await login(who.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("expires the link after 1 hour", async () => {
    const who = await verifiedUser();
    await requestReset(who.email);
    const token = await mailedToken(who.email, "/reset-password");
    await advanceClock(60 * MINUTE + 1000);
    const res = await call("/api/users/password-reset/confirm/", {
      body: { token, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/invalid or has expired/);
    expect((await login(who.email)).status).toBe(200);
  });

  it("accepts the link within the hour", async () => {
    const who = await verifiedUser();
    await requestReset(who.email);
    const token = await mailedToken(who.email, "/reset-password");
    await advanceClock(55 * MINUTE);
    const res = await call("/api/users/password-reset/confirm/", {
      body: { token, new_password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it("mails at most once per 60 seconds per address", async () => {
    const who = await verifiedUser();
    await requestReset(who.email);
    const again = await requestReset(who.email);
    expect(again.status).toBe(200);
    expect((await outbox(who.email)).filter((m) => /Reset your/.test(m.subject))).toHaveLength(1);
  });

  it("applies the password rules and validates the payload", async () => {
    const who = await verifiedUser();
    await requestReset(who.email);
    const token = await mailedToken(who.email, "/reset-password");
    const cases: Array<[unknown, Record<string, string[]> | null]> = [
      [{ token, new_password: "short!A" }, { new_password: [M.passwordTooShort] }],
      [{ token, new_password: "nouppercase!" }, { new_password: [M.passwordUppercase] }],
      [{ token, new_password: "NoSpecial1" }, { new_password: [M.passwordSpecial] }],
      [{ token }, { new_password: [M.passwordRequired] }],
      [{ new_password: NEW_PASSWORD }, { token: [M.tokenRequired] }],
      [{ token, new_password: `A!${"x".repeat(10_240)}` }, { new_password: [M.passwordTooLong] }],
      [{ token: 5, new_password: NEW_PASSWORD }, { token: [M.tokenNotText] }],
    ];
    for (const [body, expected] of cases) {
      const res = await call("/api/users/password-reset/confirm/", { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json).toEqual(expected);
    }
    expect((await call("/api/users/password-reset/confirm/", { rawBody: "nope" })).status).toBe(
      400,
    );
    // None of the rejected attempts used the token up.
    const ok = await call("/api/users/password-reset/confirm/", {
      body: { token, new_password: NEW_PASSWORD },
    });
    expect(ok.status).toBe(200);
  });

  it("validates the e-mail of a reset request", async () => {
    for (const body of [
      {},
      { email: "" },
      { email: "x" },
      { email: 1 },
      { email: "a".repeat(10_240) },
    ]) {
      const res = await requestReset(body.email as string);
      expect(res.status).toBe(400);
      expect(res.json).toHaveProperty("email");
    }
  });
});

describe("POST /api/users/change-password/", () => {
  it("changes the password, keeps this session with new tokens and ends the others", async () => {
    const who = await verifiedUser();
    const other = await login(who.email);
    const res = await call("/api/users/change-password/", {
      token: who.access,
      body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
      headers: address(),
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(M.passwordChanged);
    expect(
      (await call("/api/auth/refresh/", { body: { refresh: res.json.tokens.refresh } })).status,
    ).toBe(200);
    expect(
      (await call("/api/auth/refresh/", { body: { refresh: other.json.tokens.refresh } })).status,
    ).toBe(401);
    expect((await login(who.email)).status).toBe(400);
    expect((await login(who.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("rejects a wrong current password as a field error and counts it as a failure", async () => {
    const who = await verifiedUser();
    const from = address();
    for (let i = 0; i < 5; i += 1) {
      const res = await call("/api/users/change-password/", {
        token: who.access,
        body: { current_password: "Wrong!Pass1", new_password: NEW_PASSWORD },
        headers: from,
      });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ current_password: [M.currentPasswordWrong] });
    }
    const blocked = await call("/api/users/change-password/", {
      token: who.access,
      body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
      headers: from,
    });
    expect(blocked.status).toBe(429);
  });

  it("requires authentication and valid input", async () => {
    expect(
      (
        await call("/api/users/change-password/", {
          body: { current_password: PASSWORD, new_password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(401);
    const who = await verifiedUser();
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{}, { current_password: [M.currentPasswordRequired], new_password: [M.passwordRequired] }],
      [
        { current_password: PASSWORD, new_password: "weak" },
        { new_password: [M.passwordTooShort] },
      ],
      [
        { current_password: PASSWORD, new_password: PASSWORD },
        { new_password: [M.newPasswordSameAsCurrent] },
      ],
      [
        { current_password: 1, new_password: NEW_PASSWORD },
        { current_password: [M.passwordNotText] },
      ],
      [
        { current_password: "x".repeat(10_240), new_password: NEW_PASSWORD },
        { current_password: [M.passwordTooLong] },
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await call("/api/users/change-password/", { token: who.access, body });
      expect(res.status).toBe(400);
      expect(res.json).toEqual(expected);
    }
  });
});
