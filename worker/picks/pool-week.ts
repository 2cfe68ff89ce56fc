/**
 * What the slip and the week view need of a confidence or total_guess league's week (issue 46,
 * ADR 0406): the week's N, its tiebreaker game and the stored guesses on it. A standard league
 * without the guess costs no statement. `withPoolWeeks` answers the sportsbook's `pool_week` of each
 * such league; every other league is answered as before, with no statement added for it.
 */
import type { MemberLeague } from "#domain/leagues/contract";
import { bowlCardGameIds } from "./bowl-card";
import { tiebreakerKickedOff, usesTotalGuess } from "#domain/leagues/tiebreaker-game";
import { cardWeekOf, type CardWeek } from "#domain/picks/weeks";
import { calendarFor } from "#domain/season/calendars";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { confidenceN } from "./confidence";
import {
  cardGamesStatement,
  guessWeek,
  weekTiebreaker,
  type PoolLeague,
  type TiebreakerGameRow,
} from "./tiebreaker-guess";

export interface PoolWeek {
  confidence_n: number | null;
  tiebreaker_game_id: number | null;
  tiebreaker_kickoff: string | null;
  /** The tiebreaker game's teams, 'Away at Home', so a screen names it without its week. */
  tiebreaker_matchup: string | null;
  /** Whether the tiebreaker game has kicked off (every member's guess shows from then on). */
  kicked_off: boolean;
  /** Stored guesses of the week by user id: every member's, or only `onlyUser`'s. */
  guesses: Map<number, number>;
  /** The tiebreaker game's real total once it is final (the live week's guess differences). */
  tiebreaker_total: number | null;
}

/** Whether a league's week carries pool fields at all (a confidence or total_guess league). */
export const isPoolLeague = (row: PoolLeague) =>
  row.pool_format === "confidence" || usesTotalGuess(row);

/**
 * The tiebreaker game's teams, or — a playoff game not on the card yet, whose teams the replayed
 * season must not give away — its name with "teams to be decided".
 */
async function matchupOf(db: D1Database, row: PoolLeague, card: CardWeek, game: TiebreakerGameRow) {
  const decided =
    card !== "postseason" ||
    game.postseason_kind !== "playoff" ||
    (await bowlCardGameIds(db, row)).has(game.id);
  if (decided) return `${game.away_name} at ${game.home_name}`;
  return `${game.notes ? `the ${game.notes}` : "the card's last game"} (teams to be decided)`;
}

export async function poolWeek(
  db: D1Database,
  row: PoolLeague,
  card: CardWeek,
  now: Date,
  onlyUser?: number,
): Promise<PoolWeek> {
  const n =
    row.pool_format === "confidence" ? await confidenceN(db, row, card === "postseason") : null;
  const out: PoolWeek = {
    confidence_n: n,
    tiebreaker_game_id: null,
    tiebreaker_kickoff: null,
    tiebreaker_matchup: null,
    kicked_off: false,
    guesses: new Map(),
    tiebreaker_total: null,
  };
  if (!usesTotalGuess(row)) return out;
  const user = onlyUser === undefined ? "" : " AND user_id = ?";
  const [gamesRes, guessesRes] = await db.batch([
    cardGamesStatement(db, row, card),
    db
      .prepare(
        `SELECT user_id, guess FROM tiebreaker_guesses WHERE league_id = ? AND week = ?${user}`,
      )
      .bind(row.id, guessWeek(row, card), ...(onlyUser === undefined ? [] : [onlyUser])),
  ]);
  const game = weekTiebreaker(row, gamesRes!.results as TiebreakerGameRow[]);
  if (!game) return out;
  for (const g of guessesRes!.results as { user_id: number; guess: number }[])
    out.guesses.set(g.user_id, g.guess);
  return {
    ...out,
    tiebreaker_game_id: game.id,
    tiebreaker_kickoff: game.kickoff_at,
    tiebreaker_matchup: await matchupOf(db, row, card, game),
    kicked_off: tiebreakerKickedOff(game, now),
    tiebreaker_total:
      game.status === "final" && game.home_score !== null && game.away_score !== null
        ? game.home_score + game.away_score
        : null,
  };
}

const poolLeagueOf = (l: MemberLeague): PoolLeague => ({
  id: l.id,
  name: l.name,
  season_id: l.season.id,
  sport_key: l.sport_key,
  conference_filter: l.conference_filter,
  pool_format: l.pool_format,
  primary_tiebreaker: l.primary_tiebreaker,
  secondary_tiebreaker: l.secondary_tiebreaker,
  picks_per_week: l.picks_per_week,
  postseason_pick_limit: l.postseason_pick_limit,
  include_conf_championship: Number(l.include_conf_championship),
  include_bowl_games: Number(l.include_bowl_games),
  include_playoffs: Number(l.include_playoffs),
  postseason_only: Number(l.postseason_only),
});

export async function withPoolWeeks(
  db: D1Database,
  leagues: MemberLeague[],
  userId: number,
  now: Date,
): Promise<SportsbookLeague[]> {
  const pools = leagues.map(poolLeagueOf).filter(isPoolLeague);
  if (!pools.length) return leagues;
  const { results: ranks } = await db
    .prepare(
      `SELECT league_id, week, confidence FROM picks
       WHERE user_id = ? AND confidence IS NOT NULL AND league_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(userId, JSON.stringify(pools.map((p) => p.id)))
    .all<{ league_id: number; week: number; confidence: number }>();
  const weeks = new Map(
    await Promise.all(
      pools.map(async (p) => {
        const league = leagues.find((l) => l.id === p.id)!;
        const cal = calendarFor(p.sport_key);
        const card = cardWeekOf(league.picks_week, cal);
        const pool = await poolWeek(db, p, card, now, userId);
        return [
          p.id,
          {
            week: league.picks_week,
            confidence_n: pool.confidence_n,
            ranks_taken: ranks
              .filter((r) => r.league_id === p.id && cardWeekOf(r.week, cal) === card)
              .map((r) => r.confidence),
            tiebreaker_game_id: pool.tiebreaker_game_id,
            tiebreaker_kickoff: pool.tiebreaker_kickoff,
            tiebreaker_matchup: pool.tiebreaker_matchup,
            tiebreaker_guess: pool.guesses.get(userId) ?? null,
          },
        ] as const;
      }),
    ),
  );
  return leagues.map((l) => {
    const pool_week = weeks.get(l.id);
    return pool_week ? { ...l, pool_week } : l;
  });
}
