/**
 * Season calls: GET /api/games/available_weeks/, GET /api/ticker/ (spec 000 §3 "Ticker game") and
 * the rankings calls of the AP, Coaches and CFP polls (spec 001 §3 "Ranking entry", "Rankings response"). Public read-only data; a
 * fixed number of D1 statements per request. Polls are visible from their release instant on the
 * server clock, so the "current" poll is the one of the current replayed week. A league's games of
 * its current week (GET /api/leagues/{id}/current_week_games/, signed in) are ./league-games.ts.
 */
import { Hono } from "hono";
import { localParts, zonedTimeToUtc } from "#domain/calendar";
import {
  HistoricalQuerySchema,
  PollQuerySchema,
  pollWeekLabel,
  RankingsQuerySchema,
  TickerQuerySchema,
  type AvailableWeeksResponse,
  type PollWeeksResponse,
  type RankingsResponse,
  type SidebarRankingsResponse,
  type TickerResponse,
} from "#domain/season/contract";
import type { AppBindings } from "#worker/env";
import { validateQuery } from "#worker/http/validate";
import {
  currentSeason,
  EMPTY_RANKINGS,
  loadSchedules,
  NCAA_FOOTBALL,
  pollEntries,
  rankingsJson,
  releasedPoll,
  releasedPollWeeks,
  seasonWeeks,
  tickerGames,
} from "./queries";
import { leagueGamesRoutes } from "./league-games";

/** Mounted at the API root: the paths keep their trailing slashes, as the spec names them. */
export const seasonRoutes = new Hono<AppBindings>()
  .get("/games/available_weeks/", async (c) => {
    const season = await currentSeason(c.env.DB, undefined, c.var.seasonStamp);
    if (!season) return c.json({ weeks: [] } satisfies AvailableWeeksResponse);
    const schedules = await loadSchedules(c.env.DB, [season.id], c.var.seasonStamp);
    const { weeks } = seasonWeeks(schedules.get(season.id) ?? []);
    return c.json({ weeks } satisfies AvailableWeeksResponse);
  })
  .get("/ticker/", validateQuery(TickerQuerySchema), async (c) => {
    const q = c.req.valid("query");
    const db = c.env.DB;
    const season = await currentSeason(db, q.sport, c.var.seasonStamp);
    if (!season) return c.json({ games: [] } satisfies TickerResponse);
    const conditions = ["g.season_id = ?"];
    const args: unknown[] = [season.id];
    if (q.live_only ?? false) conditions.push("g.status = 'live'");
    else if (q.today_only ?? true) {
      // "Today" is the ET calendar day of the server clock; live games always show.
      const p = localParts(c.var.now);
      const next = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
      conditions.push("(g.status = 'live' OR (g.kickoff_at >= ? AND g.kickoff_at < ?))");
      args.push(
        zonedTimeToUtc(p.year, p.month, p.day, 0, 0).toISOString(),
        zonedTimeToUtc(
          next.getUTCFullYear(),
          next.getUTCMonth() + 1,
          next.getUTCDate(),
          0,
          0,
        ).toISOString(),
      );
    } else {
      const schedules = await loadSchedules(db, [season.id], c.var.seasonStamp);
      conditions.push("g.week = ?");
      args.push(seasonWeeks(schedules.get(season.id) ?? []).current_week);
    }
    const games = await tickerGames(db, { sql: conditions.join(" AND "), args });
    return c.json({ games } satisfies TickerResponse);
  })
  // Sportsbook sidebar shape: id, name, wins, losses, conference, points (plus rank).
  .get("/rankings/", validateQuery(RankingsQuerySchema), async (c) => {
    const empty: SidebarRankingsResponse = { rankings: [] };
    const sport = c.req.valid("query").sport;
    const season =
      sport === NCAA_FOOTBALL ? await currentSeason(c.env.DB, undefined, c.var.seasonStamp) : null;
    if (!season) return c.json(empty);
    const poll = await releasedPoll(c.env.DB, "ap", season.id, c.var.now);
    if (!poll) return c.json(empty);
    const rows = await pollEntries(c.env.DB, "ap", season.id, poll.week);
    return c.json({
      rankings: rows.map((r) => {
        const [wins, losses] = (r.record ?? "").split("-").map((n) => Number(n));
        return {
          id: r.team_id,
          rank: r.rank,
          name: r.school,
          wins: Number.isFinite(wins) ? wins! : 0,
          losses: Number.isFinite(losses) ? losses! : 0,
          conference: r.conference,
          points: r.points,
        };
      }),
    } satisfies SidebarRankingsResponse);
  })
  .get("/rankings/top25/", validateQuery(PollQuerySchema), async (c) => {
    const season = await currentSeason(c.env.DB, undefined, c.var.seasonStamp);
    if (!season) return c.json(EMPTY_RANKINGS);
    const poll = await releasedPoll(c.env.DB, c.req.valid("query").poll, season.id, c.var.now);
    if (!poll) return c.json(EMPTY_RANKINGS);
    const rows = await pollEntries(c.env.DB, poll.poll, season.id, poll.week);
    return c.json(rankingsJson(poll, rows) satisfies RankingsResponse);
  })
  .get("/rankings/available_weeks/", validateQuery(PollQuerySchema), async (c) => {
    const none: PollWeeksResponse = { weeks: [] };
    const season = await currentSeason(c.env.DB, undefined, c.var.seasonStamp);
    if (!season) return c.json(none);
    const poll = c.req.valid("query").poll;
    const rows = await releasedPollWeeks(c.env.DB, poll, season.id, c.var.now);
    return c.json({
      weeks: rows.map((r) => ({
        value: r.week,
        label: pollWeekLabel(r.week),
        is_preseason: r.is_preseason === 1,
      })),
    } satisfies PollWeeksResponse);
  })
  .get("/rankings/historical/", validateQuery(HistoricalQuerySchema), async (c) => {
    const q = c.req.valid("query");
    const season = await currentSeason(c.env.DB, undefined, c.var.seasonStamp);
    if (!season) return c.json(EMPTY_RANKINGS);
    // The poll in effect for that week: the newest released at or before it.
    const poll = await releasedPoll(c.env.DB, q.poll, season.id, c.var.now, q.week);
    if (!poll) return c.json(EMPTY_RANKINGS);
    const rows = await pollEntries(c.env.DB, poll.poll, season.id, poll.week);
    return c.json(rankingsJson(poll, rows) satisfies RankingsResponse);
  })
  // The games of a league's week (signed in, the league's guards).
  .route("/", leagueGamesRoutes);
