import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { MailNotConfiguredError, appLink, mailerFor, sendMail } from "#worker/mail/mail";
import { PASSWORD, identity, outbox } from "./accounts-support";

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
    const res = await app.request(
      "/api/users/register/",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...who, password: PASSWORD, password_confirm: PASSWORD }),
      },
      production,
    );
    expect(res.status).toBe(201);
    // Nothing lands in the development mailbox in production.
    expect(await outbox(who.email)).toHaveLength(0);
  });
});
