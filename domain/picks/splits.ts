/**
 * Pick splits (issue 48): for each game that has kicked off, how many of the league's picks took
 * each side of its spread, total and moneyline ("72 % took Georgia −6.5"). A game that has not
 * kicked off has no split, whoever reads and whatever the league's pick visibility: the count of a
 * side would tell a member's hidden pick. Split per game portion too (a first-half spread is its
 * own market); props have no split. Pure: the server answers with it, a screen may run it again.
 */
import type { GamePortion, PickType } from "./vocabulary";

export type SplitSide = "home" | "away" | "over" | "under" | "draw";

export interface PickSplit {
  game_id: number;
  pick_type: "spread" | "moneyline" | "over_under";
  game_portion: GamePortion;
  sides: Partial<Record<SplitSide, number>>;
}

export interface SplitPick {
  game_id: number;
  pick_type: PickType | string;
  game_portion: GamePortion | string;
  picked_team_id: number | null;
  picked_value: string | null;
}

export interface SplitGame {
  home_team_id: number;
  away_team_id: number;
}

const SPLIT_TYPES = new Set(["spread", "moneyline", "over_under"]);

/** The side a spread, moneyline or total pick took, or null (a prop, or a team not in the game). */
export function pickSide(pick: SplitPick, game: SplitGame): SplitSide | null {
  if (pick.pick_type === "over_under")
    return pick.picked_value === "over" || pick.picked_value === "under" ? pick.picked_value : null;
  if (pick.pick_type !== "spread" && pick.pick_type !== "moneyline") return null;
  if (pick.picked_team_id === game.home_team_id) return "home";
  if (pick.picked_team_id === game.away_team_id) return "away";
  return pick.pick_type === "moneyline" && pick.picked_value === "draw" ? "draw" : null;
}

/**
 * The splits of the games `started` says have kicked off (by the server's clock), in game,
 * type and portion order.
 */
export function pickSplits(
  picks: readonly SplitPick[],
  games: ReadonlyMap<number, SplitGame>,
  started: (gameId: number) => boolean,
): PickSplit[] {
  const out = new Map<string, PickSplit>();
  for (const pick of picks) {
    if (!SPLIT_TYPES.has(pick.pick_type) || !started(pick.game_id)) continue;
    const game = games.get(pick.game_id);
    const side = game ? pickSide(pick, game) : null;
    if (!side) continue;
    const key = `${pick.game_id}:${pick.pick_type}:${pick.game_portion}`;
    let split = out.get(key);
    if (!split) {
      split = {
        game_id: pick.game_id,
        pick_type: pick.pick_type as PickSplit["pick_type"],
        game_portion: pick.game_portion as GamePortion,
        sides: {},
      };
      out.set(key, split);
    }
    split.sides[side] = (split.sides[side] ?? 0) + 1;
  }
  return [...out.values()].sort(
    (a, b) =>
      a.game_id - b.game_id ||
      a.pick_type.localeCompare(b.pick_type) ||
      a.game_portion.localeCompare(b.game_portion),
  );
}
