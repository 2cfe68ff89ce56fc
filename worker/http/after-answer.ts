/**
 * Work a request starts but its answer must not wait for — account mails above all: how long a
 * call takes must not tell whether an e-mail has an account. In production the work runs after the
 * answer (`waitUntil`); in development it is awaited, so the dev mailbox (and the tests reading
 * it) see the mail as soon as the call answers. Work for many users (notifications, push,
 * achievements) goes to the fan-out queue instead (./fanout.ts, ADR 0411).
 */
import type { Context } from "hono";
import { isDevelopment, type AppBindings } from "#worker/env";

export async function afterAnswer(c: Context<AppBindings>, work: () => Promise<unknown>) {
  const run = () =>
    work().catch((error: unknown) => console.error("work after the answer failed", error));
  if (isDevelopment(c.env)) await run();
  else c.executionCtx.waitUntil(run());
}
