import { describe, expect, it } from "vitest";
import { compareByTiebreaker, sortStandings, type StandingTotals } from "./tiebreakers";

const row = (user_id: number, username: string, guess_diff: number | null): StandingTotals => ({
  user_id,
  username,
  total_points: 30,
  total_picks: 10,
  correct_picks: 6,
  wins: 6,
  losses: 4,
  pushes: 0,
  lock_total: 0,
  lock_correct: 0,
  odds_sum: 0,
  odds_count: 0,
  weekly: { 14: 30 },
  guess_diff,
});
const league = (primary: string, secondary: string) => ({
  id: 3,
  primary_tiebreaker: primary,
  secondary_tiebreaker: secondary,
});

describe("the total-points guess tiebreaker (ADR 0406)", () => {
  it("ranks members tied on points by the smaller guess difference, none last", () => {
    const rows = [row(1, "amy", 12), row(2, "bo", null), row(3, "cy", 3), row(4, "di", 200)];
    const names = sortStandings(rows, league("total_guess", "random")).map((r) => r.username);
    expect(names).toEqual(["cy", "amy", "di", "bo"]);
  });

  it("breaks a tie as the secondary tiebreaker after the primary", () => {
    const a = { ...row(1, "amy", 40), correct_picks: 7 };
    const rows = [row(2, "bo", 5), a, row(3, "cy", 9)];
    const names = sortStandings(rows, league("total_points", "total_guess")).map((r) => r.username);
    expect(names).toEqual(["amy", "bo", "cy"]);
  });

  it("compares equal differences as a tie, left to the next key", () => {
    const ctx = { leagueId: 3 };
    expect(compareByTiebreaker("total_guess", row(1, "a", 7), row(2, "b", 7), ctx)).toBe(0);
    expect(compareByTiebreaker("total_guess", row(1, "a", 0), row(2, "b", 1), ctx)).toBeLessThan(0);
  });
});
