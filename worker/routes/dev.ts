/**
 * Development-only routes (ENVIRONMENT=development): the simulated clock.
 * In production every path here answers 404, as if it did not exist.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { isDevelopment, type AppBindings } from "../env";
import { notFound, validateJson } from "../middleware/errors";
import { setSimulatedNow } from "../services/clock";
import { runScheduledJobs } from "../services/scheduled";

const ClockSchema = v.object({
  now: v.pipe(
    v.string("now must be an ISO-8601 date-time string"),
    v.maxLength(40),
    v.isoTimestamp("now must be an ISO-8601 date-time string"),
  ),
});

export const devRoutes = new Hono<AppBindings>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) throw notFound();
    await next();
  })
  .get("/clock", (c) => c.json({ now: c.var.now.toISOString() }))
  .post("/clock", validateJson(ClockSchema), async (c) => {
    const target = new Date(c.req.valid("json").now);
    await setSimulatedNow(c.env.DB, target);
    await runScheduledJobs(c.env, target, "all");
    return c.json({ now: target.toISOString() });
  });
