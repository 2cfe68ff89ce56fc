/**
 * Importing the real 2024-25 NBA season in the Workers runtime (issue 45): 1,321 games of 30
 * teams in the calendar's weeks (regular season and the Cup final to week 25, play-in and playoffs
 * 26–35), tip-off at 19:30 ET, the closing spread as a ticket shows it and the total, both without
 * prices, no moneyline, and a second import that changes nothing.
 */
import { describe, expect, it } from "vitest";
import { NBA_CALENDAR } from "#domain/season/calendars";
import { parseNbaGames } from "#data/import-nba";
import {
  gamesOf,
  IMPORTERS,
  loadSports,
  nbaFiles,
  oddsOf,
  range,
  sourceOf,
  sportSnapshot,
  summaries,
  teamsOf,
  weeksOf,
} from "./daily-season-support";

loadSports("nba");
const games = parseNbaGames(nbaFiles.games);
const idOf = (date: string, home: string) =>
  games.find((g) => g.date === date && g.home === home)!.id;

describe("importing the 2024-25 NBA season", () => {
  it("loads 1,321 games of 30 teams, 82 regular-season games each", async () => {
    const stored = await gamesOf("nba");
    expect(summaries.nba).toMatchObject({ games: 1321, teams: 30, odds: 1321, reset: 0 });
    expect(stored.map((g) => g.id)).toEqual(range(9_100_001, 9_101_321));
    const teams = await teamsOf("nba");
    expect(teams.map((t) => t.id)).toEqual(range(200_001, 200_030));
    const warriors = teams.find((t) => t.abbreviation === "GSW")!;
    expect([warriors.school, warriors.mascot, warriors.conference]).toEqual([
      "Golden State Warriors",
      "Warriors",
      "NBA Western",
    ]);
    const regular = new Map<unknown, number>();
    for (const g of stored.filter((x) => x.notes === null && x.season_type === "regular")) {
      for (const t of [g.home_team_id, g.away_team_id]) regular.set(t, (regular.get(t) ?? 0) + 1);
    }
    expect([...regular.values()]).toEqual(Array(30).fill(82));
  });

  it("puts the games in the calendar's weeks, the postseason from the play-in", async () => {
    const stored = await gamesOf("nba");
    expect(weeksOf(stored)).toEqual(range(NBA_CALENDAR.firstWeek, NBA_CALENDAR.postseasonLast));
    for (const g of stored) {
      const post = (g.week as number) >= NBA_CALENDAR.postseasonFirst;
      expect([g.id, g.season_type, g.is_postseason]).toEqual([
        g.id,
        post ? "postseason" : "regular",
        post ? 1 : 0,
      ]);
    }
    const byId = new Map(stored.map((g) => [g.id, g]));
    // Opening night, Tuesday 22 October: week 1 (from Monday the 21st).
    expect(byId.get(idOf("2024-10-22", "bos"))!.week).toBe(1);
    const cup = byId.get(idOf("2024-12-17", "okc"))!;
    expect([cup.notes, cup.season_type]).toEqual(["NBA Cup Final", "regular"]);
    const playIn = stored.filter((g) => g.notes === "Play-In");
    expect(playIn.length).toBe(6);
    expect(new Set(playIn.map((g) => g.week))).toEqual(new Set([NBA_CALENDAR.postseasonFirst]));
    const game7 = byId.get(idOf("2025-06-22", "okc"))!;
    expect([game7.notes, game7.week]).toEqual(["NBA Finals · Game 7", 35]);
    expect(stored.filter((g) => String(g.notes).startsWith("NBA Finals")).length).toBe(7);
  });

  it("tips off at 19:30 Eastern, EDT or EST by date", async () => {
    const byId = new Map((await gamesOf("nba")).map((g) => [g.id, g]));
    const real = (date: string, home: string) => byId.get(idOf(date, home))!.source_kickoff_at;
    expect(real("2024-10-22", "bos")).toBe("2024-10-22T23:30:00.000Z"); // EDT
    expect(real("2024-11-03", "dal")).toBe("2024-11-04T00:30:00.000Z"); // EST from 3 November
    expect(real("2025-06-22", "okc")).toBe("2025-06-22T23:30:00.000Z");
  });

  it("stores the final score and the closing line as a ticket shows it, without prices", async () => {
    const id = idOf("2025-06-22", "okc"); // OKC −6.5 at home, won 103–91; total 215.5
    expect(await sourceOf(id)).toMatchObject({ completed: 1, home_points: 103, away_points: 91 });
    expect(await oddsOf(id)).toMatchObject({
      home_spread: -6.5,
      away_spread: 6.5,
      home_spread_odds: null,
      away_spread_odds: null,
      total_points: 215.5,
      over_odds: null,
      under_odds: null,
      home_ml_odds: null,
      away_ml_odds: null,
      draw_ml_odds: null,
      provider: "espn",
    });
    // The away side favoured: Minnesota −1.5 at the Lakers on opening night.
    expect(await oddsOf(idOf("2024-10-22", "lal"))).toMatchObject({
      home_spread: 1.5,
      away_spread: -1.5,
    });
  });

  it("importing again changes nothing", async () => {
    const before = await sportSnapshot("nba");
    expect(await IMPORTERS.nba!()).toMatchObject({ games: 1321, reset: 0 });
    expect(await sportSnapshot("nba")).toEqual(before);
  }, 60_000);
});
