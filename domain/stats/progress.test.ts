import { describe, expect, it } from "vitest";
import { leagueProgress, parseWeekly } from "./progress";

const weekly = (entries: Record<number, number>) =>
  new Map(Object.entries(entries).map(([w, p]) => [Number(w), p]));

describe("progress by week (ADR 1501)", () => {
  it("reads league_member_totals.weekly", () => {
    expect(parseWeekly("1:5,3:0,12:7")).toEqual(weekly({ 1: 5, 3: 0, 12: 7 }));
    expect(parseWeekly(null)).toEqual(new Map());
    expect(parseWeekly("")).toEqual(new Map());
  });

  it("points, running total and rank after each graded week; ties share a place", () => {
    const me = weekly({ 1: 5, 3: 4 });
    const b = weekly({ 1: 5, 2: 2 });
    const c = weekly({ 1: 3, 2: 4 });
    const d = weekly({ 3: 20 });
    const idle = weekly({});
    expect(leagueProgress(me, [me, b, c, d, idle])).toEqual([
      { week: 1, points: 5, total_points: 5, rank: 1, members: 5 },
      { week: 2, points: 0, total_points: 5, rank: 3, members: 5 },
      { week: 3, points: 4, total_points: 9, rank: 2, members: 5 },
    ]);
    // b and c share 1st after week 2; the next place is 3rd.
    expect(leagueProgress(b, [me, b, c, d, idle]).map((w) => w.rank)).toEqual([1, 1, 3]);
    expect(leagueProgress(idle, [me, b, c, d, idle]).map((w) => w.rank)).toEqual([4, 4, 5]);
  });

  it("no graded week: no points to chart", () => {
    expect(leagueProgress(weekly({}), [weekly({}), weekly({})])).toEqual([]);
  });
});
