/**
 * Survivor grading (issue 47, docs/decisions/0407-survivor-and-auto-pick.md), in the minute cron
 * after the season's own grading. A league's weeks are graded in order, from the first week any
 * member picked, each once (survivor_weeks): a week is graded when its last game (the latest
 * kickoff of the week in the league's season) has kicked off and every game picked in it is final
 * or void. Then every member alive at its start gets a result: the pick's (survivorResult), or a
 * missed-week loss row when they made none. The all-out rule (isAllOut) is recorded on the week.
 * When the week leaves exactly one fan alive, the winner is posted on the board and notified.
 */
import {
  isAllOut,
  survivorResult,
  type SurvivorResult,
  type SurvivorStatus,
} from "#domain/survivor/rules";
import type { Env } from "#worker/env";
import { survivorWinnerPostStatement } from "#worker/board/queries";
import { emitSurvivorEvents, type SurvivorEvent } from "./events";
import {
  loadSurvivorPool,
  poolStatuses,
  pushRuleOf,
  SURVIVOR_WEEK_ENDS_SQL,
  survivorWeekRange,
  type SurvivorLeague,
} from "./queries";

interface GradingLeague extends SurvivorLeague {
  name: string;
}

interface PickedGame {
  id: number;
  status: string;
  home_team_id: number;
  home_score: number | null;
  away_score: number | null;
}

const alive = (statuses: Map<number, SurvivorStatus>) =>
  [...statuses.values()].filter((s) => s.status === "alive");

