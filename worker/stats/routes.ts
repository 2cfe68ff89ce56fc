/**
 * The user's stats (issue 15, ADR 1501): GET /api/user-stats/my_stats/ (records with the custom
 * thresholds of the query), /available_filters/ (what the user picked) and /progress/ (points and
 * rank by week per league, for the dashboard's charts): each a fixed number of D1 statements.
 */
import { Hono } from "hono";
import { availableFilters, userStats } from "#domain/stats/breakdown";
import { StatsQuerySchema } from "#domain/stats/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { validateQuery } from "#worker/http/validate";
import { loadFilterPicks, loadProgress, loadStatsPicks } from "./queries";

export const statsRoutes = new Hono<AppBindings>()
  .use(requireAuth)
  .get("/my_stats/", validateQuery(StatsQuerySchema), async (c) => {
    const { picks, teams } = await loadStatsPicks(c.env.DB, c.var.userId);
    return c.json(userStats(picks, teams, c.req.valid("query")));
  })
  .get("/available_filters/", async (c) => {
    const { picks, teams } = await loadFilterPicks(c.env.DB, c.var.userId);
    return c.json(availableFilters(picks, teams));
  })
  .get("/progress/", async (c) => c.json(await loadProgress(c.env.DB, c.var.userId)));
