import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { MailNotConfiguredError, appLink, mailerFor, sendMail } from "#worker/mail/mail";
import { ACCOUNT_MESSAGES as M } from "#domain/accounts/messages";
import { PASSWORD, identity, outbox, verifiedUser } from "./accounts-support";

const production = { ...env, ENVIRONMENT: "production", APP_URL: "https://pickem.example.com" };

describe("mail", () => {
  it("builds links from APP_URL only, keeping a sub-path", () => {
    expect(
      appLink({ APP_URL: "https://pickem.example.com" }, "/verify-email", { token: "a b" }),
    ).toBe("https://pickem.example.com/verify-email?token=a+b");
    expect(appLink({ APP_URL: "https://example.com/pickem/" }, "/login")).toBe(
      "https://example.com/pickem/login",
    );
  });

  it("stores development mail for the outbox, dated by the server clock", async () => {
    const to = identity().email;
    const when = new Date("2031-03-01T12:00:00.000Z");
    await sendMail(env, { to, subject: "League invitation", text: "Join us: http://x/y" }, when);
    const [mail] = await outbox(to);
    expect(mail).toEqual({
      to,
      subject: "League invitation",
      text: "Join us: http://x/y",
      created_at: when.toISOString(),
    });
  });

  it("refuses to pretend in production without a configured mailer", async () => {
    await expect(
      mailerFor(production, new Date()).send({ to: "a@b.co", subject: "s", text: "t" }),
    ).rejects.toBeInstanceOf(MailNotConfiguredError);
  });

  it("hides the outbox in production and still answers registrations the same way", async () => {
    const who = identity();
    const outboxRes = await app.request(`/api/dev/outbox?to=${who.email}`, {}, production);
    expect(outboxRes.status).toBe(404);
    const later: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => later.push(p), passThroughOnException() {} };
    const res = await app.request(
      "/api/users/register/",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...who, password: PASSWORD, password_confirm: PASSWORD }),
      },
      production,
      ctx as unknown as ExecutionContext,
    );
    expect(res.status).toBe(201);
    await Promise.all(later);
    // Nothing lands in the development mailbox in production.
    expect(await outbox(who.email)).toHaveLength(0);
  });
});

describe("password reset timing", () => {
  /** An execution context that keeps what a request left running after its answer. */
  function recordingContext() {
    const later: Promise<unknown>[] = [];
    let settled = 0;
    return {
      later,
      settled: () => settled,
      ctx: {
        waitUntil(promise: Promise<unknown>) {
          later.push(promise.finally(() => (settled += 1)));
        },
        passThroughOnException() {},
        props: {},
      },
    };
  }
  const reset = (email: string, ctx: ExecutionContext) =>
    app.request(
      "/api/users/password-reset/",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      },
      production,
      ctx,
    );

  it("answers known and unknown addresses alike, before any lookup or mail", async () => {
    const known = await verifiedUser();
    for (const email of [known.email, identity().email]) {
      const run = recordingContext();
      const res = await reset(email, run.ctx as unknown as ExecutionContext);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: M.resetSent });
      // The work (the lookup, and the mail when the address is known) runs after the answer.
      expect(run.later).toHaveLength(1);
      expect(run.settled()).toBe(0);
      await Promise.all(run.later);
    }
  });
});
