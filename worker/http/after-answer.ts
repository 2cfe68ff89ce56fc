/**
 * Work a request starts but its answer must not wait for — account mails above all: how long a
 * call takes must not tell whether an e-mail has an account. In production the work runs after the
 * answer (`waitUntil`); in development it is awaited, so the dev mailbox (and the tests reading
 * it) see the mail as soon as the call answers.
 */
import type { Context } from "hono";
import { isDevelopment, type AppBindings, type Env } from "#worker/env";

export async function afterAnswer(c: Context<AppBindings>, work: () => Promise<unknown>) {
  const run = () =>
    work().catch((error: unknown) => console.error("work after the answer failed", error));
  if (isDevelopment(c.env)) await run();
  else c.executionCtx.waitUntil(run());
}

/**
 * The same where no request context is at hand (an event listener): `work` (already started,
 * never rejecting) is awaited in development and handed to `waitUntil` in production.
 */
export async function afterAnswerOf(env: Env, work: Promise<void>): Promise<void> {
  if (isDevelopment(env)) return work;
  // Loaded here, not at the top: the seed scripts run these modules in Node (development).
  const { waitUntil } = await import("cloudflare:workers");
  waitUntil(work);
}
