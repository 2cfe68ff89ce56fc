import { Hono } from "hono";
import type { AppBindings } from "#worker/env";

export const healthRoutes = new Hono<AppBindings>().get("/", (c) =>
  c.json({ ok: true, now: c.var.now.toISOString() }),
);
