/**
 * The tiebreaker game of a week or of the postseason card (issue 46, ADR 0406): the league's last
 * game of it by kickoff, then the highest id, whether its teams are known or not. "The league's"
 * games are the ones its settings let it pick: a season league's regular games and the postseason
 * stages it includes, a bowl pool's postseason kinds only. The guess on it breaks ties when the
 * league's primary or secondary tiebreaker is `total_guess`.
 */
import { cardKinds } from "../picks/bowl-card";
import { checkPostseasonEligibility, type PostseasonSettings } from "../picks/postseason";

export interface TiebreakerLeague {
  primary_tiebreaker: string;
  secondary_tiebreaker: string;
}

/** Whether the league breaks ties by the total-points guess. */
export const usesTotalGuess = (league: TiebreakerLeague) =>
  league.primary_tiebreaker === "total_guess" || league.secondary_tiebreaker === "total_guess";

export interface WeekGame {
  id: number;
  week: number;
  kickoff_at: string;
  venue: string | null;
  is_postseason: boolean | number;
  postseason_kind: string | null;
}

export type TiebreakerGameLeague = PostseasonSettings & { postseason_only: boolean };

/** Whether the league picks this game (its conference filter is applied by the caller's query). */
export function leaguePlaysGame(league: TiebreakerGameLeague, game: WeekGame): boolean {
  if (league.postseason_only)
    return Boolean(game.is_postseason) && cardKinds(league).includes(game.postseason_kind ?? "");
  return checkPostseasonEligibility(league, game) === null;
}

/** The week's (or card's) tiebreaker game among its games, or null when the league plays none. */
export function tiebreakerGame<G extends WeekGame>(
  games: readonly G[],
  league: TiebreakerGameLeague,
): G | null {
  let last: G | null = null;
  for (const g of games) {
    if (!leaguePlaysGame(league, g)) continue;
    const order = last
      ? Date.parse(g.kickoff_at) - Date.parse(last.kickoff_at) || g.id - last.id
      : 1;
    if (order > 0) last = g;
  }
  return last;
}

/** Whether the tiebreaker game has kicked off by `now` (the guess is fixed from then on). */
export const tiebreakerKickedOff = (game: { kickoff_at: string; status: string }, now: Date) =>
  game.status !== "scheduled" || now.getTime() >= Date.parse(game.kickoff_at);
