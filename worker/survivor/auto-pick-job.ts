/**
 * Survivor auto-pick (cron, every minute, after the standard and confidence auto-pick; the dev
 * clock runs it too). Issue 47, ADR 0407; the rule is domain/survivor/auto-pick.ts.
 *
 * Guarantees:
 * - For each active survivor league with auto-pick on and a limit above 0, each survivor week
 *   (regular season, `survivorWeekRange`) whose moment has passed (one hour before the kickoff of
 *   the week's last game, `SURVIVOR_WEEK_ENDS_SQL`, the game grading waits for) while that game is
 *   still ahead: every active member who is not eliminated, has no row for the week and fewer
 *   auto-picked weeks than the limit gets the rule's team, among the teams they have not used
 *   (a member who joined after the last kickoff does not play the week, as grading counts it).
 * - The pick is written by the pick route's own statement (`survivorPickStatement`, is_auto), so
 *   the kickoff guard holds and the line is stored as a fan's pick stores it; an auto pick only
 *   inserts, so a pick the fan made (even a moment before) is never replaced.
 * - Idempotent: the pick and the week's `auto_pick_runs` row commit in one batch, and the run
 *   row is written only when the pick was; a second run finds both and makes nothing.
 * - The member hears it once (the `auto_picked` pick event, worker/notifications/listeners.ts).
 */
import { storedAutoPick } from "#domain/leagues/auto-pick-settings";
import {
  chooseSurvivorAutoPick,
  survivorAutoPickDue,
  type SurvivorAutoPickGame,
} from "#domain/survivor/auto-pick";
import { usedTeams } from "#domain/survivor/rules";
import type { Env } from "#worker/env";
import { emitPickEvents, type PickEvent } from "#worker/picks/events";
import {
  loadSurvivorPool,
  poolStatuses,
  SURVIVOR_WEEK_ENDS_SQL,
  survivorPickStatement,
  survivorWeekRange,
  type SurvivorLeague,
} from "./queries";

/** A week's moment is an hour before its last kickoff: a week ahead covers every due week. */
const LOOKAHEAD_MS = 8 * 24 * 3_600_000;

interface AutoPickLeague extends SurvivorLeague {
  name: string;
  auto_pick: string;
  auto_pick_limit: number;
}

export async function runSurvivorAutoPicks(env: Env, now: Date): Promise<void> {
  const db = env.DB;
  const { results: leagues } = await db
    .prepare(
      `SELECT l.id, l.name, l.season_id, s.key AS sport_key, l.include_week_0, l.survivor_lives,
              l.survivor_pick_type, l.survivor_push, l.auto_pick, l.auto_pick_limit
       FROM leagues l JOIN sports s ON s.id = l.sport_id
       WHERE l.pool_format = 'survivor' AND l.is_active = 1 AND l.auto_pick != 'off'
         AND l.auto_pick_limit > 0
         AND l.season_id IN (SELECT DISTINCT season_id FROM games
           WHERE status = 'scheduled' AND kickoff_at > ? AND kickoff_at <= ?)`,
    )
    .bind(now.toISOString(), new Date(now.getTime() + LOOKAHEAD_MS).toISOString())
    .all<AutoPickLeague>();
  const events: PickEvent[] = [];
  for (const league of leagues) {
    const range = survivorWeekRange(league);
    const { results: weeks } = await db
      .prepare(`${SURVIVOR_WEEK_ENDS_SQL} GROUP BY week ORDER BY week`)
      .bind(league.season_id, range.first, range.last)
      .all<{ week: number; last_kickoff: string }>();
    for (const { week, last_kickoff } of weeks)
      if (survivorAutoPickDue(last_kickoff, now))
        events.push(...(await pickWeek(db, league, week, last_kickoff, now)));
  }
  await emitPickEvents(env, events, now);
}

/** One league's due week: each member due gets a pick (one batch each). */
async function pickWeek(
  db: D1Database,
  league: AutoPickLeague,
  week: number,
  lastKickoff: string,
  now: Date,
): Promise<PickEvent[]> {
  const mode = storedAutoPick(league.auto_pick);
  if (mode === "off") return [];
  const [pool, runs, games] = await Promise.all([
    loadSurvivorPool(db, league.id),
    db
      .prepare("SELECT user_id, week FROM auto_pick_runs WHERE league_id = ?")
      .bind(league.id)
      .all<{ user_id: number; week: number }>(),
    db
      .prepare(
        `SELECT g.id, g.kickoff_at, g.status, g.home_team_id, g.away_team_id, o.home_spread,
                o.away_spread, o.home_ml_odds, o.away_ml_odds
         FROM games g LEFT JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
         WHERE g.season_id = ? AND g.week = ?`,
      )
      .bind(league.season_id, week)
      .all<SurvivorAutoPickGame>(),
  ]);
  const statuses = poolStatuses(league, pool);
  const at = now.toISOString();
  const events: PickEvent[] = [];
  for (const member of pool.members) {
    const id = member.user_id;
    const mine = pool.picks.filter((p) => p.user_id === id);
    const autoWeeks = runs.results.filter((r) => r.user_id === id);
    // Who plays the week, as grading counts them: alive, and a member before its last kickoff.
    if (statuses.get(id)?.status !== "alive") continue;
    if (Date.parse(member.joined_at) >= Date.parse(lastKickoff)) continue;
    if (mine.some((p) => p.week === week) || autoWeeks.some((r) => r.week === week)) continue;
    if (autoWeeks.length >= league.auto_pick_limit) continue;
    const choice = chooseSurvivorAutoPick({
      mode,
      pickType: league.survivor_pick_type === "spread" ? "spread" : "straight_up",
      games: games.results,
      used: usedTeams(mine, week),
      now,
    });
    if (!choice) continue;
    const written = await db.batch([
      survivorPickStatement(db, {
        leagueId: league.id,
        userId: id,
        week,
        gameId: choice.gameId,
        teamId: choice.teamId,
        spread: choice.spread,
        isAuto: true,
        at,
      }),
      // Counted only when the pick above was written (not refused by a kickoff or a fan's row).
      db
        .prepare(
          `INSERT INTO auto_pick_runs (league_id, user_id, week, made_at, picks)
           SELECT ?1, ?2, ?3, ?4, 1 WHERE EXISTS (SELECT 1 FROM survivor_picks
             WHERE league_id = ?1 AND user_id = ?2 AND week = ?3 AND is_auto = 1 AND submitted_at = ?4)
           ON CONFLICT DO NOTHING`,
        )
        .bind(league.id, id, week, at),
    ]);
    if (!written[1]?.meta.changes) continue;
    events.push({
      type: "auto_picked",
      userId: id,
      leagueId: league.id,
      league: league.name,
      sportKey: league.sport_key,
      week,
      picks: 1,
      survivor: true,
    });
  }
  return events;
}
