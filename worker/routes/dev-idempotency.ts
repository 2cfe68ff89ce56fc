/**
 * Development-only (ENVIRONMENT=development): GET /api/dev/idempotency?user=<id or username> lists
 * the stored Idempotency-Keys of a user, so e2e tests can prove each outbox mutation was applied
 * exactly once. In production the path answers 404, as if it did not exist.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { isDevelopment, type AppBindings } from "../env";
import { notFound, validateQuery } from "../middleware/errors";

const QuerySchema = v.object({
  user: v.pipe(v.string("user is required"), v.trim(), v.minLength(1, "user is required")),
});

export const devIdempotencyRoutes = new Hono<AppBindings>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) throw notFound();
    await next();
  })
  .get("/", validateQuery(QuerySchema), async (c) => {
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
  });
