import { describe, expect, it } from "vitest";
import { survivorLiveRows, type SurvivorLiveGame } from "./live-week";

const alive = (user_id: number, lives: number, weeks = 3) => ({
  user_id,
  username: `fan${user_id}`,
  status: "alive" as const,
  lives_left: lives,
  weeks_survived: weeks,
  eliminated_week: null,
});

const game = (
  id: number,
  status: string,
  home: number | null,
  away: number | null,
): SurvivorLiveGame => ({
  id,
  status,
  home_team_id: 10,
  away_team_id: 20,
  home_score: home,
  away_score: away,
});

const pick = (user_id: number, game_id: number | null, team_id = 10) => ({
  user_id,
  game_id,
  team_id: game_id === null ? null : team_id,
  spread_at_pick: -3.5,
  result: null,
});

describe("a survivor week's live statuses", () => {
  it("alive, at risk or out as the week's games stand", () => {
    const rows = survivorLiveRows({
      before: [
        alive(1, 1), // last life, home team winning live → at risk (last life, not final)
        alive(2, 2), // two lives, home team losing live → at risk
        alive(3, 2), // two lives, home team winning live → alive
        alive(4, 1), // last life, game final and lost → out
        alive(5, 2), // two lives, game final and lost → alive on one life
        alive(6, 1), // last life, no pick yet → at risk
        alive(7, 2), // two lives, game not started → alive
        { ...alive(8, 0, 1), status: "eliminated", eliminated_week: 2 },
      ],
      picks: [pick(1, 1), pick(2, 2), pick(3, 1), pick(4, 3), pick(5, 3), pick(7, 4)],
      games: [
        game(1, "live", 14, 7),
        game(2, "live", 3, 10),
        game(3, "final", 10, 24),
        game(4, "scheduled", null, null),
      ],
      pickType: "straight_up",
      push: "survive",
      graded: null,
    });
    const by = Object.fromEntries(rows.map((r) => [r.user_id, r]));
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((id) => by[id]!.status)).toEqual([
      "at_risk",
      "at_risk",
      "alive",
      "out",
      "alive",
      "at_risk",
      "alive",
      "out",
    ]);
    expect(by[5]!.lives_left).toBe(1);
    expect(by[4]!.can_still_win).toBe(false);
    expect(by[3]).toMatchObject({ points: 3, points_possible: 4, can_still_win: true });
    // Alive first, then at risk, then out.
    const order = rows.map((r) => r.status);
    expect(order).toEqual(
      [...order].sort(
        (a, b) => ["alive", "at_risk", "out"].indexOf(a) - ["alive", "at_risk", "out"].indexOf(b),
      ),
    );
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
  });

  it("against the spread, a team winning by less than the line is at risk", () => {
    const [row] = survivorLiveRows({
      before: [alive(1, 2)],
      picks: [pick(1, 1)],
      games: [game(1, "live", 10, 7)],
      pickType: "spread",
      push: "survive",
      graded: null,
    });
    expect(row!.status).toBe("at_risk");
  });

  it("a graded week decides: a lost last life is out unless the week was all-out", () => {
    const graded = (all_out: boolean) =>
      survivorLiveRows({
        before: [alive(1, 1)],
        picks: [{ ...pick(1, 1), result: "loss" as const }],
        games: [game(1, "final", 0, 7)],
        pickType: "straight_up",
        push: "survive",
        graded: { all_out },
      })[0]!;
    expect(graded(false)).toMatchObject({ status: "out", points: 3, points_possible: 3 });
    expect(graded(true)).toMatchObject({ status: "alive", points: 4, points_possible: 4 });
  });
});
