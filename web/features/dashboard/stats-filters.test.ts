import { describe, expect, it } from "vitest";
import type { UserStats } from "#domain/stats/contract";
import { DEFAULT_SPREAD, DEFAULT_TOTAL, thresholdQuery } from "#domain/stats/thresholds";
import { formatPercent } from "#web/lib/format";
import { breakdownChoice, chosenSeason, hasStats, recordText, seasonRecord } from "./stats-filters";

const wl = (wins: number, losses: number) => ({
  wins,
  losses,
  percentage: wins + losses ? Math.round((wins / (wins + losses)) * 1000) / 10 : 0,
});

const stats = (over: Partial<UserStats> = {}): UserStats => ({
  allTime: wl(5, 3),
  seasons: [
    { id: 25, year: 2025, name: "2025 NCAA Football", ...wl(4, 2) },
    { id: 40, year: 2024, name: "2024 NFL", ...wl(1, 1) },
  ],
  conferences: {
    most_picked: { id: 2, name: "SEC", ...wl(3, 1) },
    all: [
      { id: 2, name: "SEC", ...wl(3, 1) },
      { id: 5, name: "Big Ten", ...wl(2, 2) },
    ],
  },
  teams: { most_picked: null, all: [] },
  spread: {
    total: wl(0, 0),
    withSpread: wl(0, 0),
    againstSpread: wl(0, 0),
    home: wl(0, 0),
    away: wl(0, 0),
  },
  overUnder: { total: wl(0, 0), over: wl(0, 0), under: wl(0, 0) },
  customSpread: wl(0, 0),
  customTotal: wl(0, 0),
  thresholds: thresholdQuery(DEFAULT_SPREAD, DEFAULT_TOTAL),
  ...over,
});

describe("the stat sheet's words", () => {
  it("writes a record and a percentage with one decimal", () => {
    expect(recordText(wl(12, 8))).toBe("12-8");
    expect(formatPercent(60)).toBe("60.0%");
    expect(formatPercent(62.5)).toBe("62.5%");
    expect(formatPercent(Number.NaN)).toBe("0.0%");
  });

  it("has nothing to show before a pick is decided", () => {
    expect(hasStats(stats())).toBe(true);
    expect(hasStats(stats({ allTime: wl(0, 0) }))).toBe(false);
  });
});

describe("the selectors", () => {
  it("show the newest season until the fan picks another", () => {
    // Season ids, newest first as the server lists them.
    expect(chosenSeason([25, 40], null)).toBe(25);
    expect(chosenSeason([25, 40], 40)).toBe(40);
    expect(chosenSeason([25, 40], 19)).toBe(25);
    expect(chosenSeason([], null)).toBeNull();
  });

  it("give a season without decided picks a 0-0 record", () => {
    expect(recordText(seasonRecord(stats(), 25))).toBe("4-2");
    expect(recordText(seasonRecord(stats(), 40))).toBe("1-1");
    expect(recordText(seasonRecord(stats(), 23))).toBe("0-0");
  });

  it("show the most picked conference, then the one chosen", () => {
    const s = stats();
    expect(breakdownChoice(s.conferences, null)).toMatchObject({ id: 2, record: wl(3, 1) });
    expect(breakdownChoice(s.conferences, 5)).toMatchObject({ id: 5, record: wl(2, 2) });
    // Picked, not decided yet: listed by the filters, 0-0 here.
    expect(breakdownChoice(s.conferences, 9)).toMatchObject({ id: 9, record: wl(0, 0) });
    expect(breakdownChoice(s.teams, null)).toMatchObject({ id: null, record: wl(0, 0) });
  });
});
