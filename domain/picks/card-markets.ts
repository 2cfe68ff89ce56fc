/**
 * When a sportsbook card dims (spec 2 §2, "The card dims when all available pick types are already
 * submitted"): every market the card offers — spread, total and moneyline of each portion it
 * shows (full game, halves, quarters), and each player and team prop — has a submitted pick.
 */
import type { OddsLine, SportsbookGame } from "#domain/sportsbook/contract";
import type { PickType } from "./vocabulary";
import { marketTaken, type PickChoice } from "./rules";

/** The portions a card draws beside the full game (spec 2 §2: First/Second Half, 1st/4th Quarter). */
const CARD_PORTIONS = ["first_half", "second_half", "first_quarter", "fourth_quarter"];

export function cardFullyPicked(
  game: Pick<
    SportsbookGame,
    "id" | "current_odds" | "game_portion_odds" | "player_props" | "team_props"
  >,
  submitted: readonly PickChoice[],
  offered: (pickType: PickType, portion: string) => boolean,
): boolean {
  const markets: PickChoice[] = [];
  const add = (pickType: PickType, gamePortion: string, propId: number | null = null) => {
    if (offered(pickType, gamePortion))
      markets.push({ gameId: game.id, pickType, gamePortion, side: "over", propId, odds: null });
  };
  const lines = (portion: string, o: OddsLine) => {
    if (o.home_spread !== null && o.away_spread !== null) add("spread", portion);
    if (o.total_points !== null) add("over_under", portion);
    if (o.home_ml_odds !== null || o.away_ml_odds !== null) add("moneyline", portion);
  };
  if (game.current_odds) lines("full_game", game.current_odds);
  for (const o of game.game_portion_odds)
    if (CARD_PORTIONS.includes(o.game_portion)) lines(o.game_portion, o);
  for (const p of game.player_props) add("player_prop", "full_game", p.id);
  for (const p of game.team_props) add("team_prop", "full_game", p.id);
  return markets.length > 0 && markets.every((m) => marketTaken(submitted, m));
}
