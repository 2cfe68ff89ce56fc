// Issue 45's proof that the product grades every line of the four new seasons' files as the files
// say: each season imported into real D1 by its importer, then every stored line (each side of
// every spread, total and moneyline, the draw included) graded by the product's grader from the
// stored final score, and compared with the result computed straight from the file
// (data/season-truth-support.ts, which shares no code with the importers or the grader).
import { describe, expect, it } from "vitest";
import { gradeGamePick, type FinalGame, type PickToGrade } from "#domain/grading/grade-pick";
import { calendarFor } from "#domain/season/calendars";
import {
  mlbTruth,
  nbaTruth,
  nhlTruth,
  soccerTruth,
  type LineTruth,
} from "#data/season-truth-support";
import {
  loadSports,
  mlbFiles,
  nbaFiles,
  nhlFiles,
  soccerFiles,
  type Row,
} from "./daily-season-support";
import { env } from "cloudflare:test";
import { parseCsv } from "#data/csv";

loadSports("soccer", "nba", "nhl", "mlb");

const EMPTY = { q1: null, q2: null, q3: null, q4: null, ot: null };

/** Every stored full-game line and final score of a sport, by game id. */
async function stored(sport: string) {
  const { results } = await env.DB.prepare(
    `SELECT g.id, r.completed, r.home_points, r.away_points, o.home_spread, o.away_spread,
            o.total_points
       FROM games g JOIN seasons s ON s.id = g.season_id JOIN sports sp ON sp.id = s.sport_id
       JOIN game_source_results r ON r.game_id = g.id
       LEFT JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
      WHERE sp.key = ?`,
  )
    .bind(sport)
    .all<Row>();
  return new Map(results.map((r) => [r.id as number, r]));
}

/** The product's grade of one line of the file, from what the import stored. */
function productGrade(t: LineTruth, row: Row, sport: string) {
  const game: FinalGame = {
    status: row.completed ? "final" : "void",
    home: EMPTY,
    away: EMPTY,
    homeScore: row.home_points as number,
    awayScore: row.away_points as number,
  };
  const side = t.side === "over" || t.side === "under" ? null : t.side;
  const pick: PickToGrade = {
    pickType: t.market,
    portion: "full_game",
    side,
    overUnder: side ? null : (t.side as "over" | "under"),
    // The line a pick on this side stores: the side's own spread, or the total.
    spreadAtPick:
      t.market === "spread"
        ? ((t.side === "home" ? row.home_spread : row.away_spread) as number)
        : null,
    totalAtPick: t.market === "over_under" ? (row.total_points as number) : null,
  };
  return {
    line:
      t.market === "spread"
        ? pick.spreadAtPick
        : t.market === "over_under"
          ? pick.totalAtPick
          : null,
    result: gradeGamePick(pick, game, { drawOutcome: calendarFor(sport).drawOutcome }),
  };
}

async function expectEveryLine(sport: string, truths: LineTruth[], markets: number) {
  const rows = await stored(sport);
  const mismatches: string[] = [];
  const seen = new Set<string>();
  for (const t of truths) {
    const row = rows.get(t.gameId);
    expect(row, `game ${t.gameId} imported`).toBeTruthy();
    const graded = productGrade(t, row!, sport);
    seen.add(`${t.market}:${t.side}`);
    if (graded.line !== t.line || graded.result !== t.truth)
      mismatches.push(
        `${t.gameId} ${t.market} ${t.side} ${t.line}: file ${t.truth}, product ${graded.result} at ${graded.line}`,
      );
  }
  expect(mismatches).toEqual([]);
  expect(seen.size).toBe(markets);
}

describe("every line of the four seasons' files grades as the file says", () => {
  it("Premier League: home, draw and away; every Asian handicap (quarter lines too); over/under 2.5", async () => {
    const truths = soccerTruth(soccerFiles.matches);
    expect(truths.length).toBe(380 * 7);
    // Quarter lines are in the file and graded here, as well as whole lines that push.
    const handicaps = new Set(
      truths.filter((t) => t.market === "spread").map((t) => (t.line! * 4) % 2),
    );
    expect([...handicaps].some((q) => Math.abs(q) === 1)).toBe(true);
    expect(truths.some((t) => t.market === "spread" && t.truth === "push")).toBe(true);
    expect(truths.some((t) => t.side === "draw" && t.truth === "win")).toBe(true);
    await expectEveryLine("soccer", truths, 7);
  });

  it("NBA: both sides of every closing spread and total, as the file's cover and over labels", async () => {
    const truths = nbaTruth(nbaFiles.games);
    expect(truths.length).toBe(1321 * 4);
    await expectEveryLine("nba", truths, 4);
  });

  it("NHL: every puck line, total and moneyline of the joined odds, shootouts as the file credits them", async () => {
    const names = new Map(parseCsv(nhlFiles.teams).map((t) => [t.source_code!, t.odds_name!]));
    const truths = nhlTruth(nhlFiles.results, nhlFiles.odds, names);
    // 1,371 played games have lines (the postponed 2025-01-08 game is void, not graded here).
    expect(truths.length).toBe(1371 * 6);
    await expectEveryLine("nhl", truths, 6);
  });

  it("MLB: the winner of each of the 2,429 games, picked straight up", async () => {
    const truths = mlbTruth(mlbFiles.gameLog);
    expect(truths.length).toBe(2429 * 2);
    await expectEveryLine("mlb", truths, 2);
  });
});
