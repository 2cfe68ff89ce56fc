/**
 * Importing the real 2024 MLB regular season in the Workers runtime (issue 45): Retrosheet's 2,429
 * games of 30 teams in weeks 1–29, no lines at all (straight-up), day games at 13:05 ET, night
 * games at 19:05 ET, a doubleheader's second game 4 hours after its first, and a second import
 * that changes nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MLB_CALENDAR } from "#domain/season/calendars";
import { parseMlbGames } from "#data/import-mlb";
import {
  gamesOf,
  IMPORTERS,
  loadSports,
  mlbFiles,
  range,
  sourceOf,
  sportSnapshot,
  summaries,
  teamsOf,
  weeksOf,
} from "./daily-season-support";

loadSports("mlb");
const games = parseMlbGames(mlbFiles.gameLog);
const idOf = (date: string, home: string, gameNumber = 0) =>
  games.find((g) => g.date === date && g.home === home && g.gameNumber === gameNumber)!.id;

describe("importing the 2024 MLB season", () => {
  it("loads 2,429 games of 30 teams (Cleveland and Houston 161, the rest 162)", async () => {
    const stored = await gamesOf("mlb");
    expect(summaries.mlb).toMatchObject({ games: 2429, teams: 30, odds: 0, reset: 0 });
    expect(stored.map((g) => g.id)).toEqual(range(9_200_001, 9_202_429));
    const teams = await teamsOf("mlb");
    expect(teams.map((t) => t.id)).toEqual(range(400_001, 400_030));
    const played = new Map<string, number>();
    const abbreviation = new Map(teams.map((t) => [t.id, t.abbreviation as string]));
    for (const g of stored) {
      for (const t of [g.home_team_id, g.away_team_id]) {
        const a = abbreviation.get(t as number)!;
        played.set(a, (played.get(a) ?? 0) + 1);
      }
    }
    expect([played.get("CLE"), played.get("HOU"), played.get("LAD")]).toEqual([161, 161, 162]);
    expect([...played.values()].filter((n) => n === 162).length).toBe(28);
    const yankees = teams.find((t) => t.abbreviation === "NYY")!;
    expect([yankees.school, yankees.conference]).toEqual(["New York Yankees", "American League"]);
  });

  it("plays weeks 1–29, all regular season, and has no lines", async () => {
    const stored = await gamesOf("mlb");
    expect(weeksOf(stored)).toEqual(range(MLB_CALENDAR.firstWeek, MLB_CALENDAR.regularLast));
    expect(stored.every((g) => g.season_type === "regular" && g.is_postseason === 0)).toBe(true);
    const odds = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM odds WHERE game_id BETWEEN 9200001 AND 9202429",
    ).first<{ n: number }>();
    expect(odds!.n).toBe(0);
  });

  it("starts day games at 13:05 ET, night games at 19:05 ET, a doubleheader's second 4 h later", async () => {
    const byId = new Map((await gamesOf("mlb")).map((g) => [g.id, g]));
    // Seoul, 20 March: a night game on the log's date, 19:05 EDT.
    const seoul = byId.get(idOf("2024-03-20", "SDN"))!;
    expect([seoul.source_kickoff_at, seoul.week, seoul.neutral_site]).toEqual([
      "2024-03-20T23:05:00.000Z",
      1,
      1,
    ]);
    const doubleheaders = games.filter((g) => g.gameNumber === 2);
    expect(doubleheaders.length).toBe(29);
    for (const second of doubleheaders) {
      const first = byId.get(idOf(second.date, second.home, 1))!;
      expect(
        Date.parse(byId.get(second.id)!.source_kickoff_at as string) -
          Date.parse(first.source_kickoff_at as string),
      ).toBe(4 * 3600_000);
      expect(first.notes).toBe("Doubleheader · Game 1");
    }
    const day = games.find((g) => !g.night && g.gameNumber === 0 && g.date === "2024-06-09")!;
    expect(byId.get(day.id)!.source_kickoff_at).toBe("2024-06-09T17:05:00.000Z");
    const winter = games.find((g) => g.night && g.gameNumber === 0 && g.date === "2024-03-28")!;
    expect(byId.get(winter.id)!.source_kickoff_at).toBe("2024-03-28T23:05:00.000Z");
  });

  it("stores the final runs as the result", async () => {
    const id = idOf("2024-03-20", "SDN"); // LAN 5 at SDN 2
    expect(await sourceOf(id)).toMatchObject({ completed: 1, home_points: 2, away_points: 5 });
  });

  it("importing again changes nothing", async () => {
    const before = await sportSnapshot("mlb");
    expect(await IMPORTERS.mlb!()).toMatchObject({ games: 2429, reset: 0 });
    expect(await sportSnapshot("mlb")).toEqual(before);
  }, 60_000);
});
