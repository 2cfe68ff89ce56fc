/**
 * Development-only routes (ENVIRONMENT=development): the simulated clock, the mailbox of the
 * development mailer (GET /outbox?to=<email>, newest first) and the stored Idempotency-Keys.
 * In production every path here answers 404, as if it did not exist.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { isDevelopment, type AppBindings } from "#worker/env";
import { notFound } from "#worker/http/errors";
import { validateJson, validateQuery } from "#worker/http/validate";
import { setSimulatedNow } from "#worker/http/clock";
import { runScheduledJobs } from "#worker/jobs";

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

const IdempotencyQuerySchema = v.object({
  user: v.pipe(v.string("user is required"), v.trim(), v.minLength(1, "user is required")),
});

/**
 * GET /api/dev/idempotency?user=<id or username> lists the stored Idempotency-Keys of a user, so
 * e2e tests can prove each outbox mutation was applied exactly once.
 */
const idempotencyRoutes = new Hono<AppBindings>().get(
  "/",
  validateQuery(IdempotencyQuerySchema),
  async (c) => {
    const { user } = c.req.valid("query");
    const row = await c.env.DB.prepare(
      "SELECT id FROM users WHERE id = ? OR username = ? COLLATE NOCASE",
    )
      .bind(/^\d+$/.test(user) ? Number(user) : -1, user)
      .first<{ id: number }>();
    if (!row) throw notFound("No such user.");
    const { results } = await c.env.DB.prepare(
      "SELECT idempotency_key AS key, method, path, state, response_status AS status, created_at, applied_at FROM idempotency_keys WHERE user_id = ? ORDER BY created_at, idempotency_key",
    )
      .bind(row.id)
      .all();
    return c.json({ user_id: row.id, keys: results });
  },
);

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
  })
  .route("/idempotency", idempotencyRoutes);
