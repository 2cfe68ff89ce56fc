/**
 * GET /api/leagues/{id}/current_week_games/: the games of a league's current week (its own
 * calendar, conference filter and odds limits) with their current odds. Public leagues show them
 * to anyone signed in; private ones only to members (worker/leagues/ guards, 404 otherwise).
 */
import { Hono } from "hono";
import type { CurrentWeekGamesResponse } from "#domain/leagues/contract";
import { calendarFor } from "#domain/season/calendars";
import type { Team } from "#domain/season/contract";
import type { AppBindings } from "#worker/env";
import { requireAuth } from "#worker/http/auth";
import { leagueCalendar, requireLeague } from "#worker/leagues/queries";
import { loadGames } from "#worker/sportsbook/queries";
import { loadSchedules } from "./queries";

const team = (t: Team) => ({ id: t.id, name: t.name, abbreviation: t.abbreviation });

/** Mounted at the API root (through ./routes.ts), before the leagues' own routes (worker/app.ts). */
export const leagueGamesRoutes = new Hono<AppBindings>().get(
  "/leagues/:id/current_week_games/",
  requireAuth,
  async (c) => {
    // Public leagues show their table and games to anyone; private ones only to members.
    const row = await requireLeague(c);
    const db = c.env.DB;
    const schedules = await loadSchedules(db, [row.season_id], c.var.seasonStamp);
    const calendar = leagueCalendar(row, schedules.get(row.season_id) ?? []);
    const { games } = await loadGames(
      db,
      {
        seasonId: row.season_id,
        calendar: calendarFor(row.sport_key),
        week: calendar.current_week,
        leagueConference: row.conference_filter,
      },
      c.var.now,
      row,
      c.var.seasonStamp,
    );
    return c.json({
      league_id: row.id,
      week: calendar.current_week,
      games: games.map((g) => ({
        id: g.id,
        week: g.week,
        game_time: g.game_time,
        venue: g.venue,
        notes: g.notes,
        is_postseason: g.is_postseason,
        status: g.status,
        is_finished: g.is_finished,
        home_score: g.home_score,
        away_score: g.away_score,
        home_team: team(g.home_team),
        away_team: team(g.away_team),
        current_odds: {
          home_spread: g.current_odds?.home_spread ?? null,
          away_spread: g.current_odds?.away_spread ?? null,
          total_points: g.current_odds?.total_points ?? null,
          home_ml_odds: g.current_odds?.home_ml_odds ?? null,
          away_ml_odds: g.current_odds?.away_ml_odds ?? null,
        },
      })),
    } satisfies CurrentWeekGamesResponse);
  },
);
