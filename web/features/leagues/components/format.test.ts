import { describe, expect, it } from "vitest";
import type { WeeklyPick } from "#domain/leagues/contract";
import { describePick, pickOutcome } from "#domain/picks/describe";
import { winPercentageTone } from "./format";

const pick = (over: Partial<WeeklyPick>): WeeklyPick => ({
  id: 1,
  game_id: 1,
  league_id: 1,
  week: 1,
  pick_type: "spread",
  picked_team: 333,
  picked_team_name: "Alabama",
  picked_team_short: "ALA",
  picked_value: "-3.5",
  picked_outcome: null,
  game_portion: "full_game",
  prop_id: null,
  spread_at_pick: -3.5,
  total_at_pick: null,
  odds_at_pick: -110,
  prop_line_value: null,
  display_name: null,
  is_lock: false,
  is_correct: null,
  result: null,
  points: 0,
  is_shared_early: false,
  submitted_at: "2024-09-06T12:00:00Z",
  player_prop_detail: null,
  team_prop_detail: null,
  game_detail: {
    is_finished: false,
    status: "scheduled",
    game_time: "2024-09-07T16:00:00Z",
    home_team: "Alabama",
    away_team: "Florida",
    home_team_short: "ALA",
    away_team_short: "FLA",
    home_score: null,
    away_score: null,
    home_team_id: 333,
    away_team_id: 57,
    venue: null,
    is_postseason: false,
  },
  ...over,
});

describe("league formatting", () => {
  it("colours win% at 60 green, 50 yellow, above 0 red", () => {
    expect(winPercentageTone(60)).toBe("good");
    expect(winPercentageTone(50)).toBe("fair");
    expect(winPercentageTone(0.1)).toBe("poor");
    expect(winPercentageTone(0)).toBe("none");
  });
  it("describes picks and their outcome", () => {
    expect(describePick(pick({}))).toBe("ALA -3.5");
    expect(
      describePick(pick({ pick_type: "over_under", picked_value: "under", total_at_pick: 52.5 })),
    ).toBe("Under 52.5");
    expect(describePick(pick({ game_portion: "first_half", spread_at_pick: -1.5 }))).toBe(
      "ALA -1.5 (first half)",
    );
    expect(describePick(pick({ pick_type: "moneyline", game_portion: "fourth_quarter" }))).toBe(
      "ALA ML (fourth quarter)",
    );
    // Soccer's draw: a moneyline on no team.
    expect(
      describePick(
        pick({
          pick_type: "moneyline",
          picked_team: null,
          picked_team_short: null,
          picked_value: "draw",
        }),
      ),
    ).toBe("Draw");
    expect(pickOutcome(pick({}))).toBe("pending");
    expect(pickOutcome(pick({ is_correct: true }))).toBe("correct");
    expect(pickOutcome(pick({ is_correct: false }))).toBe("wrong");
    expect(pickOutcome(pick({ game_detail: { ...pick({}).game_detail, is_finished: true } }))).toBe(
      "ungraded",
    );
  });
});
