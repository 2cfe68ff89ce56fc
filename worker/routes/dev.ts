/**
 * Development-only routes (ENVIRONMENT=development): the simulated clock and the mailbox of the
 * development mailer (GET /outbox?to=<email>, newest first).
 * In production every path here answers 404, as if it did not exist.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { isDevelopment, type AppBindings } from "../env";
import { notFound, validateJson, validateQuery } from "../middleware/errors";
import { setSimulatedNow } from "../services/clock";
import { runScheduledJobs } from "../services/scheduled";

const ClockSchema = v.object({
  now: v.pipe(
    v.string("now must be an ISO-8601 date-time string"),
    v.maxLength(40),
    v.isoTimestamp("now must be an ISO-8601 date-time string"),
  ),
});

const OutboxQuerySchema = v.object({
  to: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(254, "to must be at most 254 characters"),
      v.toLowerCase(),
    ),
  ),
});

/** Most messages one outbox answer lists. */
const OUTBOX_LIMIT = 100;

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
  })
  .get("/outbox", validateQuery(OutboxQuerySchema), async (c) => {
    const { to } = c.req.valid("query");
    const sql = `SELECT to_address AS "to", subject, text, created_at FROM sent_mail ${to ? "WHERE to_address = ?" : ""} ORDER BY id DESC LIMIT ${OUTBOX_LIMIT}`;
    const stmt = c.env.DB.prepare(sql);
    const { results } = await (to ? stmt.bind(to) : stmt).all<{
      to: string;
      subject: string;
      text: string;
      created_at: string;
    }>();
    return c.json({ messages: results });
  });
