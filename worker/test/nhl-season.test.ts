/**
 * Importing the real 2024-25 NHL season in the Workers runtime (issue 45): 1,398 played games of
 * 32 teams and the postponed 2025-01-08 Calgary at Los Angeles, in weeks 1–38 (29 also opens the
 * playoffs), the odds file's start times (19:00 ET without one), BetMGM's game-day puck line,
 * total and moneyline with prices (else Caesars'), the postponed game void at its kickoff, and a
 * second import that changes nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { NHL_CALENDAR } from "#domain/season/calendars";
import { NHL_POSTPONED_GAME_ID, parseNhlGames } from "#data/import-nhl";
import { WEEK_MS } from "#data/season-source";
import { syncLiveScores } from "#worker/season/live-scores";
import {
  gamesOf,
  IMPORTERS,
  loadSports,
  nhlFiles,
  oddsOf,
  range,
  sourceOf,
  sportSnapshot,
  summaries,
  teamsOf,
  weeksOf,
} from "./daily-season-support";
import { shiftWeeks } from "./season-support";

loadSports("nhl");
const games = parseNhlGames(nhlFiles);
const idOf = (nhlId: string) => games.find((g) => g.nhlId === nhlId)!.id;

describe("importing the 2024-25 NHL season", () => {
  it("loads 1,398 played games and the postponed one, 82 regular-season games a team", async () => {
    const stored = await gamesOf("nhl");
    expect(summaries.nhl).toMatchObject({ games: 1399, teams: 32, odds: 1372, reset: 0 });
    expect(stored.map((g) => g.id)).toEqual([...range(9_400_001, 9_401_398), 9_409_999]);
    const teams = await teamsOf("nhl");
    expect(teams.map((t) => t.id)).toEqual(range(300_001, 300_032));
    const habs = teams.find((t) => t.abbreviation === "MTL")!;
    expect([habs.school, habs.conference]).toEqual(["Montréal Canadiens", "NHL Eastern"]);
    const regular = new Map<unknown, number>();
    for (const g of stored.filter((x) => x.notes === null && x.id !== NHL_POSTPONED_GAME_ID)) {
      for (const t of [g.home_team_id, g.away_team_id]) regular.set(t, (regular.get(t) ?? 0) + 1);
    }
    expect([...regular.values()]).toEqual(Array(32).fill(82));
  });

  it("puts the games in the calendar's weeks: the playoffs open in week 29, the Final in 38", async () => {
    const stored = await gamesOf("nhl");
    // Week 20 (10–16 February 2025) had no NHL games: the 4 Nations Face-Off break.
    expect(weeksOf(stored)).toEqual(
      range(NHL_CALENDAR.firstWeek, NHL_CALENDAR.postseasonLast).filter((w) => w !== 20),
    );
    const byId = new Map(stored.map((g) => [g.id, g]));
    expect(byId.get(idOf("2024020001"))!.week).toBe(1); // Prague, Friday 4 October
    const opener = byId.get(idOf("2024030111"))!; // first round, 19 April
    expect([opener.week, opener.season_type, opener.notes]).toEqual([
      29,
      "regular",
      "First Round · Game 1",
    ]);
    const game6 = byId.get(idOf("2024030416"))!;
    expect([game6.week, game6.season_type, game6.is_postseason, game6.notes]).toEqual([
      38,
      "postseason",
      1,
      "Stanley Cup Final · Game 6",
    ]);
  });

  it("starts a game at the odds file's commence time, else 19:00 ET", async () => {
    const byId = new Map((await gamesOf("nhl")).map((g) => [g.id, g]));
    expect(byId.get(idOf("2024030416"))!.source_kickoff_at).toBe("2025-06-18T00:10:00.000Z");
    expect(byId.get(idOf("2024020001"))!.source_kickoff_at).toBe("2024-10-04T17:10:00.000Z");
    // 1 May 2025 has no odds snapshot: 19:00 EDT.
    expect(byId.get(idOf("2024030186"))!.source_kickoff_at).toBe("2025-05-01T23:00:00.000Z");
    expect(await oddsOf(idOf("2024030186"))).toBeNull();
  });

  it("takes BetMGM's line with its prices, and each book's in the history", async () => {
    const id = idOf("2024030416"); // FLA 5–1 EDM; BetMGM FLA −155, puck line −1.5 +155, 6.5
    expect(await sourceOf(id)).toMatchObject({ completed: 1, home_points: 5, away_points: 1 });
    expect(await oddsOf(id)).toMatchObject({
      home_ml_odds: -155,
      away_ml_odds: 130,
      home_spread: -1.5,
      home_spread_odds: 155,
      away_spread: 1.5,
      away_spread_odds: -190,
      total_points: 6.5,
      over_odds: 100,
      under_odds: -120,
      draw_ml_odds: null,
      provider: "betmgm",
    });
    const { results } = await env.DB.prepare(
      "SELECT provider, home_ml_odds FROM odds_history WHERE game_id = ? ORDER BY provider",
    )
      .bind(id)
      .all();
    expect(results).toEqual([
      { provider: "betmgm", home_ml_odds: -155 },
      { provider: "caesars", home_ml_odds: -165 },
    ]);
  });

  it("keeps the postponed 2025-01-08 game with its lines, never completed: void at its kickoff", async () => {
    const postponed = (await gamesOf("nhl")).find((g) => g.id === NHL_POSTPONED_GAME_ID)!;
    expect([postponed.source_kickoff_at, postponed.status]).toEqual([
      "2025-01-09T03:30:00.000Z",
      "scheduled",
    ]);
    expect(await sourceOf(NHL_POSTPONED_GAME_ID)).toMatchObject({
      completed: 0,
      home_points: null,
      away_points: null,
    });
    expect(await oddsOf(NHL_POSTPONED_GAME_ID)).toMatchObject({
      home_ml_odds: -250,
      home_spread: -1.5,
      total_points: 5.5,
    });
    // The make-up game of 17 April is a game of its own, final at 5–1 Calgary.
    expect(await sourceOf(idOf("2024020653"))).toMatchObject({ home_points: 1, away_points: 5 });
    const kickoff = Date.parse(postponed.kickoff_at as string);
    expect(kickoff - Date.parse(postponed.source_kickoff_at as string)).toBe(
      (await shiftWeeks()) * WEEK_MS,
    );
    await syncLiveScores(env, new Date(kickoff + 60_000));
    const after = await env.DB.prepare("SELECT status, home_score FROM games WHERE id = ?")
      .bind(NHL_POSTPONED_GAME_ID)
      .first();
    expect(after).toEqual({ status: "void", home_score: null });
  });

  it("importing again changes nothing", async () => {
    const before = await sportSnapshot("nhl");
    expect(await IMPORTERS.nhl!()).toMatchObject({ games: 1399, reset: 0 });
    expect(await sportSnapshot("nhl")).toEqual(before);
  }, 60_000);
});
