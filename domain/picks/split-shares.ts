/**
 * A pick split in words (issue 48): each side's share of the league's picks on one market of a
 * kicked-off game, "72 % took GA -6.5", named as the picks themselves are (describePick) and at
 * the line most of that side's picks took. Shares are whole percents that add up to 100 (largest
 * remainder). Pure: the weekly view and the live leaderboard read the server's `splits` with it.
 */
import type { SubmittedPick } from "./contract";
import { describePick } from "./describe";
import { pickSide, type PickSplit, type SplitSide } from "./splits";

export interface SplitShare {
  side: SplitSide;
  count: number;
  /** Whole percent of the market's picks; a split's shares add up to 100. */
  percent: number;
  /** The side as a pick on it reads: 'GA -6.5', 'Over 52.5', 'TEX ML', 'Draw'. */
  words: string;
  /** '72 % took GA -6.5' */
  text: string;
}

/** Whole percents of `counts` adding up to 100 (the largest remainders get the spare points). */
export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 100) / total);
  const out = exact.map(Math.floor);
  const spare = 100 - out.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || counts[b.i]! - counts[a.i]! || a.i - b.i);
  for (let k = 0; k < spare; k++) out[order[k]!.i]! += 1;
  return out;
}

type SplitPick = Pick<
  SubmittedPick,
  | "game_id"
  | "pick_type"
  | "game_portion"
  | "picked_team"
  | "picked_value"
  | "spread_at_pick"
  | "total_at_pick"
> & {
  game_detail: Pick<
    SubmittedPick["game_detail"],
    "home_team_id" | "away_team_id" | "home_team_short" | "away_team_short"
  >;
};

const SIDE_ORDER: readonly SplitSide[] = ["away", "home", "over", "under", "draw"];

const sideOf = (p: SplitPick) => pickSide({ ...p, picked_team_id: p.picked_team }, p.game_detail);

/** The value most of `values` hold (the first such in order on a tie), or null. */
function mostCommon(values: readonly (number | null)[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)!) best = v;
  return best;
}

/**
 * The shares of one split, sides with picks only, biggest first, named from `picks` (the week's
 * visible picks; those of other games and markets are ignored). A side none of `picks` took is
 * named from the game's teams without a line.
 */
export function splitShares(split: PickSplit, picks: readonly SplitPick[]): SplitShare[] {
  const market = picks.filter(
    (p) =>
      p.game_id === split.game_id &&
      p.pick_type === split.pick_type &&
      (p.game_portion || "full_game") === split.game_portion,
  );
  const sides = SIDE_ORDER.filter((s) => (split.sides[s] ?? 0) > 0);
  const counts = sides.map((s) => split.sides[s]!);
  const percents = wholePercents(counts);
  const game = picks.find((p) => p.game_id === split.game_id)?.game_detail;
  return sides
    .map((side, i) => {
      const taken = market.filter((p) => sideOf(p) === side);
      const team =
        side === "home" ? game?.home_team_short : side === "away" ? game?.away_team_short : null;
      const words = describePick({
        pick_type: split.pick_type,
        picked_team_short: team ?? null,
        picked_team_name: null,
        picked_value: side === "draw" ? "draw" : side,
        spread_at_pick: mostCommon(taken.map((p) => p.spread_at_pick)),
        total_at_pick: mostCommon(taken.map((p) => p.total_at_pick)),
        display_name: null,
        prop_line_value: null,
        game_portion: split.game_portion,
      });
      const percent = percents[i]!;
      return { side, count: counts[i]!, percent, words, text: `${percent} % took ${words}` };
    })
    .sort((a, b) => b.count - a.count || SIDE_ORDER.indexOf(a.side) - SIDE_ORDER.indexOf(b.side));
}
