import { app } from "./app";
import type { Env } from "./env";
import { serverNow } from "./services/clock";
import { jobSetForCron, runScheduledJobs } from "./services/scheduled";

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    const now = await serverNow(env);
    ctx.waitUntil(runScheduledJobs(env, now, jobSetForCron(controller.cron)));
  },
} satisfies ExportedHandler<Env>;
