/**
 * The commissioner's log (issue 48, ADR 0408), mounted at the API root (worker/app.ts) before the
 * leagues' own routes, each route with its own guard:
 *   GET /api/leagues/{id}/commissioner/log/   every act, newest first, for whoever may see the
 *                                             league: its members, and anyone for a public league
 *                                             (as its standings); 404 for a private league of others
 *   the three acts (./acts.ts) and the CSV exports (./exports.ts), the commissioner's only.
 */
import { Hono } from "hono";
import type { CommissionerLogResponse } from "#domain/commissioner/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { requireLeague } from "#worker/leagues/queries";
import { commissionerActRoutes } from "./acts";
import { commissionerExportRoutes } from "./exports";
import { readLog } from "./queries";

export const commissionerRoutes = new Hono<AppBindings>()
  .get("/leagues/:id/commissioner/log/", requireAuth, async (c) => {
    const row = await requireLeague(c, true);
    const entries = await readLog(c.env.DB, row.id, {
      viewerId: c.var.userId,
      showPicksBeforeLock: !!row.show_picks_before_lock,
      now: c.var.now,
    });
    return c.json({ entries } satisfies CommissionerLogResponse);
  })
  .route("/", commissionerActRoutes)
  .route("/", commissionerExportRoutes);
