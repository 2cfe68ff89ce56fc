/**
 * Stats benchmark (run by `npm run bench:stats`, not by `npm test`): a user with 5,000 graded
 * picks over five leagues, three seasons, 120 teams in 10 conferences (spread, total, moneyline and
 * team-prop picks, some pushes and voids), then GET /api/user-stats/my_stats/, available_filters/
 * and progress/ through the real app with a D1 that counts statements. A user with a handful of
 * picks shows the statement count does not depend on the history.
 */
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { signAccessToken } from "#worker/http/access-token";
import { serverNowForTests } from "../support";
import { addBenchLeague, measure, seedBenchLeague } from "./measure";

const LEAGUES = 5;
const GAMES = 1_000;
const TEAMS = 120;
const CONFERENCES = 10;
const MEMBERS = 20;
const WEEKS = 15;
const FIRST_TEAM = 8_000_000;
const FIRST_GAME = 8_100_000;
const BIG_LEAGUE = 10_000;

type Body = {
  allTime?: { wins: number; losses: number };
  teams?: unknown[];
  leagues?: { weeks: unknown[] }[];
};
const rowsOf = (body: unknown) => {
  const b = body as Body;
  if (b.allTime) return b.allTime.wins + b.allTime.losses;
  if (b.leagues) return b.leagues.reduce((n, l) => n + l.weeks.length, 0);
  return b.teams?.length ?? 0;
};

async function seed() {
  const db = env.DB;
  const { leagueId, season, firstUser, now, viewer } = await seedBenchLeague("stats", MEMBERS);
  await db.batch([
    db
      .prepare(
        "INSERT OR IGNORE INTO seasons (sport_id, year, name, is_current) VALUES (?1, 2022, '2022 Season', 0), (?1, 2023, '2023 Season', 0)",
      )
      .bind(season.sport_id),
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${CONFERENCES} - 1)
       INSERT OR IGNORE INTO conferences (name, slug) SELECT 'Bench Conference ' || i, 'bench_' || i FROM n`,
    ),
  ]);
  const seasons = (
    await db
      .prepare("SELECT id FROM seasons WHERE sport_id = ? ORDER BY year")
      .bind(season.sport_id)
      .all<{ id: number }>()
  ).results.map((s) => s.id);
  await db
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${TEAMS} - 1)
       INSERT OR IGNORE INTO teams (id, school, abbreviation, conference_id)
       SELECT ${FIRST_TEAM} + i, 'Bench Team ' || i, 'B' || i,
         (SELECT id FROM conferences WHERE slug = 'bench_' || (i % ${CONFERENCES})) FROM n`,
    )
    .run();
  // Games spread over the three seasons and 15 weeks; home i % 120 never equals away (odd offset).
  await db
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${GAMES} - 1)
       INSERT INTO games (id, season_id, week, season_type, source_week, kickoff_at, source_kickoff_at,
         home_team_id, away_team_id, status, home_score, away_score, updated_at)
       SELECT ${FIRST_GAME} + i, json_extract(?1, '$[' || (i % 3) || ']'), (i / 3) % ${WEEKS}, 'regular',
         (i / 3) % ${WEEKS}, ?2, ?2, ${FIRST_TEAM} + i % ${TEAMS}, ${FIRST_TEAM} + (i * 7 + 1) % ${TEAMS},
         'final', 24, 17, ?2
       FROM n`,
    )
    .bind(JSON.stringify(seasons), now)
    .run();
  await db
    .prepare(
      `INSERT INTO props (game_id, kind, team_id, prop_type, subcategory, display_name, line_value, updated_at)
       SELECT id, 'team', home_team_id, 'team_total_points', 'Team Total', 'Team Total', 27.5, ?
       FROM games WHERE id >= ${FIRST_GAME}`,
    )
    .bind(now)
    .run();
  // Four more leagues of the same members.
  const leagues = [leagueId];
  for (let l = 1; l < LEAGUES; l++) {
    leagues.push(
      await addBenchLeague({
        name: `Bench stats ${l}`,
        code: `BSTAT${l}XX`,
        season,
        firstUser,
        members: MEMBERS,
        now,
      }),
    );
  }
  // The viewer's picks: every game in every league (5,000), the type and outcome from (game, league).
  await db
    .prepare(
      `WITH l(league_id, k) AS (SELECT value, key FROM json_each(?1)),
       p AS (SELECT g.*, l.league_id, l.k, (g.id + l.k) % 4 AS t, (g.id * 31 + l.k * 17) % 11 AS h
             FROM games g CROSS JOIN l WHERE g.id >= ${FIRST_GAME})
       INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion,
         picked_team_id, picked_value, prop_id, spread_at_pick, total_at_pick, odds_at_pick,
         submitted_at, result, is_correct, points, graded_at)
       SELECT ?2, p.league_id, p.id, p.season_id, p.week,
         CASE p.t WHEN 0 THEN 'spread' WHEN 1 THEN 'over_under' WHEN 2 THEN 'moneyline' ELSE 'team_prop' END,
         'full_game',
         CASE WHEN p.t IN (0, 2) THEN CASE WHEN p.h % 2 = 0 THEN p.home_team_id ELSE p.away_team_id END END,
         CASE p.t WHEN 0 THEN CAST(((p.id * 7 + p.k) % 41 - 20) * 0.5 AS TEXT)
           WHEN 2 THEN NULL ELSE CASE WHEN p.h % 2 = 0 THEN 'over' ELSE 'under' END END,
         CASE WHEN p.t = 3 THEN (SELECT pr.id FROM props pr WHERE pr.game_id = p.id) END,
         CASE WHEN p.t = 0 THEN ((p.id * 7 + p.k) % 41 - 20) * 0.5 END,
         CASE WHEN p.t = 1 THEN 35 + (p.id % 50) * 0.5 END,
         -110, ?3,
         CASE WHEN p.h < 6 THEN 'win' WHEN p.h < 10 THEN 'loss' WHEN p.id % 2 = 0 THEN 'push' ELSE 'void' END,
         CASE WHEN p.h < 6 THEN 1 WHEN p.h < 10 THEN 0 END,
         CASE WHEN p.h < 6 THEN 1 ELSE 0 END, ?3
       FROM p`,
    )
    .bind(JSON.stringify(leagues), viewer.id, now)
    .run();
  // What grading keeps per member and week in each league (the progress charts read these).
  await db
    .prepare(
      `WITH RECURSIVE w(week) AS (SELECT 0 UNION ALL SELECT week + 1 FROM w WHERE week < ${WEEKS} - 1)
       INSERT INTO league_week_points (league_id, user_id, week, points, picks_graded, wins, losses)
       SELECT m.league_id, m.user_id, w.week, (m.user_id * 7 + w.week * 3 + m.league_id) % 6, 5, 3, 2
       FROM league_members m CROSS JOIN w WHERE m.league_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(leagues))
    .run();
  // A second user (a member too) with a handful of picks: the statement count must be the same.
  await db
    .prepare(
      `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion,
         picked_team_id, spread_at_pick, submitted_at, result, is_correct)
       SELECT ?, ?, id, season_id, week, 'spread', 'full_game', home_team_id, -3.5, ?, 'win', 1
       FROM games WHERE id >= ${FIRST_GAME} LIMIT 5`,
    )
    .bind(firstUser + 1, leagueId, now)
    .run();
  return { viewer, small: { id: firstUser + 1, username: "stats1" } };
}

