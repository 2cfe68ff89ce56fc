import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import type { LeagueStatusResponse, SportsbookLeague } from "#domain/sportsbook/contract";

vi.stubGlobal("localStorage", {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  key: () => null,
  length: 0,
});
const { answersWeek } = await import("./use-sportsbook-data");

const status = (current: number, picksWeeks: number[]): LeagueStatusResponse => ({
  current_week: current,
  current_season: { id: 1, name: "2024" },
  user_picks: [],
  leagues: picksWeeks.map((w, i) => ({ id: i + 1, picks_week: w }) as SportsbookLeague),
});

describe("a first visit's league status, asked for once", () => {
  it("takes the answer for no week as its week's when the season and every league are in it", () => {
    expect(answersWeek(status(14, [14, 14]), 14)).toBe(true);
    expect(answersWeek(status(14, []), 14)).toBe(true);
  });

  it("asks again for another week, or when a league plays another week (an NFL league)", () => {
    expect(answersWeek(status(14, [14]), 13)).toBe(false);
    expect(answersWeek(status(14, [14, 13]), 14)).toBe(false);
    expect(answersWeek(status(14, [14]), "postseason")).toBe(false);
  });
});
