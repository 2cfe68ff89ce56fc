/**
 * Importing the real 2024-25 Premier League season in the Workers runtime (issue 45): its 380
 * matches and 20 clubs, matchweeks by date within the calendar, UK kickoffs, Bet365's closing
 * three-way, Asian handicap and over/under 2.5 prices as American odds (the opening ones in the
 * line history), and a second import that changes nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SOCCER_CALENDAR } from "#domain/season/calendars";
import { decimalToAmerican } from "#domain/markets/odds-format";
import { parseSoccerMatches } from "#data/import-soccer";
import {
  gamesOf,
  IMPORTERS,
  loadSports,
  oddsOf,
  range,
  sourceOf,
  soccerFiles,
  sportSnapshot,
  summaries,
  teamsOf,
  weeksOf,
} from "./daily-season-support";

loadSports("soccer");
const matches = parseSoccerMatches(soccerFiles.matches);
const idOf = (date: string, home: string) =>
  matches.find((m) => m.date === date && m.home === home)!.id;

describe("importing the 2024-25 Premier League season", () => {
  it("loads 380 matches of 20 clubs, 38 each, ids 9,300,001 to 9,300,380", async () => {
    const games = await gamesOf("soccer");
    expect(summaries.soccer).toMatchObject({ games: 380, teams: 20, odds: 380, reset: 0 });
    expect(games.map((g) => g.id)).toEqual(range(9_300_001, 9_300_380));
    const teams = await teamsOf("soccer");
    expect(teams.map((t) => t.id)).toEqual(range(500_001, 500_020));
    const forest = teams.find((t) => t.abbreviation === "NFO")!;
    expect([forest.school, forest.mascot, forest.color]).toEqual([
      "Nottingham Forest",
      "Nott'm Forest",
      "#dd0000",
    ]);
    const played = new Map<unknown, number>();
    for (const g of games) {
      for (const t of [g.home_team_id, g.away_team_id]) played.set(t, (played.get(t) ?? 0) + 1);
    }
    expect([...played.values()]).toEqual(Array(20).fill(38));
  });

  it("cuts matchweeks by date: 41, each club at most once in one, all regular season", async () => {
    const games = await gamesOf("soccer");
    expect(weeksOf(games)).toEqual(range(SOCCER_CALENDAR.firstWeek, SOCCER_CALENDAR.regularLast));
    const seen = new Set<string>();
    for (const g of games) {
      for (const t of [g.home_team_id, g.away_team_id]) {
        const key = `${g.week}|${t}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
      expect([g.season_type, g.is_postseason]).toEqual(["regular", 0]);
    }
    // The opening weekend is matchweek 1; the final day, all ten at 16:00, the last.
    const week = new Map(games.map((g) => [g.id, g.week]));
    expect(week.get(idOf("2024-08-16", "Man United"))).toBe(1);
    expect(games.filter((g) => g.week === 41).length).toBe(10);
    expect(week.get(idOf("2025-05-25", "Liverpool"))).toBe(41);
  });

  it("reads kickoffs as UK time: BST in summer, GMT from 27 October to 30 March", async () => {
    const byId = new Map((await gamesOf("soccer")).map((g) => [g.id, g]));
    const real = (date: string, home: string) => byId.get(idOf(date, home))!.source_kickoff_at;
    expect(real("2024-08-16", "Man United")).toBe("2024-08-16T19:00:00.000Z"); // 20:00 BST
    expect(real("2024-10-26", "Everton")).toBe("2024-10-26T16:30:00.000Z"); // 17:30 BST
    expect(real("2024-10-27", "Chelsea")).toBe("2024-10-27T14:00:00.000Z"); // 14:00 GMT
    expect(real("2025-04-27", "Liverpool")).toBe("2025-04-27T15:30:00.000Z"); // 16:30 BST
  });

  it("stores the closing prices as American odds, with the draw, and the opening line in history", async () => {
    // The title clincher: Liverpool 5-1 Tottenham. Bet365 opened Liverpool at 1.25, closed 1.20.
    const id = idOf("2025-04-27", "Liverpool");
    expect(await sourceOf(id)).toEqual({
      game_id: id,
      completed: 1,
      home_points: 5,
      away_points: 1,
      home_line_scores: null,
      away_line_scores: null,
    });
    expect(await oddsOf(id)).toMatchObject({
      home_ml_odds: -500, // 1.20
      draw_ml_odds: 600, // 7.00
      away_ml_odds: 1200, // 13.00
      home_spread: -2,
      away_spread: 2,
      home_spread_odds: decimalToAmerican(1.86),
      away_spread_odds: decimalToAmerican(2.04),
      total_points: 2.5,
      over_odds: -333, // 1.30
      under_odds: 250, // 3.50
      provider: "bet365",
    });
    const { results: history } = await env.DB.prepare(
      "SELECT label, home_spread, total_points, home_ml_odds, draw_ml_odds, away_ml_odds FROM odds_history WHERE game_id = ? ORDER BY label DESC",
    )
      .bind(id)
      .all();
    expect(history).toEqual([
      {
        label: "open",
        home_spread: -1.75,
        total_points: 2.5,
        home_ml_odds: -400, // 1.25
        draw_ml_odds: 500, // 6.00
        away_ml_odds: 1000, // 11.00
      },
      {
        label: "close",
        home_spread: -2,
        total_points: 2.5,
        home_ml_odds: -500,
        draw_ml_odds: 600,
        away_ml_odds: 1200,
      },
    ]);
    // A level handicap reads 0 from both sides (Everton v Fulham, AHCh 0).
    expect(await oddsOf(idOf("2024-10-26", "Everton"))).toMatchObject({
      home_spread: 0,
      away_spread: 0,
    });
    // A quarter line is stored as the file gives it (West Ham +0.25 v Man United).
    expect(await oddsOf(idOf("2024-10-27", "West Ham"))).toMatchObject({
      home_spread: 0.25,
      away_spread: -0.25,
    });
  });

  it("importing again changes nothing", async () => {
    const before = await sportSnapshot("soccer");
    expect(await IMPORTERS.soccer!()).toMatchObject({ games: 380, reset: 0 });
    expect(await sportSnapshot("soccer")).toEqual(before);
  }, 60_000);
});