/** A league of 10,000 members with 15 graded weeks: progress ranks every member each week. */
async function seedBigLeague() {
  const { leagueId, viewer } = await seedBenchLeague("statsbig", BIG_LEAGUE);
  await env.DB.prepare(
    `WITH RECURSIVE w(week) AS (SELECT 0 UNION ALL SELECT week + 1 FROM w WHERE week < ${WEEKS} - 1)
     INSERT INTO league_week_points (league_id, user_id, week, points, picks_graded, wins, losses)
     SELECT m.league_id, m.user_id, w.week, (m.user_id * 7 + w.week * 3) % 6, 5, 3, 2
     FROM league_members m CROSS JOIN w WHERE m.league_id = ?`,
  )
    .bind(leagueId)
    .run();
  return viewer;
}

it(
  "stats of a user with 5,000 graded picks: fixed query count, one request",
  { timeout: 600_000 },
  async () => {
    const seedStart = performance.now();
    const { viewer, small } = await seed();
    const seedMs = Math.round(performance.now() - seedStart);
    const bigViewer = await seedBigLeague();
    const now = await serverNowForTests();
    const token = await signAccessToken(env, viewer, now);
    const smallToken = await signAccessToken(env, small, now);
    const bigToken = await signAccessToken(env, bigViewer, now);
    const picks = (await env.DB.prepare("SELECT COUNT(*) AS n FROM picks WHERE user_id = ?")
      .bind(viewer.id)
      .first<{ n: number }>())!.n;

    const query = "?spread_threshold=7&spread_operator=gte&total_threshold=45&total_operator=lte";
    const result = {
      generated_at: new Date().toISOString(),
      picks,
      leagues: LEAGUES,
      seasons: 3,
      teams: TEAMS,
      members_per_league: MEMBERS,
      graded_weeks: WEEKS,
      seed_ms: seedMs,
      goal: "my_stats <= 50 ms median locally for 5,000 graded picks; fixed D1 query count",
      note: "rows: my_stats = decided picks, available_filters = teams, progress = league-weeks",
      my_stats: await measure(`/api/user-stats/my_stats/${query}`, token, { rowsOf, runs: 21 }),
      available_filters: await measure("/api/user-stats/available_filters/", token, { rowsOf }),
      progress: await measure("/api/user-stats/progress/", token, { rowsOf }),
      // One league of 10,000 members: the ranks are computed over every member's weeks.
      progress_league_of_10000: await measure("/api/user-stats/progress/", bigToken, { rowsOf }),
      small_user: {
        picks: 5,
        my_stats: await measure(`/api/user-stats/my_stats/${query}`, smallToken, { rowsOf }),
        available_filters: await measure("/api/user-stats/available_filters/", smallToken, {
          rowsOf,
        }),
        progress: await measure("/api/user-stats/progress/", smallToken, { rowsOf }),
      },
    };
    expect(picks).toBe(LEAGUES * GAMES);
    expect(result.progress.rows).toBe(LEAGUES * WEEKS);
    for (const path of ["my_stats", "available_filters", "progress"] as const)
      expect(result[path].d1_queries).toBe(result.small_user[path].d1_queries);
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  },
);
