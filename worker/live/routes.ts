/**
 * GET /api/leagues/{id}/live/?week=N (issue 48, ADR 0409): the live leaderboard of a league's week
 * (default: the current week of its sport; a postseason week: the card). Public leagues answer
 * anyone signed in, private ones only their members (404 otherwise, as their standings). An open
 * screen polls it once a minute with If-None-Match: while nothing it shows has changed the
 * answer is a 304, which costs the session check and one statement (the week's games' states and,
 * while one is still to kick off, the count of the league's picks of the week).
 */
import { Hono } from "hono";
import { WeekQuerySchema } from "#domain/leagues/contract";
import { poolFormatOf } from "#domain/leagues/enums";
import { cardWeekOf } from "#domain/picks/weeks";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { validateQuery } from "#worker/http/validate";
import { requestedWeek, requireLeague } from "#worker/leagues/queries";
import { loadSchedules } from "#worker/season/queries";
import { liveAnswer, liveEtag } from "./answer";
import { liveBase, liveStamp } from "./queries";

/** Mounted at the API root (worker/app.ts), before the leagues' own routes. */
export const liveRoutes = new Hono<AppBindings>().get(
  "/leagues/:id/live/",
  requireAuth,
  validateQuery(WeekQuerySchema),
  async (c) => {
    const row = await requireLeague(c, true);
    const db = c.env.DB;
    const now = c.var.now;
    const schedules = await loadSchedules(db, [row.season_id], c.var.seasonStamp);
    const asked = c.req.valid("query").week;
    const requested = requestedWeek(row, schedules.get(row.season_id) ?? [], asked);
    const cal = requested.cal;
    // A bowl pool plays only its postseason card: that is its week, whatever the calendar's.
    const bowlPool = !!row.postseason_only && (asked === undefined || asked === "");
    const week = bowlPool ? Math.max(requested.week, cal.postseasonFirst) : requested.week;
    const card = cardWeekOf(week, cal);
    const stamp = await liveStamp(db, row, { week, card, cal }, c.var.seasonStamp, now);
    const base = await liveBase(db, row, { week, card, cal }, stamp, now);
    const headers: Record<string, string> = { "cache-control": "private, no-cache" };
    if (stamp !== null) {
      const etag = liveEtag(base, stamp, { leagueId: row.id, week, viewerId: c.var.userId }, now);
      headers.etag = etag;
      const held = c.req.header("if-none-match");
      if (held && held.split(",").some((t) => t.trim() === etag)) return c.body(null, 304, headers);
    }
    const answer = liveAnswer(
      base,
      { league_id: row.id, week, pool_format: poolFormatOf(row.pool_format) },
      c.var.userId,
      now,
    );
    return c.json(answer, 200, headers);
  },
);
