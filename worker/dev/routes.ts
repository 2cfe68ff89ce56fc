/**
 * Development-only routes (ENVIRONMENT=development): the simulated clock, the mailbox of the
 * development mailer (GET /outbox?to=<email>, newest first) and the stored Idempotency-Keys.
 * In production every path here answers 404, as if it did not exist.
 */
import { desc, eq, or, sql } from "drizzle-orm";
import { getDb } from "#worker/db/client";
import { idempotencyKeys, sentMail, users } from "#worker/db/schema";
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
  /**
   * "inline" (the default): the jobs' fan-out runs before the answer, so a moved clock answers
   * with the week graded (e2e, the demo). "queue": through the fan-out queue, as the cron does
   * (bench:burst measures that path).
   */
  fanout: v.optional(
    v.picklist(["inline", "queue"], 'fanout must be "inline" or "queue"'),
    "inline",
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
    const d = getDb(c.env.DB);
    const row = await d
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          eq(users.id, /^\d+$/.test(user) ? Number(user) : -1),
          sql`${users.username} = ${user} COLLATE NOCASE`,
        ),
      )
      .get();
    if (!row) throw notFound("No such user.");
    const keys = await d
      .select({
        key: idempotencyKeys.idempotencyKey,
        method: idempotencyKeys.method,
        path: idempotencyKeys.path,
        state: idempotencyKeys.state,
        status: idempotencyKeys.responseStatus,
        created_at: idempotencyKeys.createdAt,
        applied_at: idempotencyKeys.appliedAt,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, row.id))
      .orderBy(idempotencyKeys.createdAt, idempotencyKeys.idempotencyKey)
      .all();
    return c.json({ user_id: row.id, keys });
  },
);

export const devRoutes = new Hono<AppBindings>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) throw notFound();
    await next();
  })
  .get("/clock", (c) => c.json({ now: c.var.now.toISOString() }))
  .post("/clock", validateJson(ClockSchema), async (c) => {
    const { now, fanout } = c.req.valid("json");
    const target = new Date(now);
    await setSimulatedNow(c.env.DB, target);
    const env = fanout === "inline" ? { ...c.env, FANOUT_INLINE: "1" } : c.env;
    await runScheduledJobs(env, target, "all");
    return c.json({ now: target.toISOString() });
  })
  .get("/outbox", validateQuery(OutboxQuerySchema), async (c) => {
    const { to } = c.req.valid("query");
    const messages = await getDb(c.env.DB)
      .select({
        to: sentMail.toAddress,
        subject: sentMail.subject,
        text: sentMail.text,
        created_at: sentMail.createdAt,
      })
      .from(sentMail)
      .where(to ? eq(sentMail.toAddress, to) : undefined)
      .orderBy(desc(sentMail.id))
      .limit(OUTBOX_LIMIT)
      .all();
    return c.json({ messages });
  })
  .route("/idempotency", idempotencyRoutes);