/** Grades every survivor league's weeks that are ready; answers how many weeks were graded. */
export async function gradeSurvivorLeagues(env: Env, now: Date): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT l.id, l.name, l.season_id, s.key AS sport_key, l.include_week_0, l.survivor_lives,
            l.survivor_pick_type, l.survivor_push
     FROM leagues l JOIN sports s ON s.id = l.sport_id
     WHERE l.pool_format = 'survivor' AND l.is_active = 1
       AND EXISTS (SELECT 1 FROM survivor_picks sp WHERE sp.league_id = l.id)`,
  ).all<GradingLeague>();
  let graded = 0;
  for (const league of results) graded += await gradeLeague(env, league, now);
  return graded;
}

async function gradeLeague(env: Env, league: GradingLeague, now: Date): Promise<number> {
  const db = env.DB;
  const range = survivorWeekRange(league);
  const { results: weeks } = await db
    .prepare(
      `${SURVIVOR_WEEK_ENDS_SQL}
         AND week >= (SELECT MIN(week) FROM survivor_picks WHERE league_id = ?4 AND game_id IS NOT NULL)
         AND week NOT IN (SELECT week FROM survivor_weeks WHERE league_id = ?4)
       GROUP BY week ORDER BY week`,
    )
    .bind(league.season_id, range.first, range.last, league.id)
    .all<{ week: number; last_kickoff: string }>();
  let graded = 0;
  for (const { week, last_kickoff } of weeks) {
    if (Date.parse(last_kickoff) > now.getTime()) break;
    if (!(await gradeWeek(env, league, week, last_kickoff, now))) break;
    graded += 1;
  }
  return graded;
}

/** Grades one week; false while a game picked in it is not final or void yet. */
async function gradeWeek(
  env: Env,
  league: GradingLeague,
  week: number,
  lastKickoff: string,
  now: Date,
): Promise<boolean> {
  const db = env.DB;
  const pool = await loadSurvivorPool(db, league.id);
  const rows = pool.picks.filter((p) => p.week === week && p.game_id !== null);
  const { results: games } = await db
    .prepare(
      `SELECT id, status, home_team_id, home_score, away_score FROM games
       WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(rows.map((r) => r.game_id)))
    .all<PickedGame>();
  const byId = new Map(games.map((g) => [g.id, g]));
  if (rows.some((r) => !["final", "void"].includes(byId.get(r.game_id!)?.status ?? "")))
    return false;

  const before = poolStatuses(league, pool);
  const joined = new Map(pool.members.map((m) => [m.user_id, m.joined_at]));
  // Who plays the week: alive at its start, and a member before its last game kicked off.
  const playing = alive(before).filter(
    (s) => Date.parse(joined.get(s.user_id)!) < Date.parse(lastKickoff),
  );
  const spreads = new Map(
    (
      await db
        .prepare(
          "SELECT user_id, spread_at_pick FROM survivor_picks WHERE league_id = ? AND week = ?",
        )
        .bind(league.id, week)
        .all<{ user_id: number; spread_at_pick: number | null }>()
    ).results.map((r) => [r.user_id, r.spread_at_pick]),
  );
  const results = new Map<number, SurvivorResult>();
  for (const s of playing) {
    const row = rows.find((r) => r.user_id === s.user_id);
    const game = row && byId.get(row.game_id!);
    if (!row || !game) {
      results.set(s.user_id, "loss");
      continue;
    }
    const home = row.team_id === game.home_team_id;
    results.set(
      s.user_id,
      survivorResult({
        pickType: league.survivor_pick_type === "spread" ? "spread" : "straight_up",
        status: game.status === "void" ? "void" : "final",
        teamScore: home ? game.home_score : game.away_score,
        otherScore: home ? game.away_score : game.home_score,
        spreadAtPick: spreads.get(s.user_id) ?? null,
      }),
    );
  }
  const push = pushRuleOf(league.survivor_push);
  const allOut = isAllOut(playing, results, push);
  const at = now.toISOString();
  const writes = [...results].map(([userId, result]) =>
    rows.some((r) => r.user_id === userId)
      ? db
          .prepare(
            "UPDATE survivor_picks SET result = ?, graded_at = ? WHERE league_id = ? AND user_id = ? AND week = ? AND result IS NULL",
          )
          .bind(result, at, league.id, userId, week)
      : db
          .prepare(
            `INSERT INTO survivor_picks (league_id, user_id, week, result, submitted_at, graded_at)
             VALUES (?, ?, ?, 'loss', ?, ?) ON CONFLICT (league_id, user_id, week) DO NOTHING`,
          )
          .bind(league.id, userId, week, at, at),
  );
  writes.push(
    db
      .prepare(
        "INSERT INTO survivor_weeks (league_id, week, all_out, graded_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
      )
      .bind(league.id, week, allOut ? 1 : 0, at),
  );
  await db.batch(writes);

  const after = poolStatuses(league, await loadSurvivorPool(db, league.id));
  const out = [...after.values()].filter((s) => s.eliminated_week === week).map((s) => s.user_id);
  // A fan out this week keeps no pick of a later week (made ahead, never to be graded).
  if (out.length)
    await db
      .prepare(
        "DELETE FROM survivor_picks WHERE league_id = ? AND week > ? AND user_id IN (SELECT value FROM json_each(?))",
      )
      .bind(league.id, week, JSON.stringify(out))
      .run();
  const left = alive(after);
  if (left.length === 1 && alive(before).length > 1)
    await announceWinner(env, league, left[0]!, week, now);
  return true;
}

async function announceWinner(
  env: Env,
  league: GradingLeague,
  winner: SurvivorStatus,
  week: number,
  now: Date,
) {
  const db = env.DB;
  const user = await db
    .prepare("SELECT username FROM users WHERE id = ?")
    .bind(winner.user_id)
    .first<{ username: string }>();
  if (!user) return;
  await survivorWinnerPostStatement(
    db,
    { leagueId: league.id, username: user.username, week },
    now.toISOString(),
  ).run();
  const event: SurvivorEvent = {
    type: "winner",
    leagueId: league.id,
    leagueName: league.name,
    winnerId: winner.user_id,
    winnerName: user.username,
    week,
  };
  await emitSurvivorEvents(env, [event], now);
}
