/**
 * Live leaderboard benchmark (run by `npm run bench:live`, not by `npm test`; issue 48, ADR 0409):
 * a 1,000-member league's week on a Saturday afternoon — five picks a member (one a lock), two
 * games final and graded, two live, one to come — answered by GET /api/leagues/{id}/live/ through
 * the real app with a D1 that counts statements and the rows D1 reports read. Then what 1,000
 * open leaderboards cost a minute: each polls once, answered 304 while nothing of the league's
 * week changed, 200 after a change (built once per isolate, then served from the kept week).
 */
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { app } from "#worker/app";
import { signAccessToken } from "#worker/http/access-token";
import { forgetLiveInMemory } from "#worker/live/queries";
import { serverNowForTests } from "../support";
import { countingD1, measure, seedBenchLeague } from "./measure";

const MEMBERS = 1_000;
const WEEK = 7;
const GAMES = 5;

const ctx = {
  waitUntil() {},
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext;

/** One request's statements, D1 rows read, status, bytes and ETag. */
async function cost(path: string, token: string, headers: Record<string, string> = {}) {
  const counter = { statements: 0, rows_read: 0 };
  const res = await app.fetch(
    new Request(`http://localhost${path}`, {
      headers: { authorization: `Bearer ${token}`, ...headers },
    }),
    { ...env, DB: countingD1(env.DB, counter) },
    ctx,
  );
  const text = await res.text();
  // What the wire carries: Cloudflare compresses JSON answers (gzip shown here).
  const gzip = text
    ? (
        await new Response(
          new Blob([text]).stream().pipeThrough(new CompressionStream("gzip")),
        ).arrayBuffer()
      ).byteLength
    : 0;
  return {
    status: res.status,
    bytes: text.length,
    gzip_bytes: gzip,
    etag: res.headers.get("etag"),
    ...counter,
  };
}

async function seed() {
  const db = env.DB;
  const { leagueId, season, firstUser, now, viewer } = await seedBenchLeague("live", MEMBERS);
  await db
    .prepare(
      "INSERT OR IGNORE INTO teams (id, school, abbreviation) VALUES (1, 'Home U', 'HOM'), (2, 'Away U', 'AWY')",
    )
    .run();
  // Two games final (21-17), two live (14-10), one to come.
  await db
    .prepare(
      `WITH RECURSIVE g(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM g WHERE i < ? - 1)
       INSERT INTO games (id, season_id, week, season_type, source_week, kickoff_at, source_kickoff_at,
         home_team_id, away_team_id, status, home_score, away_score, updated_at)
       SELECT 6000000 + i, ?, ?, 'regular', ?,
         CASE WHEN i < 4 THEN '2024-09-01T16:00:00.000Z' ELSE '2099-09-01T16:00:00.000Z' END,
         CASE WHEN i < 4 THEN '2024-09-01T16:00:00.000Z' ELSE '2099-09-01T16:00:00.000Z' END, 1, 2,
         CASE WHEN i < 2 THEN 'final' WHEN i < 4 THEN 'live' ELSE 'scheduled' END,
         CASE WHEN i < 2 THEN 21 WHEN i < 4 THEN 14 END, CASE WHEN i < 2 THEN 17 WHEN i < 4 THEN 10 END, ?
       FROM g`,
    )
    .bind(GAMES, season.id, WEEK, WEEK, now)
    .run();
  // Every member picks every game, home or away by (user, game); the first game is the lock.
  // The final games are graded: home -3.5 covers 21-17, away +3.5 does not.
  await db
    .prepare(
      `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion, picked_team_id,
         picked_value, spread_at_pick, odds_at_pick, is_lock, submitted_at, result, is_correct, points, graded_at)
       SELECT u.id, ?1, g.id, ?2, ?3, 'spread', 'full_game', s.team,
              CASE s.team WHEN 1 THEN '-3.5' ELSE '3.5' END, CASE s.team WHEN 1 THEN -3.5 ELSE 3.5 END, -110,
              g.id = 6000000, ?4,
              CASE WHEN g.status <> 'final' THEN NULL WHEN s.team = 1 THEN 'win' ELSE 'loss' END,
              CASE WHEN g.status <> 'final' THEN NULL WHEN s.team = 1 THEN 1 ELSE 0 END,
              CASE WHEN g.status <> 'final' OR s.team <> 1 THEN 0 WHEN g.id = 6000000 THEN 2 ELSE 1 END,
              CASE WHEN g.status = 'final' THEN ?4 END
       FROM users u CROSS JOIN games g
       CROSS JOIN (SELECT 1 AS team UNION ALL SELECT 2) s
       WHERE u.id >= ?5 AND u.id < ?5 + ?6 AND g.id BETWEEN 6000000 AND 6000000 + ?7 - 1
         AND s.team = 1 + (u.id * 7 + g.id) % 2`,
    )
    .bind(leagueId, season.id, WEEK, now, firstUser, MEMBERS, GAMES)
    .run();
  await db
    .prepare(
      `INSERT INTO league_week_points (league_id, user_id, week, points, picks_graded, wins, losses, pushes, voids,
         correct, lock_total, lock_correct, odds_sum, odds_count)
       SELECT league_id, user_id, week, SUM(points), COUNT(*), SUM(result = 'win'), SUM(result = 'loss'), 0, 0,
              SUM(is_correct), SUM(is_lock), SUM(is_lock AND is_correct), SUM(odds_at_pick), COUNT(odds_at_pick)
       FROM picks WHERE league_id = ? AND graded_at IS NOT NULL GROUP BY user_id, week`,
    )
    .bind(leagueId)
    .run();
  return { leagueId, viewer };
}

it(
  "the live leaderboard of a 1,000-member league, and 1,000 open ones a minute",
  { timeout: 600_000 },
  async () => {
    const { leagueId, viewer } = await seed();
    const token = await signAccessToken(env, viewer, await serverNowForTests());
    const path = `/api/leagues/${leagueId}/live/?week=${WEEK}`;
    const rowsOf = (body: unknown) => (body as { rows: unknown[] }).rows.length;

    const warm = await measure(path, token, { rowsOf });
    const firstRead = await measure(path, token, {
      rowsOf,
      before: async () => forgetLiveInMemory(),
    });

    // One request of each kind, with D1's rows read.
    forgetLiveInMemory();
    const build = await cost(path, token);
    const kept = await cost(path, token);
    const notModified = await cost(path, token, { "if-none-match": kept.etag! });
    expect([build.status, kept.status, notModified.status]).toEqual([200, 200, 304]);
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const start = performance.now();
      const r = await cost(path, token, { "if-none-match": kept.etag! });
      times.push(performance.now() - start);
      expect(r.status).toBe(304);
    }
    times.sort((a, b) => a - b);

    // The week's last game kicks off: no pick of the week can change now, the stamp reads none.
    await env.DB.prepare(
      "UPDATE games SET status = 'live', home_score = 0, away_score = 0, kickoff_at = '2024-09-01T20:00:00.000Z' WHERE id = ?",
    )
      .bind(6000000 + GAMES - 1)
      .run();
    const closedKept = await cost(path, token);
    const closed304 = await cost(path, token, { "if-none-match": closedKept.etag! });
    expect(closed304.status).toBe(304);

    // 1,000 open leaderboards, each polling once a minute (none while its page is hidden).
    const screens = 1_000;
    const minute = (answer: typeof kept, isolates: number) => ({
      requests: screens,
      d1_statements: screens * answer.statements + isolates * (build.statements - kept.statements),
      d1_rows_read: screens * answer.rows_read + isolates * (build.rows_read - kept.rows_read),
      bytes_sent: screens * answer.bytes,
      gzip_bytes_sent: screens * answer.gzip_bytes,
    });
    const result = {
      generated_at: new Date().toISOString(),
      members: MEMBERS,
      picks_per_member: GAMES,
      games: { final_graded: 2, live: 2, to_come: 1 },
      goal: "a 1,000-member league's live answer <= 50 ms warm; the cost of 1,000 open leaderboards a minute",
      note: "ENVIRONMENT=development: every request also reads the dev clock (one statement, one row), which production does not. rows_read as local D1 reports it (meta.rows_read); first() is read as all() to see it.",
      live_warm: warm,
      live_first_read_in_isolate: firstRead,
      live_304_median_ms: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10,
      per_request: {
        built: build,
        kept_200: kept,
        not_modified_304: notModified,
        not_modified_304_after_last_kickoff: closed304,
      },
      per_minute_1000_open: {
        quiet_minute_all_304: minute(notModified, 0),
        quiet_minute_all_304_after_last_kickoff: minute(closed304, 0),
        changed_minute_all_200_one_isolate: minute(kept, 1),
        changed_minute_all_200_ten_isolates: minute(kept, 10),
      },
    };
    expect(warm.rows).toBe(MEMBERS);
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  },
);
