/**
 * Per-request D1 costs (`npm run bench:costs`, not part of `npm test`; issue 49, ADR 0413): what
 * one call costs the database, from D1's own result `meta` (rows_read, rows_written) and the number
 * of statements sent, through the real app. Ten leagues of 50 members (the default league size)
 * with a college week of six games: every member submits the week (five picks, one a lock), then
 * a board post, a vote, the standings answer and the games answer, and the grading job's run over
 * the finished week (2,500 picks). The capacity model (bench/capacity.mjs) reads the result.
 * Two modes, one run each (bench/costs.mjs runs both and writes one costs.json):
 * - "queue" (the default): the app has wrangler.toml's FANOUT binding, as in production, so the
 *   fan-out work (notifications, push, awards, the posts after grading; ADR 0411) is sent to the
 *   queue and not counted: the figures are the request path's alone.
 * - BENCH_FANOUT=inline: FANOUT_INLINE=1 in the env handed to the app and to grading, so that work
 *   runs awaited in the request and the figures are the database's total work (`with_fanout`).
 * Other after-answer work (account mails) is awaited in development either way.
 */
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { app } from "#worker/app";
import type { Env } from "#worker/env";
import { signAccessToken } from "#worker/http/access-token";
import { gradeFinishedGames } from "#worker/season/grading";
import { forgetStandingsInMemory } from "#worker/standings/queries";
import { ensureSeason, insertGame, type GameFixture } from "../fixtures/sportsbook";
import { serverNowForTests } from "../support";
import { addBenchLeague, countingD1, type D1Counter } from "./measure";

const LEAGUES = 10;
const MEMBERS = 50;
const GAMES = 6;
const WEEK = 5;

const ctx = {
  waitUntil() {},
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext;

type Cost = Required<D1Counter> & { status: number };

/** The fan-out mode of this run (see the header): inline runs the queue's work in the request. */
const FANOUT = env.BENCH_FANOUT === "inline" ? "inline" : "queue";
const withMode = (db: D1Database): Env => ({
  ...env,
  DB: db,
  ...(FANOUT === "inline" ? { FANOUT_INLINE: "1" } : {}),
});

/** One request through the app with a counting D1: its status, statements and rows. */
async function cost(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Cost & { json: unknown }> {
  const counter = { statements: 0, rows_read: 0, rows_written: 0, db_ms: 0, raw_writes: 0 };
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    headers["idempotency-key"] = crypto.randomUUID();
  }
  const res = await app.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    withMode(countingD1(env.DB, counter)),
    ctx,
  );
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
  return { status: res.status, ...counter, json: text ? JSON.parse(text) : null };
}

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
const figures = ({ statements, rows_read, rows_written, db_ms, raw_writes }: Cost) => ({
  statements,
  rows_read,
  rows_written,
  db_ms: round(db_ms, 3),
  raw_writes,
});

/** The database's size now (D1's meta.size_after), in bytes. */
const dbBytes = async () => (await env.DB.prepare("SELECT 1").run()).meta.size_after;

/** The mean of each figure over several requests (one decimal). */
const meanOf = (costs: Cost[]) => {
  const mean = (f: (c: Cost) => number) => costs.reduce((sum, c) => sum + f(c), 0) / costs.length;
  return {
    statements: round(mean((c) => c.statements)),
    rows_read: round(mean((c) => c.rows_read)),
    rows_written: round(mean((c) => c.rows_written)),
    db_ms: round(
      mean((c) => c.db_ms),
      3,
    ),
    raw_writes: round(mean((c) => c.raw_writes)),
  };
};

/** The week's picks of one fan: a spread or a total on five of the games, the first a lock. */
function weekOf(games: GameFixture[], leagueId: number, member: number) {
  return {
    league_id: leagueId,
    week: WEEK,
    lock_pick_index: 0,
    picks: games.slice(0, 5).map((g, i) =>
      (member + i) % 3 === 0
        ? { game_id: g.id, pick_type: "over_under", picked_value: "over" }
        : {
            game_id: g.id,
            pick_type: "spread",
            picked_team_id: (member + i) % 2 ? g.homeTeamId : g.awayTeamId,
          },
    ),
  };
}

