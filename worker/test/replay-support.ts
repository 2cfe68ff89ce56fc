/**
 * What the replayed-season tests (season-replay.test.ts, season-grading.test.ts) share: the real
 * 2024 college season imported once before a file's tests, the games they pick on, and the check
 * that league points always add up to the graded picks.
 */
import { env } from "cloudflare:test";
import { beforeAll, expect } from "vitest";
import { importTestSeason } from "./season-support";

export const UGA_GT = 401628439; // Georgia 44, Georgia Tech 42 (8 OT), Georgia −17.5, total 48.5
export const TITLE = 401677192; // Ohio State 34 at Notre Dame (home) 23, OSU −8.5, total 44.5

/** The 2024 college season's id, once loadReplaySeason's import has run. */
export let seasonId: number;

/** Imports the real 2024 college season once before a file's tests. */
export function loadReplaySeason() {
  beforeAll(async () => {
    await importTestSeason();
    seasonId = (await env.DB.prepare(
      "SELECT s.id FROM seasons s JOIN sports sp ON sp.id = s.sport_id WHERE sp.key = 'ncaa-football' AND s.year = 2024",
    ).first<{
      id: number;
    }>())!.id;
  }, 120_000);
}

/** league_week_points must always equal what the graded picks add up to. */
export async function expectPointsMatchPicks() {
  const { results } = await env.DB.prepare(
    `SELECT l.league_id, l.user_id, l.week, l.points, l.picks_graded, l.correct,
            (SELECT COALESCE(SUM(points), 0) FROM picks p WHERE p.league_id = l.league_id AND p.user_id = l.user_id AND p.week = l.week AND p.result IS NOT NULL) AS pick_points,
            (SELECT COUNT(*) FROM picks p WHERE p.league_id = l.league_id AND p.user_id = l.user_id AND p.week = l.week AND p.result IS NOT NULL) AS pick_count,
            (SELECT COUNT(*) FROM picks p WHERE p.league_id = l.league_id AND p.user_id = l.user_id AND p.week = l.week AND p.is_correct = 1) AS pick_correct
       FROM league_week_points l`,
  ).all<Record<string, number>>();
  for (const r of results) {
    expect([r.points, r.picks_graded, r.correct]).toEqual([
      r.pick_points,
      r.pick_count,
      r.pick_correct,
    ]);
  }
}
