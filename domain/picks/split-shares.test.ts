import { describe, expect, it } from "vitest";
import { splitShares, wholePercents } from "./split-shares";
import type { PickSplit } from "./splits";

const game = { home_team_id: 10, away_team_id: 20, home_team_short: "GA", away_team_short: "TEX" };
const pick = (
  pick_type: string,
  picked_team: number | null,
  picked_value: string | null,
  line: number | null,
  game_portion = "full_game",
) => ({
  game_id: 1,
  pick_type,
  game_portion,
  picked_team,
  picked_value,
  spread_at_pick: pick_type === "spread" ? line : null,
  total_at_pick: pick_type === "over_under" ? line : null,
  game_detail: game,
});
const split = (
  pick_type: PickSplit["pick_type"],
  sides: PickSplit["sides"],
  game_portion: PickSplit["game_portion"] = "full_game",
): PickSplit => ({ game_id: 1, pick_type, game_portion, sides });

describe("whole percents", () => {
  it("add up to 100, the largest remainders taking the spare points", () => {
    expect(wholePercents([18, 7])).toEqual([72, 28]);
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([2, 1])).toEqual([67, 33]);
    expect(wholePercents([5])).toEqual([100]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
  });
});

describe("split shares", () => {
  it("say each side's share at the line most of its picks took, biggest first", () => {
    const picks = [
      ...Array.from({ length: 17 }, () => pick("spread", 10, null, -6.5)),
      pick("spread", 10, null, -7),
      ...Array.from({ length: 7 }, () => pick("spread", 20, null, 6.5)),
    ];
    expect(splitShares(split("spread", { home: 18, away: 7 }), picks).map((s) => s.text)).toEqual([
      "72 % took GA -6.5",
      "28 % took TEX +6.5",
    ]);
  });

  it("names totals, moneylines and a portion's market as its picks read", () => {
    const picks = [
      pick("over_under", null, "over", 52.5),
      pick("over_under", null, "under", 52.5),
      pick("moneyline", 20, null, null),
      pick("spread", 20, null, 3.5, "first_half"),
    ];
    expect(splitShares(split("over_under", { over: 1, under: 1 }), picks)).toMatchObject([
      { side: "over", percent: 50, text: "50 % took Over 52.5" },
      { side: "under", percent: 50, text: "50 % took Under 52.5" },
    ]);
    expect(splitShares(split("moneyline", { away: 3 }), picks)[0]!.text).toBe("100 % took TEX ML");
    expect(splitShares(split("spread", { away: 1 }, "first_half"), picks)[0]!.text).toBe(
      "100 % took TEX +3.5 (first half)",
    );
  });

  it("lists only sides with picks, and names a side no visible pick took by its team", () => {
    const picks = [pick("spread", 10, null, -3)];
    expect(splitShares(split("spread", { home: 1, away: 3 }), picks).map((s) => s.text)).toEqual([
      "75 % took TEX",
      "25 % took GA -3",
    ]);
    expect(splitShares(split("spread", {}), picks)).toEqual([]);
  });
});
