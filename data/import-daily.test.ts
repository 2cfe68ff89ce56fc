import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dailyWeek, londonTime, matchweeks, parseTeamTable } from "./import-daily";

const bytes = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url));

describe("the bundled seasons of issue 45", () => {
  // The SHA-256 each data README gives: the files are the sources' bytes, never edited.
  it.each([
    ["epl_2024_25.csv", "316173b11634e5fdb836b0f3f9b4728df5044a44e1539361b6bdf18f0d3909a1"],
    ["nba_games_2024_25.csv", "a67604b7b030d21231750f13612beb490a851ff6d69b8accbdbec99f72dc95ac"],
    ["nhl_results_2024_25.csv", "006b1288ebbb445165466892cf431fa23e7b64acc714d582c4bf6977d9db24d2"],
    [
      "nhl_odds_2024_25_gameday_noon_et.csv",
      "333553c544fdc8985b2e850cc764b1dbaa1c293c002b1e8251fc4e865f812318",
    ],
    ["mlb_gl2024.txt", "3fe407ddf30d23913ac44e798c9d715d746565a3bb00d60523ed916e4b35519f"],
  ])("%s is its source byte for byte", (name, sha256) => {
    expect(createHash("sha256").update(bytes(name)).digest("hex")).toBe(sha256);
  });

  it.each([
    ["nba_teams_2024_25.csv", 200_000, 30],
    ["nhl_teams_2024_25.csv", 300_000, 32],
    ["mlb_teams_2024.csv", 400_000, 30],
    ["epl_teams_2024_25.csv", 500_000, 20],
  ])("%s numbers its teams from %i, with two colours and a unique code each", (name, offset, n) => {
    const teams = parseTeamTable(bytes(name).toString("utf8"), offset);
    expect(teams.length).toBe(n);
    expect(new Set(teams.map((t) => t.sourceCode)).size).toBe(n);
    expect(new Set(teams.map((t) => t.abbreviation)).size).toBe(n);
    for (const t of teams) {
      expect(t.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.alternateColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.color).not.toBe(t.alternateColor);
    }
  });
});

describe("weeks", () => {
  it.each([
    ["2024-10-21", "2024-10-22", 1], // the Monday of the first game's week
    ["2024-10-27", "2024-10-22", 1], // its Sunday
    ["2024-10-28", "2024-10-22", 2],
    ["2025-04-14", "2024-10-22", 26], // across the clocks' change: whole days
    ["2024-09-30", "2024-03-20", 29],
  ])("%s is week %s's season's week %i", (date, first, week) => {
    expect(dailyWeek(date, first)).toBe(week);
  });

  it("starts a matchweek when a club would play twice in the current one", () => {
    const at = (iso: string) => new Date(iso);
    const weeks = matchweeks([
      { id: 1, kickoff: at("2024-08-16T19:00:00Z"), home: "A", away: "B" },
      { id: 2, kickoff: at("2024-08-17T14:00:00Z"), home: "C", away: "D" },
      { id: 3, kickoff: at("2024-08-24T14:00:00Z"), home: "B", away: "C" },
      { id: 4, kickoff: at("2024-08-25T14:00:00Z"), home: "D", away: "A" },
      { id: 5, kickoff: at("2024-08-26T19:00:00Z"), home: "A", away: "C" },
    ]);
    expect([...weeks.entries()]).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
    ]);
  });

  it.each([
    ["2024-10-26", "17:30", "2024-10-26T16:30:00.000Z"], // BST
    ["2024-10-27", "14:00", "2024-10-27T14:00:00.000Z"], // GMT from 27 October
    ["2025-03-29", "15:00", "2025-03-29T15:00:00.000Z"],
    ["2025-03-30", "14:00", "2025-03-30T13:00:00.000Z"], // BST again from 30 March
  ])("UK %s %s is %s", (date, time, utc) => {
    expect(londonTime(date, time).toISOString()).toBe(utc);
  });
});
