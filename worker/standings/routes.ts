/**
 * Standings across the viewer's leagues (GET /api/standings/dashboard_standings/, the dashboard
 * carousel) and one league's standings (GET /api/leagues/{id}/standings/, and the same rows under
 * `members` at /api/standings/{id}/full_standings/). Each answer is a fixed number of D1 queries,
 * independent of the number of leagues and members (a survivor league adds its pool's one batch).
 */
import { Hono } from "hono";
import { summaryWeeks } from "#domain/leagues/weeks";
import { DASHBOARD_TOP_MEMBERS } from "#domain/standings/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth, requireToken } from "#worker/http/auth";
import { requireLeague, sessionMemberLeagues } from "#worker/leagues/queries";
import { standingsResponseText, standingsSummaries } from "./queries";

// Mounted at the API root: its paths are under /api/standings/ and /api/leagues/{id}/.
export const standingsRoutes = new Hono<AppBindings>()
  // The dashboard's standings: the session check rides in the leagues' round trip (ADR 1002);
  // answered before the use() below.
  .get("/standings/dashboard_standings/", requireToken, async (c) => {
    const db = c.env.DB;
    const leagues = await sessionMemberLeagues(c);
    const standings = await standingsSummaries(
      db,
      leagues.map((l) => ({
        id: l.id,
        primary_tiebreaker: l.primary_tiebreaker,
        secondary_tiebreaker: l.secondary_tiebreaker,
        pool_format: l.pool_format,
        survivor_lives: l.survivor_lives,
        survivor_push: l.survivor_push,
        season_stamp: c.var.seasonStamp,
        weeks: summaryWeeks({
          current_week: l.current_week,
          include_week_0: l.include_week_0,
          completed_weeks: l.completed_weeks,
        }),
        completed_weeks: l.completed_weeks,
      })),
      c.var.userId,
      DASHBOARD_TOP_MEMBERS,
    );
    return c.json({
      leagues: leagues.map((league) => {
        const summary = standings.get(league.id);
        const mine = summary?.user_row ?? null;
        return {
          ...league,
          total_members: summary?.total_members ?? 0,
          top_members: summary?.top_members ?? [],
          user_position: mine?.rank ?? null,
          user_row: mine,
          // A survivor league's "Still alive: N of M" (absent from the others).
          survivor_alive: summary?.survivor_alive,
          user_stats: {
            ...league.user_stats,
            total_points: mine?.total_points ?? 0,
            correct_picks: mine?.correct_picks ?? 0,
            total_picks: mine?.total_picks ?? 0,
            pick_ratio: mine?.pick_ratio ?? "0-0",
            rank: mine?.rank ?? null,
          },
        };
      }),
    });
  })
  .use("/standings/*", requireAuth)
  .get("/standings/:id/full_standings/", async (c) => {
    const row = await requireLeague(c, true);
    // The same answer as the league's standings, with the rows under `members`.
    const text = await standingsResponseText(
      c.env.DB,
      row,
      c.var.userId,
      "members",
      c.var.seasonStamp,
    );
    return c.body(text, 200, { "content-type": "application/json" });
  })
  .get("/leagues/:id/standings/", requireAuth, async (c) => {
    // Public leagues show their table and games to anyone; private ones only to members.
    const row = await requireLeague(c, true);
    const text = await standingsResponseText(
      c.env.DB,
      row,
      c.var.userId,
      "standings",
      c.var.seasonStamp,
    );
    return c.body(text, 200, { "content-type": "application/json" });
  });
