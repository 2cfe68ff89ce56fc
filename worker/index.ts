import { app } from "./app";
import { isDevelopment, type Env } from "./env";
import { serverNow } from "#worker/http/clock";
import { consumeFanout } from "#worker/http/fanout";
import { jobSetForCron, runScheduledJobs } from "#worker/jobs";

/**
 * Development: `GET /__scheduled?cron=<expression>` runs that cron's jobs now, the same URL
 * `wrangler dev --test-scheduled` offers. The built Worker is served unbundled, where wrangler
 * cannot inject its own handler, so we answer it ourselves. Production never exposes it.
 */
async function testScheduled(request: Request, env: Env): Promise<Response | null> {
  if (!isDevelopment(env)) return null;
  const url = new URL(request.url);
  if (url.pathname !== "/__scheduled") return null;
  const cron = url.searchParams.get("cron") ?? "* * * * *";
  await runScheduledJobs(env, await serverNow(env), jobSetForCron(cron));
  return new Response(`Ran scheduled event for cron "${cron}"\n`);
}

export default {
  async fetch(request, env, ctx) {
    return (await testScheduled(request, env)) ?? app.fetch(request, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    const now = await serverNow(env);
    ctx.waitUntil(runScheduledJobs(env, now, jobSetForCron(controller.cron)));
  },
  // The fan-out queue's consumer (ADR 0411); jobs.ts registered the handlers.
  async queue(batch, env) {
    await consumeFanout(batch, env);
  },
} satisfies ExportedHandler<Env>;
