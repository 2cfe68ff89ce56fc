import { describe, expect, it } from "vitest";
import {
  SURVIVOR_TEXTS as T,
  checkSurvivorPick,
  compareSurvivors,
  isAllOut,
  survivorResult,
  survivorStatuses,
  usedTeams,
  type SurvivorPickRow,
} from "./rules";

const row = (
  user_id: number,
  week: number,
  result: SurvivorPickRow["result"],
  team_id: number | null = 100 + week,
): SurvivorPickRow => ({ user_id, week, game_id: team_id === null ? null : 1, team_id, result });

describe("survivor picks", () => {
  it("a team used in another week is used; the week being changed is not", () => {
    const picks = [row(1, 1, "win", 10), row(1, 2, null, 11), row(1, 3, null, null)];
    expect([...usedTeams(picks, 2)]).toEqual([10]);
    expect([...usedTeams(picks, 4)].sort()).toEqual([10, 11]);
  });

  it("refuses a game of another week, a team not playing, a kicked-off game and a used team", () => {
    const game = { week: 5, home_team_id: 1, away_team_id: 2, open: true };
    const base = { week: 5, teamId: 1, game, used: new Set<number>(), teamName: "Army" };
    expect(checkSurvivorPick(base)).toBeNull();
    expect(checkSurvivorPick({ ...base, week: 6 })).toEqual({
      field: "game_id",
      message: T.notInWeek,
    });
    expect(checkSurvivorPick({ ...base, teamId: 3 })).toEqual({
      field: "team_id",
      message: T.notPlaying,
    });
    expect(checkSurvivorPick({ ...base, game: { ...game, open: false } })).toEqual({
      field: "game_id",
      message: T.kickedOff,
    });
    expect(checkSurvivorPick({ ...base, used: new Set([1]) })).toEqual({
      field: "team_id",
      message: "You already used Army this season",
    });
  });
});

describe("survivor results", () => {
  const graded = (pickType: "straight_up" | "spread", a: number, b: number, line = 0) =>
    survivorResult({ pickType, status: "final", teamScore: a, otherScore: b, spreadAtPick: line });
  it("straight up: a win wins, a loss loses, a tie pushes", () => {
    expect([graded("straight_up", 21, 20), graded("straight_up", 7, 10)]).toEqual(["win", "loss"]);
    expect(graded("straight_up", 17, 17)).toBe("push");
  });
  it("against the spread: covering the stored line wins, exactly the line pushes", () => {
    expect(graded("spread", 31, 20, -7.5)).toBe("win");
    expect(graded("spread", 24, 20, -7.5)).toBe("loss");
    expect(graded("spread", 27, 20, -7)).toBe("push");
    expect(graded("spread", 17, 20, 3.5)).toBe("win");
  });
  it("a void game pushes", () => {
    const r = { pickType: "straight_up" as const, teamScore: null, otherScore: null };
    expect(survivorResult({ ...r, status: "void", spreadAtPick: null })).toBe("push");
  });
});

describe("survivor standings", () => {
  const weeks = (...n: number[]) => n.map((week) => ({ week, all_out: false }));
  it("a loss costs a life, 0 lives is out that week; a push costs one only under 'lose'", () => {
    const picks = [row(1, 1, "win"), row(1, 2, "loss"), row(1, 3, "push"), row(2, 1, "push")];
    const one = survivorStatuses({
      members: [1, 2],
      lives: 2,
      push: "survive",
      weeks: weeks(1, 2, 3),
      picks,
    });
    expect(one.get(1)).toEqual({
      user_id: 1,
      status: "alive",
      lives_left: 1,
      weeks_survived: 3,
      eliminated_week: null,
    });
    const lose = survivorStatuses({
      members: [1],
      lives: 2,
      push: "lose",
      weeks: weeks(1, 2, 3),
      picks,
    });
    expect(lose.get(1)).toMatchObject({
      status: "eliminated",
      lives_left: 0,
      eliminated_week: 3,
      weeks_survived: 2,
    });
  });

  it("a missed week is a loss; a week graded before the member joined counts for nothing", () => {
    const picks = [row(1, 1, "loss", null), row(2, 2, "win")];
    const s = survivorStatuses({
      members: [1, 2],
      lives: 1,
      push: "survive",
      weeks: weeks(1, 2),
      picks,
    });
    expect(s.get(1)).toMatchObject({ status: "eliminated", eliminated_week: 1, weeks_survived: 0 });
    expect(s.get(2)).toMatchObject({ status: "alive", weeks_survived: 1 });
  });

  it("the all-out rule: when every fan alive would go out in a week, nobody does", () => {
    const alive = [1, 2].map((user_id) => ({
      user_id,
      status: "alive" as const,
      lives_left: 1,
      weeks_survived: 1,
      eliminated_week: null,
    }));
    expect(
      isAllOut(
        alive,
        new Map([
          [1, "loss"],
          [2, "loss"],
        ]),
        "survive",
      ),
    ).toBe(true);
    expect(
      isAllOut(
        alive,
        new Map([
          [1, "loss"],
          [2, "push"],
        ]),
        "survive",
      ),
    ).toBe(false);
    expect(
      isAllOut(
        alive,
        new Map([
          [1, "loss"],
          [2, "push"],
        ]),
        "lose",
      ),
    ).toBe(true);
    expect(
      isAllOut(
        [{ ...alive[0]!, lives_left: 2 }, alive[1]!],
        new Map([
          [1, "loss"],
          [2, "loss"],
        ]),
        "survive",
      ),
    ).toBe(false);
    const picks = [row(1, 1, "loss"), row(2, 1, "loss")];
    const s = survivorStatuses({
      members: [1, 2],
      lives: 1,
      push: "survive",
      weeks: [{ week: 1, all_out: true }],
      picks,
    });
    expect(s.get(1)).toMatchObject({ status: "alive", lives_left: 1, weeks_survived: 1 });
  });

  it("orders alive first, then weeks survived, then lives left", () => {
    const s = (
      user_id: number,
      status: "alive" | "eliminated",
      weeks_survived: number,
      lives_left: number,
    ) => ({
      user_id,
      status,
      weeks_survived,
      lives_left,
      eliminated_week: null,
    });
    const sorted = [
      s(1, "eliminated", 9, 0),
      s(2, "alive", 3, 1),
      s(3, "alive", 3, 2),
      s(4, "alive", 4, 1),
    ]
      .sort(compareSurvivors)
      .map((x) => x.user_id);
    expect(sorted).toEqual([4, 3, 2, 1]);
  });
});
