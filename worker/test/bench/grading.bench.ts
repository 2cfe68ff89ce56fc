/**
 * Grading benchmark (`npm run bench:grading`): 100,000 picks on the games of one replayed week
 * (week 10 of 2024, 49 games), in 10 leagues of 100 members, graded by one run of the grading job.
 * Counts every D1 statement the job sends (each statement of a batch counts) and times the run.
 */
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import type { Env } from "#worker/env";
import { gradeFinishedGames } from "#worker/season/grading";
import { syncLiveScores } from "#worker/season/live-scores";
import {
  addMember,
  countingDb,
  createLeague,
  IMPORT_NOW,
  importTestSeason,
  insertPicks,
  type PickInsert,
} from "../season-support";

const WEEK = 10;
const LEAGUES = 10;
const MEMBERS = 100;
const TARGET_PICKS = 100_000;

it("grades 100,000 picks of one week in one job run", async () => {
  await importTestSeason();
  const seasonId = (await env.DB.prepare("SELECT id FROM seasons WHERE year = 2024").first<{
    id: number;
  }>())!.id;
  const { results: games } = await env.DB.prepare(
    `SELECT g.id, g.kickoff_at, g.home_team_id, g.away_team_id, o.home_spread, o.total_points, o.home_ml_odds, o.away_ml_odds
       FROM games g JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
      WHERE g.week = ? AND o.home_spread IS NOT NULL AND o.total_points IS NOT NULL ORDER BY g.id`,
  )
    .bind(WEEK)
    .all<{
      id: number;
      kickoff_at: string;
      home_team_id: number;
      away_team_id: number;
      home_spread: number;
      total_points: number;
      home_ml_odds: number | null;
      away_ml_odds: number | null;
    }>();
  // The week is over: every game final (and graded once with no picks, as the cron would have).
  const after = new Date(Math.max(...games.map((g) => Date.parse(g.kickoff_at))) + 5 * 3600_000);
  await syncLiveScores(env, after);
  await gradeFinishedGames(env, after);

  // Users, leagues and picks (inserted as a seed would, ungraded).
  const stamp = IMPORT_NOW.toISOString();
  const userIds: number[] = [];
  const userStatements = [];
  for (let i = 0; i < LEAGUES * MEMBERS; i++) {
    userStatements.push(
      env.DB.prepare(
        "INSERT INTO users (email, username, password_hash, date_joined, updated_at) VALUES (?, ?, 'bench', ?, ?) RETURNING id",
      ).bind(`bench${i}@example.com`, `bench${i}`, stamp, stamp),
    );
  }
  for (let i = 0; i < userStatements.length; i += 200) {
    const res = await env.DB.batch<{ id: number }>(userStatements.slice(i, i + 200));
    for (const r of res) userIds.push(r.results[0]!.id);
  }
  const markets = games.flatMap((g) => [
    {
      gameId: g.id,
      pickType: "spread",
      pickedTeamId: g.home_team_id,
      spreadAtPick: g.home_spread,
      oddsAtPick: -110,
    },
    {
      gameId: g.id,
      pickType: "spread",
      pickedTeamId: g.away_team_id,
      spreadAtPick: -g.home_spread,
      oddsAtPick: -110,
    },
    {
      gameId: g.id,
      pickType: "over_under",
      pickedValue: "over",
      totalAtPick: g.total_points,
      oddsAtPick: -110,
    },
    {
      gameId: g.id,
      pickType: "over_under",
      pickedValue: "under",
      totalAtPick: g.total_points,
      oddsAtPick: -110,
    },
    {
      gameId: g.id,
      pickType: "spread",
      portion: "first_half",
      pickedTeamId: g.home_team_id,
      spreadAtPick: Math.round(g.home_spread) / 2 + 0.25,
    },
  ]);
  const perUser = Math.ceil(TARGET_PICKS / userIds.length);
  const picks: PickInsert[] = [];
  for (let l = 0; l < LEAGUES; l++) {
    const members = userIds.slice(l * MEMBERS, (l + 1) * MEMBERS);
    const leagueId = await createLeague(members[0]!, seasonId, { countPushAsWin: l % 2 === 1 });
    for (const u of members) await addMember(leagueId, u);
    members.forEach((userId, m) => {
      for (let k = 0; k < perUser && picks.length < TARGET_PICKS; k++) {
        const market = markets[(m * 7 + k) % markets.length]!;
        picks.push({ ...market, userId, leagueId, seasonId, week: WEEK, isLock: k === 0 });
      }
    });
  }
  await insertPicks(picks);

  const { db, counter } = countingDb(env.DB);
  const started = Date.now();
  const summary = await gradeFinishedGames({ ...env, DB: db } as Env, after);
  const ms = Date.now() - started;

  expect(summary.picks).toBe(TARGET_PICKS);
  const ungraded = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM picks WHERE result IS NULL",
  ).first<{ n: number }>();
  expect(ungraded!.n).toBe(0);
  const result = {
    generated_at: new Date().toISOString(),
    week: WEEK,
    games: summary.games,
    picks: summary.picks,
    leagues: LEAGUES,
    members: LEAGUES * MEMBERS,
    goal: "100,000 picks of one week graded in one job run; <= 5000 ms locally",
    grading: { ms, d1_statements: counter.statements },
  };
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
});