it(
  "what a submit, a post, a vote, the standings, the games and grading cost D1",
  { timeout: 600_000 },
  async () => {
    const season = await ensureSeason();
    const now = await serverNowForTests();
    const games: GameFixture[] = [];
    for (let i = 0; i < GAMES; i++)
      games.push(
        await insertGame(season, {
          week: WEEK,
          kickoffAt: new Date(now.getTime() + (5 + i) * 3600_000),
        }),
      );
    const stamp = now.toISOString();
    const firstUser =
      ((await env.DB.prepare("SELECT MAX(id) AS id FROM users").first<{ id: number | null }>())
        ?.id ?? 0) + 1;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
       INSERT INTO users (email, username, first_name, password_hash, email_verified_at, date_joined, updated_at)
       SELECT 'cost' || i || '@bench.test', 'cost' || i, 'Fan', 'bench', ?, ?, ? FROM n`,
    )
      .bind(LEAGUES * MEMBERS, stamp, stamp, stamp)
      .run();
    const leagues: number[] = [];
    for (let l = 0; l < LEAGUES; l++)
      leagues.push(
        await addBenchLeague({
          name: `Cost ${l}`,
          code: `COST${String(l).padStart(4, "0")}`,
          season: { id: season.seasonId, sport_id: season.sportId },
          firstUser: firstUser + l * MEMBERS,
          members: MEMBERS,
          now: stamp,
        }),
      );
    const tokens = await Promise.all(
      Array.from({ length: LEAGUES * MEMBERS }, (_, i) =>
        signAccessToken(env, { id: firstUser + i, username: `cost${i}` }, now),
      ),
    );

    // Every member submits the week: the last submit's figures, the mean and the range of all.
    const bytesBefore = await dbBytes();
    const submits: Cost[] = [];
    for (let i = 0; i < LEAGUES * MEMBERS; i++) {
      const league = leagues[Math.floor(i / MEMBERS)]!;
      submits.push(
        await cost("POST", "/api/weekly-picks/submit_picks/", tokens[i]!, weekOf(games, league, i)),
      );
    }
    const picksStored = (await env.DB.prepare("SELECT COUNT(*) AS n FROM picks").first<{
      n: number;
    }>())!.n;
    expect(picksStored).toBe(LEAGUES * MEMBERS * 5);
    const bytesPerSubmission = Math.round((await dbBytes()) - bytesBefore) / submits.length;
    const submit = submits.at(-1)!;
    const fan = tokens[1]!;
    const leagueId = leagues[0]!;

    const post = await cost("POST", "/api/message-board/", fan, {
      league: leagueId,
      content: "Lock of the week: the home side covers.",
    });
    const messageId = (post.json as { id: number }).id;
    const vote = await cost("POST", `/api/message-board/${messageId}/vote/`, tokens[2]!, {
      vote_type: "up",
    });
    const gamesAnswer = await cost("GET", `/api/sportsbook/games/?week=${WEEK}`, fan);

    // The week is over: every game final, then one run of the grading job.
    await env.DB.prepare(
      `UPDATE games SET status = 'final', home_score = 24 + (id % 7), away_score = 20 + (id % 5),
         kickoff_at = ?, scores_version = COALESCE(scores_version, 0) + 1 WHERE week = ?`,
    )
      .bind(new Date(now.getTime() - 5 * 3600_000).toISOString(), WEEK)
      .run();
    const gradeCounter = { statements: 0, rows_read: 0, rows_written: 0, db_ms: 0, raw_writes: 0 };
    const gradeStart = performance.now();
    const summary = await gradeFinishedGames(withMode(countingD1(env.DB, gradeCounter)), now);
    const gradeMs = Math.round(performance.now() - gradeStart);
    expect(summary.picks).toBe(LEAGUES * MEMBERS * 5);

    forgetStandingsInMemory();
    const standingsCold = await cost("GET", `/api/leagues/${leagueId}/standings/`, fan);
    const standingsWarm = await cost("GET", `/api/leagues/${leagueId}/standings/`, fan);
    const picks = summary.picks;
    const result = {
      generated_at: new Date().toISOString(),
      source: "D1 result meta (rows_read, rows_written) and statements sent, through the real app",
      fanout: FANOUT === "inline" ? "inline, counted (FANOUT_INLINE=1)" : "queue, not counted",
      leagues: LEAGUES,
      members_per_league: MEMBERS,
      games: GAMES,
      picks_per_submission: 5,
      submit_picks: figures(submit),
      submit_picks_mean: meanOf(submits),
      database_bytes_per_submission: Math.round(bytesPerSubmission),
      // Of which the stored answers of the Idempotency-Keys (kept a week, then purged).
      idempotency_bytes_per_submission: Math.round(
        (await env.DB.prepare(
          `SELECT SUM(LENGTH(response_body) + LENGTH(idempotency_key) + LENGTH(path) + 40) AS n
             FROM idempotency_keys WHERE path = '/api/weekly-picks/submit_picks/'`,
        ).first<{ n: number }>())!.n / submits.length,
      ),
      submit_picks_range: {
        rows_written: [
          Math.min(...submits.map((s) => s.rows_written)),
          Math.max(...submits.map((s) => s.rows_written)),
        ],
        rows_read: [
          Math.min(...submits.map((s) => s.rows_read)),
          Math.max(...submits.map((s) => s.rows_read)),
        ],
        statements: [
          Math.min(...submits.map((s) => s.statements)),
          Math.max(...submits.map((s) => s.statements)),
        ],
      },
      board_post: figures(post),
      board_vote: figures(vote),
      standings: figures(standingsCold),
      standings_kept: figures(standingsWarm),
      games_answer: figures(gamesAnswer),
      grade_week: {
        ...figures({ ...gradeCounter, status: 200 }),
        picks,
        games: summary.games,
        ms: gradeMs,
        per_pick: {
          rows_read: Math.round((gradeCounter.rows_read / picks) * 100) / 100,
          rows_written: Math.round((gradeCounter.rows_written / picks) * 100) / 100,
          statements: Math.round((gradeCounter.statements / picks) * 1000) / 1000,
          db_ms: round(gradeCounter.db_ms / picks, 4),
        },
      },
    };
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  },
);
