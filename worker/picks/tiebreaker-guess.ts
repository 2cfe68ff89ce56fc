/**
 * The total-points guess of a week's submission (issue 46, ADR 0406). In a league whose primary or
 * secondary tiebreaker is `total_guess`, a submission of a week (or the postseason card) that has
 * a tiebreaker game carries a guess unless one is stored for that week; the guess is stored in the
 * submission's own batch, so a refused submission stores no guess and a refused guess no picks.
 * It may change until the tiebreaker game kicks off (server clock), never after. A confidence or
 * total_guess league's standings stamp is redrawn with the batch: points still possible and guess
 * differences are on its rows. Standard leagues without the guess get no statement at all.
 */
import { CONFIDENCE_MESSAGES, checkTiebreakerGuess } from "#domain/leagues/pool-format";
import {
  tiebreakerGame,
  tiebreakerKickedOff,
  usesTotalGuess,
  type WeekGame,
} from "#domain/leagues/tiebreaker-game";
import type { CardWeek } from "#domain/picks/weeks";
import { calendarFor } from "#domain/season/calendars";
import type { Context } from "hono";
import type { AppBindings } from "#worker/env";
import { fieldError } from "#worker/http/errors";
import type { LeagueRow } from "#worker/leagues/queries";
import { gameWhere } from "#worker/sportsbook/queries";

/** What the pool rules read of a league (a LeagueRow, or a member league's answer mapped back). */
export type PoolLeague = Pick<
  LeagueRow,
  | "id"
  | "name"
  | "season_id"
  | "sport_key"
  | "conference_filter"
  | "pool_format"
  | "primary_tiebreaker"
  | "secondary_tiebreaker"
  | "picks_per_week"
  | "postseason_pick_limit"
  | "include_conf_championship"
  | "include_bowl_games"
  | "include_playoffs"
  | "postseason_only"
>;

export interface TiebreakerGameRow extends WeekGame {
  home_name: string;
  away_name: string;
  /** The game's name in the feed ('College Football Playoff National Championship'), if any. */
  notes: string | null;
  status: string;
  home_score: number | null;
  away_score: number | null;
}

/** The week a guess is stored under: the card week, the postseason card as its first week. */
export const guessWeek = (row: Pick<LeagueRow, "sport_key">, week: CardWeek) =>
  week === "postseason" ? calendarFor(row.sport_key).postseasonFirst : week;

/** The games of the league's card week (its conference filter applied), for `weekTiebreaker`. */
export function cardGamesStatement(db: D1Database, row: PoolLeague, week: CardWeek) {
  const where = gameWhere({
    seasonId: row.season_id,
    calendar: calendarFor(row.sport_key),
    week,
    leagueConference: row.conference_filter,
  });
  return db
    .prepare(
      `SELECT g.id, g.week, g.kickoff_at, g.venue, g.is_postseason, g.postseason_kind, g.status,
         g.home_score, g.away_score, g.notes, ht.school AS home_name, at.school AS away_name
       FROM games g JOIN teams ht ON ht.id = g.home_team_id JOIN teams at ON at.id = g.away_team_id
       WHERE ${where.sql}`,
    )
    .bind(...where.args);
}

/** The league's tiebreaker game among the card week's games (`cardGamesStatement`'s rows). */
export const weekTiebreaker = (row: PoolLeague, games: readonly TiebreakerGameRow[]) =>
  tiebreakerGame(games, {
    name: row.name,
    sport_key: row.sport_key,
    include_conf_championship: !!row.include_conf_championship,
    include_bowl_games: !!row.include_bowl_games,
    include_playoffs: !!row.include_playoffs,
    postseason_only: !!row.postseason_only,
  });

const bumpStandings = (db: D1Database, leagueId: number) =>
  db
    .prepare("UPDATE league_standings_versions SET version = random() WHERE league_id = ?")
    .bind(leagueId);

/**
 * What a submission writes beside its picks: the guess (when taken) and the standings stamp of a
 * confidence or total_guess league. Throws the 400 under `tiebreaker_guess`.
 */
export async function tiebreakerGuessWrites(
  c: Context<AppBindings>,
  league: LeagueRow,
  cardWeek: CardWeek,
  body: { tiebreaker_guess?: unknown },
  /** Whose week it is: the caller, or the member a commissioner enters picks for. */
  userId: number = c.var.userId,
): Promise<D1PreparedStatement[]> {
  const db = c.env.DB;
  const { now } = c.var;
  const guessing = usesTotalGuess(league);
  if (!guessing && league.pool_format !== "confidence") return [];
  const writes = [bumpStandings(db, league.id)];
  if (!guessing) return writes;
  const week = guessWeek(league, cardWeek);
  const [gamesRes, storedRes] = await db.batch([
    cardGamesStatement(db, league, cardWeek),
    db
      .prepare(
        "SELECT guess FROM tiebreaker_guesses WHERE league_id = ? AND user_id = ? AND week = ?",
      )
      .bind(league.id, userId, week),
  ]);
  const game = weekTiebreaker(league, gamesRes!.results as TiebreakerGameRow[]);
  if (!game) return writes;
  const stored = (storedRes!.results[0] as { guess: number } | undefined)?.guess ?? null;
  const kickedOff = tiebreakerKickedOff(game, now);
  const given = body.tiebreaker_guess;
  if (given === undefined || given === null || given === "") {
    if (stored === null && !kickedOff)
      throw fieldError({ tiebreaker_guess: [CONFIDENCE_MESSAGES.guessRequired] });
    return writes;
  }
  const problem = checkTiebreakerGuess(given);
  if (problem) throw fieldError({ tiebreaker_guess: [problem] });
  const guess = Number(given);
  if (kickedOff) {
    if (guess !== stored) throw fieldError({ tiebreaker_guess: [CONFIDENCE_MESSAGES.guessLocked] });
    return writes;
  }
  const at = now.toISOString();
  writes.push(
    db
      .prepare(
        `INSERT INTO tiebreaker_guesses (league_id, user_id, week, game_id, guess, submitted_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (league_id, user_id, week)
         DO UPDATE SET game_id = excluded.game_id, guess = excluded.guess, submitted_at = excluded.submitted_at`,
      )
      .bind(league.id, userId, week, game.id, guess, at),
  );
  return writes;
}
