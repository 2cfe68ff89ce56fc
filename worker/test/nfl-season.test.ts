/**
 * Importing the real 2024 NFL season beside college football, in the Workers runtime: its games,
 * teams, rounds, ids, kickoffs, scores and lines against the file, and a second import that
 * changes nothing. The jobs on it (odds, replay, grading, re-anchoring): nfl-season-jobs.test.ts.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseCsv } from "#data/csv";
import { WEEK_MS } from "#data/season-source";
import {
  collegeShift,
  idOf,
  loadNflBesideCollege,
  nflSeasonId,
  raw,
  rawByKey,
} from "./nfl-support";
import { importTestNflSeason, seasonFiles, snapshot } from "./season-support";

loadNflBesideCollege();

async function nflGames() {
  const { results } = await env.DB.prepare("SELECT * FROM games WHERE season_id = ?")
    .bind(nflSeasonId)
    .all<Record<string, unknown>>();
  return results;
}

describe("importing the 2024 NFL season", () => {
  it("loads 285 games of 32 teams, 17 regular-season games each, weeks 1–22", async () => {
    const games = await nflGames();
    expect(games.length).toBe(285);
    const teams = await env.DB.prepare(
      "SELECT t.*, c.name AS conference FROM teams t JOIN conferences c ON c.id = t.conference_id WHERE t.classification = 'nfl'",
    ).all<Record<string, unknown>>();
    expect(teams.results.length).toBe(32);
    expect(new Set(teams.results.map((t) => t.conference))).toEqual(new Set(["AFC", "NFC"]));
    const chiefs = teams.results.find((t) => t.abbreviation === "KC")!;
    expect([chiefs.id, chiefs.school, chiefs.mascot]).toEqual([
      100012,
      "Kansas City Chiefs",
      "Chiefs",
    ]);
    // Every team's name is its own (two teams share New York and Los Angeles).
    expect(new Set(teams.results.map((t) => t.school)).size).toBe(32);
    const regular = new Map<unknown, number>();
    for (const g of games.filter((x) => x.season_type === "regular")) {
      for (const t of [g.home_team_id, g.away_team_id]) regular.set(t, (regular.get(t) ?? 0) + 1);
    }
    expect(regular.size).toBe(32);
    expect([...regular.values()].every((n) => n === 17)).toBe(true);
    expect([...new Set(games.map((g) => g.week))].sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 22 }, (_, i) => i + 1),
    );
  });

  it("flags the 13 playoff games as postseason and names the rounds", async () => {
    const post = (await nflGames()).filter((g) => g.is_postseason === 1);
    expect(post.length).toBe(13);
    for (const g of post) {
      expect([g.season_type, g.postseason_kind]).toEqual(["postseason", "playoff"]);
      expect(Number(g.week)).toBeGreaterThanOrEqual(19);
    }
    const notes = post.map((g) => g.notes).sort();
    expect(notes.filter((n) => n === "Wild Card").length).toBe(6);
    expect(notes.filter((n) => n === "Divisional Round").length).toBe(4);
    expect(notes).toContain("AFC Championship");
    expect(notes).toContain("NFC Championship");
    const superBowl = post.find((g) => g.id === idOf("2024_22_KC_PHI"))!;
    expect([superBowl.notes, superBowl.neutral_site, superBowl.venue]).toEqual([
      "Super Bowl LIX",
      1,
      "Mercedes-Benz Superdome",
    ]);
  });

  it("uses the ESPN event ids, none of them a college game id", async () => {
    const collegeIds = new Set(parseCsv(seasonFiles.games).map((g) => Number(g.game_id)));
    const ids = (await nflGames()).map((g) => g.id as number);
    expect(new Set(ids)).toEqual(new Set(raw.map((r) => Number(r.espn))));
    expect(ids.filter((id) => collegeIds.has(id))).toEqual([]);
  });

  it("converts the Eastern kickoffs with daylight saving time and shifts them like college", async () => {
    const byId = new Map((await nflGames()).map((g) => [g.id as number, g]));
    const real = (key: string) => byId.get(idOf(key))!.source_kickoff_at;
    expect(real("2024_01_BAL_KC")).toBe("2024-09-06T00:20:00.000Z"); // 20:20 EDT
    expect(real("2024_09_HOU_NYJ")).toBe("2024-11-01T00:15:00.000Z"); // 20:15 EDT, Oct 31
    expect(real("2024_09_DAL_ATL")).toBe("2024-11-03T18:00:00.000Z"); // 13:00 EST, the day clocks fell back
    expect(real("2024_19_LAC_HOU")).toBe("2025-01-11T21:30:00.000Z"); // 16:30 EST
    expect(real("2024_05_NYJ_MIN")).toBe("2024-10-06T13:30:00.000Z"); // London, 09:30 EDT
    for (const g of byId.values()) {
      expect(Date.parse(g.kickoff_at as string) - Date.parse(g.source_kickoff_at as string)).toBe(
        collegeShift * WEEK_MS,
      );
    }
  });

  it("stores each game's final score without quarters, and its one line as a ticket shows it", async () => {
    const id = idOf("2024_18_CLE_BAL"); // BAL (home) favoured by 19.5, won 35–10
    const row = rawByKey.get("2024_18_CLE_BAL")!;
    const source = await env.DB.prepare("SELECT * FROM game_source_results WHERE game_id = ?")
      .bind(id)
      .first();
    expect(source).toEqual({
      game_id: id,
      completed: 1,
      home_points: 35,
      away_points: 10,
      home_line_scores: null,
      away_line_scores: null,
    });
    const odds = await env.DB.prepare("SELECT * FROM odds WHERE game_id = ?").bind(id).all();
    expect(odds.results).toEqual([
      expect.objectContaining({
        game_portion: "full_game",
        home_spread: -19.5,
        away_spread: 19.5,
        home_spread_odds: Number(row.home_spread_odds),
        away_spread_odds: Number(row.away_spread_odds),
        total_points: 42.5,
        over_odds: Number(row.over_odds),
        under_odds: Number(row.under_odds),
        home_ml_odds: -2400,
        away_ml_odds: 1200,
        provider: "nfldata",
        is_derived: 0,
      }),
    ]);
    const { results: all } = await env.DB.prepare(
      "SELECT o.game_portion, COUNT(*) AS n FROM odds o JOIN games g ON g.id = o.game_id WHERE g.season_id = ? GROUP BY 1",
    )
      .bind(nflSeasonId)
      .all();
    expect(all).toEqual([{ game_portion: "full_game", n: 285 }]);
  });

  it("importing again changes nothing", async () => {
    const before = await snapshot();
    const teams = await env.DB.prepare("SELECT * FROM teams ORDER BY id").all();
    const sources = await env.DB.prepare("SELECT * FROM game_source_results ORDER BY 1").all();
    const summary = await importTestNflSeason();
    expect(summary).toMatchObject({ games: 285, teams: 32, odds: 285, reset: 0 });
    expect(summary.shiftWeeks).toBe(collegeShift);
    expect(await snapshot()).toEqual(before);
    expect((await env.DB.prepare("SELECT * FROM teams ORDER BY id").all()).results).toEqual(
      teams.results,
    );
    expect(
      (await env.DB.prepare("SELECT * FROM game_source_results ORDER BY 1").all()).results,
    ).toEqual(sources.results);
  }, 60_000);
});
