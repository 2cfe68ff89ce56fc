import { describe, expect, it } from "vitest";
import { pickSplits, type SplitPick } from "./splits";

const games = new Map([
  [1, { home_team_id: 10, away_team_id: 20 }],
  [2, { home_team_id: 30, away_team_id: 40 }],
]);
const p = (
  game_id: number,
  pick_type: string,
  team: number | null,
  value: string | null,
  portion = "full_game",
): SplitPick => ({
  game_id,
  pick_type,
  game_portion: portion,
  picked_team_id: team,
  picked_value: value,
});

describe("pick splits", () => {
  it("counts each side of the started games' spreads, totals and moneylines only", () => {
    const picks = [
      p(1, "spread", 10, "-3.5"),
      p(1, "spread", 10, "-3.5"),
      p(1, "spread", 20, "3.5"),
      p(1, "over_under", null, "over"),
      p(1, "moneyline", 20, null),
      p(1, "spread", 20, "1.5", "first_half"),
      p(1, "player_prop", null, "over"),
      p(2, "spread", 30, "-7"),
    ];
    expect(pickSplits(picks, games, (id) => id === 1)).toEqual([
      { game_id: 1, pick_type: "moneyline", game_portion: "full_game", sides: { away: 1 } },
      { game_id: 1, pick_type: "over_under", game_portion: "full_game", sides: { over: 1 } },
      { game_id: 1, pick_type: "spread", game_portion: "first_half", sides: { away: 1 } },
      { game_id: 1, pick_type: "spread", game_portion: "full_game", sides: { home: 2, away: 1 } },
    ]);
    expect(pickSplits(picks, games, () => false)).toEqual([]);
  });
});
