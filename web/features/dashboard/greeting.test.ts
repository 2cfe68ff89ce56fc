import { describe, expect, it, vi } from "vitest";
import { markFirstVisit, takeFirstVisit } from "#web/lib/first-visit";
import {
  greetingForHour,
  greetingText,
  leagueCounts,
  leagueCountsText,
  liveGamesText,
} from "./greeting";

describe("dashboard greeting by hour", () => {
  it.each([
    [0, "Good morning"],
    [6, "Good morning"],
    [11, "Good morning"],
    [12, "Good afternoon"],
    [16, "Good afternoon"],
    [17, "Good evening"],
    [23, "Good evening"],
  ])("%i h → %s", (hour, expected) => expect(greetingForHour(hour)).toBe(expected));
});

const stored = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
});

describe("a new account's first dashboard", () => {
  it("welcomes instead of greeting by the hour", () => {
    expect(greetingText(20, "ann", true)).toBe("Welcome, ann");
    expect(greetingText(20, "ann", false)).toBe("Good evening, ann");
  });
  it("is the visit right after verifying, once, and only for that account", () => {
    markFirstVisit("Ann");
    expect(takeFirstVisit("bob")).toBe(false);
    expect(takeFirstVisit("ann")).toBe(true);
    expect(takeFirstVisit("ann")).toBe(false);
  });
});

describe("dashboard league counts and LIVE mark", () => {
  it("counts active leagues and all leagues", () => {
    const counts = leagueCounts([{ is_active: true }, { is_active: false }, { is_active: true }]);
    expect(counts).toEqual({ active: 2, total: 3 });
    expect(leagueCountsText(counts)).toBe("2 active leagues · 3 total");
  });
  it("says one league in the singular and copes with none", () => {
    expect(leagueCountsText(leagueCounts([{ is_active: true }]))).toBe("1 active league · 1 total");
    expect(leagueCountsText(leagueCounts([]))).toBe("0 active leagues · 0 total");
  });
  it("describes how many games are live", () => {
    expect(liveGamesText(1)).toBe("1 game live now");
    expect(liveGamesText(4)).toBe("4 games live now");
  });
});
