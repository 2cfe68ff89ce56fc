/**
 * What the slip and the week view need of a confidence or total_guess league's week (issue 46,
 * ADR 0406): the week's N, its tiebreaker game and the stored guesses on it. A standard league
 * without the guess costs no statement.
 */
import { tiebreakerKickedOff, usesTotalGuess } from "#domain/leagues/tiebreaker-game";
import type { CardWeek } from "#domain/picks/weeks";
import type { LeagueRow } from "#worker/leagues/queries";
import { confidenceN } from "./confidence";
import {
  cardGamesStatement,
  guessWeek,
  weekTiebreaker,
  type TiebreakerGameRow,
} from "./tiebreaker-guess";

export interface PoolWeek {
  confidence_n: number | null;
  tiebreaker_game_id: number | null;
  tiebreaker_kickoff: string | null;
  /** Whether the tiebreaker game has kicked off (every member's guess shows from then on). */
  kicked_off: boolean;
  /** Stored guesses of the week by user id: every member's, or only `onlyUser`'s. */
  guesses: Map<number, number>;
}

/** Whether a league's week carries pool fields at all (a confidence or total_guess league). */
export const isPoolLeague = (row: LeagueRow) =>
  row.pool_format === "confidence" || usesTotalGuess(row);

export async function poolWeek(
  db: D1Database,
  row: LeagueRow,
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
    kicked_off: false,
    guesses: new Map(),
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
    kicked_off: tiebreakerKickedOff(game, now),
  };
}
