import { describe, expect, it } from "vitest";
import { TIEBREAKERS } from "./enums";
import { randomDraw, sortStandings, type StandingTotals } from "./tiebreakers";

const row = (
  user_id: number,
  username: string,
  over: Partial<StandingTotals> = {},
): StandingTotals => ({
  user_id,
  username,
  total_points: 10,
  total_picks: 20,
  correct_picks: 10,
  wins: 10,
  losses: 10,
  pushes: 0,
  lock_total: 2,
  lock_correct: 1,
  odds_sum: -2200,
  odds_count: 20,
  weekly: { 1: 5, 2: 5 },
  ...over,
});
const order = (rows: StandingTotals[], primary: string, secondary = "random", id = 7) =>
  sortStandings(rows, { id, primary_tiebreaker: primary, secondary_tiebreaker: secondary }).map(
    (r) => r.username,
  );

describe("standings order", () => {
  it("puts more total points first, whatever the tiebreakers", () => {
    expect(order([row(1, "a"), row(2, "b", { total_points: 11 })], "pick_percentage")).toEqual([
      "b",
      "a",
    ]);
  });

  it("pick_percentage: more correct of graded picks wins", () => {
    const rows = [
      row(1, "a", { correct_picks: 10, total_picks: 20 }),
      row(2, "b", { correct_picks: 10, total_picks: 16 }),
    ];
    expect(order(rows, "pick_percentage")).toEqual(["b", "a"]);
  });

  it("lock_percentage: more correct locks of locks taken wins", () => {
    const rows = [
      row(1, "a", { lock_total: 4, lock_correct: 2 }),
      row(2, "b", { lock_total: 3, lock_correct: 3 }),
    ];
    expect(order(rows, "lock_percentage")).toEqual(["b", "a"]);
  });

  it("average_odds: the bolder (higher) average price wins; no priced picks ranks last", () => {
    const rows = [
      row(1, "a", { odds_sum: -2200, odds_count: 20 }),
      row(2, "b", { odds_sum: 300, odds_count: 2 }),
      row(3, "c", { odds_sum: 0, odds_count: 0 }),
    ];
    expect(order(rows, "average_odds")).toEqual(["b", "a", "c"]);
  });

  it("head_to_head: more weeks won against the other tied members wins", () => {
    const rows = [
      row(1, "amy", { weekly: { 1: 5, 2: 5, 3: 0 } }),
      row(2, "bob", { weekly: { 1: 4, 2: 6, 3: 0 } }),
      row(3, "cat", { weekly: { 1: 6, 2: 6, 3: 0 } }),
    ];
    // Net weeks won: cat +2 vs amy, +1 vs bob (= +3); bob −1; amy −2 (amy and bob split).
    expect(order(rows, "head_to_head", "pick_percentage")).toEqual(["cat", "bob", "amy"]);
    // Only members tied on points are compared: a leader is never reordered by head to head.
    rows[1]!.total_points = 20;
    expect(order(rows, "head_to_head", "pick_percentage")).toEqual(["bob", "cat", "amy"]);
  });

  it("total_points (as a tiebreaker): more correct picks, without the lock bonus, wins", () => {
    const rows = [row(1, "a", { correct_picks: 8 }), row(2, "b", { correct_picks: 9 })];
    expect(order(rows, "total_points")).toEqual(["b", "a"]);
  });

  it("win_percentage: wins over wins plus losses, pushes left out", () => {
    const rows = [
      row(1, "a", { wins: 6, losses: 4 }),
      row(2, "b", { wins: 6, losses: 3, pushes: 1 }),
    ];
    expect(order(rows, "win_percentage")).toEqual(["b", "a"]);
  });

  it("random: a fixed draw per league, the same on every call, different across leagues", () => {
    const rows = Array.from({ length: 8 }, (_, i) => row(i + 1, `u${i + 1}`));
    const first = order(rows, "random", "pick_percentage", 7);
    expect(order([...rows].reverse(), "random", "pick_percentage", 7)).toEqual(first);
    const other = order(rows, "random", "pick_percentage", 8);
    expect(other).not.toEqual(first);
    expect(randomDraw(7, 1)).toBe(randomDraw(7, 1));
  });

  it("falls through to the secondary tiebreaker, then username", () => {
    const rows = [row(1, "zed", { lock_total: 1, lock_correct: 1 }), row(2, "amy"), row(3, "bob")];
    expect(order(rows, "pick_percentage", "lock_percentage")).toEqual(["zed", "amy", "bob"]);
  });

  it("defines all seven tiebreakers of the spec", () => {
    expect(TIEBREAKERS).toHaveLength(7);
  });
});
