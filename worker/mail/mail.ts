/**
 * Outgoing mail. One `Mailer` interface, chosen per environment:
 * - development (ENVIRONMENT=development): stored in D1 `sent_mail`, listed by GET /api/dev/outbox
 *   and the /dev/mailbox page; nothing leaves the machine.
 * - production with a Cloudflare Email Service binding named EMAIL (`[[send_email]] name = "EMAIL"`)
 *   and MAIL_FROM: sent through the binding.
 * - production with secrets MAIL_API_URL, MAIL_API_KEY, MAIL_FROM: POSTed as JSON
 *   `{from, to, subject, text}` with `Authorization: Bearer <key>` (the shape Resend and similar
 *   HTTP mail APIs accept).
 * Links inside mails are built from env.APP_URL only (see `appLink`), never from the Host header.
 */
import { getDb } from "#worker/db/client";
import { sentMail } from "#worker/db/schema";
import { isDevelopment, type Env } from "#worker/env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

type MailEnv = Env & { EMAIL?: SendEmail };

export class MailNotConfiguredError extends Error {
  constructor() {
    super(
      "No mailer configured: bind EMAIL (Cloudflare Email Service) or set MAIL_API_URL, MAIL_API_KEY and MAIL_FROM",
    );
  }
}

/** Development: keeps the mail in D1 for the dev mailbox. */
export function developmentMailer(db: D1Database, now: Date): Mailer {
  return {
    async send({ to, subject, text }) {
      await getDb(db)
        .insert(sentMail)
        .values({ toAddress: to.toLowerCase(), subject, text, createdAt: now.toISOString() })
        .run();
    },
  };
}

function cloudflareMailer(binding: SendEmail, from: string): Mailer {
  return {
    async send({ to, subject, text }) {
      await binding.send({ from, to, subject, text });
    },
  };
}

function httpMailer(url: string, key: string, from: string): Mailer {
  return {
    async send({ to, subject, text }) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        body: JSON.stringify({ from, to, subject, text }),
      });
      if (!res.ok) throw new Error(`Mail provider answered ${res.status}`);
    },
  };
}

export function mailerFor(env: MailEnv, now: Date): Mailer {
  if (isDevelopment(env)) return developmentMailer(env.DB, now);
  if (env.EMAIL && env.MAIL_FROM) return cloudflareMailer(env.EMAIL, env.MAIL_FROM);
  if (env.MAIL_API_URL && env.MAIL_API_KEY && env.MAIL_FROM)
    return httpMailer(env.MAIL_API_URL, env.MAIL_API_KEY, env.MAIL_FROM);
  return {
    send: () => Promise.reject(new MailNotConfiguredError()),
  };
}

/**
 * Sends one mail with the configured mailer. Throws when delivery fails; callers whose answer must
 * not depend on delivery (account mails, to avoid revealing which e-mails exist) catch and log.
 * `now` is the server clock (c.var.now); it dates the development mailbox entry.
 */
export async function sendMail(env: Env, message: MailMessage, now: Date): Promise<void> {
  await mailerFor(env, now).send(message);
}

/** An absolute link into the web app, from the configured APP_URL (never the request's Host). */
export function appLink(
  env: Pick<Env, "APP_URL">,
  path: string,
  query: Record<string, string> = {},
) {
  // Relative to APP_URL so a deployment under a sub-path keeps it.
  const base = env.APP_URL.endsWith("/") ? env.APP_URL : `${env.APP_URL}/`;
  const url = new URL(path.replace(/^\/+/, ""), base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
