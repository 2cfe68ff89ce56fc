/**
 * Seed step (after the demo leagues): the survivor pools' history (issue 47, ADR 0407). Week by
 * week of the replayed regular season, every member still alive picks one team they have not used
 * (a member's own habit, from a small deterministic hash: the biggest favourite, a modest one, now
 * and then an underdog), and the real survivor grading runs at the moment the week's last game
 * kicked off, so lives, eliminations, the all-out rule and a winner come out exactly as the
 * minute cron would have made them. Where the pool has auto-pick on, one member forgot a week and
 * the server's rule picked for them (is_auto, counted in auto_pick_runs); where it is off, one
 * member's missed week costs a life. Of the week being played, half the members still alive have
 * already picked a game that has not kicked off. Idempotent: a week graded before is skipped.
 */
import type { Env } from "#worker/env";
import { serverNow } from "#worker/http/clock";
import { gradeSurvivorLeagues } from "#worker/survivor/grading";
import {
  loadSurvivorPool,
  poolStatuses,
  survivorPickStatement,
  survivorWeekRange,
} from "#worker/survivor/queries";
import {
  chooseSurvivorAutoPick,
  survivorAutoPickMoment,
  type SurvivorAutoPickChoice,
  type SurvivorAutoPickGame,
} from "#domain/survivor/auto-pick";
import { hash } from "./seed-demo-picks";

const SURVIVOR_CODES = ["SRVNFL24", "LASTFN24"] as const;

interface PoolRow {
  id: number;
  code: string;
  season_id: number;
  sport_key: string;
  include_week_0: number;
  survivor_lives: number;
  survivor_pick_type: string;
  survivor_push: string;
  auto_pick: string;
}

/** A game of the season's survivor weeks, with its full-game line (the auto-pick rule's game). */
interface WeekGame extends SurvivorAutoPickGame {
  week: number;
}

/** A team a member could pick: the game, the side and the team's own line (negative: favoured). */
interface Option {
  gameId: number;
  teamId: number;
  spread: number;
  kickoff: string;
}

const optionsOf = (games: readonly WeekGame[]): Option[] =>
  games.flatMap((g) =>
    g.home_spread === null
      ? []
      : [
          { gameId: g.id, teamId: g.home_team_id, spread: g.home_spread, kickoff: g.kickoff_at },
          { gameId: g.id, teamId: g.away_team_id, spread: -g.home_spread, kickoff: g.kickoff_at },
        ],
  );

/**
 * A member's pick of a week among the teams they have not used, by the member's habit: one of the
 * three biggest favourites, one of the next ones, or a favourite by a field goal to ten points;
 * and one week in fifteen an underdog of a touchdown or less.
 */
function demoChoice(options: readonly Option[], key: string): Option | null {
  if (!options.length) return null;
  const bySize = [...options].sort((a, b) => a.spread - b.spread || a.gameId - b.gameId);
  const roll = hash(key);
  const pickFrom = (list: readonly Option[]) => (list.length ? list[roll % list.length]! : null);
  const dog =
    roll % 15 === 0 ? pickFrom(bySize.filter((o) => o.spread > 0 && o.spread <= 7)) : null;
  const habit = hash(key.split(":").slice(0, 2).join(":")) % 3;
  const favourites = bySize.filter((o) => o.spread < 0);
  const choice =
    habit === 0
      ? pickFrom(favourites.slice(0, 3))
      : habit === 1
        ? pickFrom(favourites.slice(3, 8))
        : pickFrom(favourites.filter((o) => o.spread <= -3 && o.spread >= -10));
  return dog ?? choice ?? bySize[0]!;
}

export async function seedDemoSurvivor(env: Env): Promise<string> {
  const db = env.DB;
  const now = await serverNow(env);
  const { results: pools } = await db
    .prepare(
      `SELECT l.id, l.code, l.season_id, s.key AS sport_key, l.include_week_0, l.survivor_lives,
              l.survivor_pick_type, l.survivor_push, l.auto_pick
       FROM leagues l JOIN sports s ON s.id = l.sport_id
       WHERE l.pool_format = 'survivor' AND l.code IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(SURVIVOR_CODES))
    .all<PoolRow>();
  let picks = 0;
  let weeks = 0;
  for (const pool of pools) {
    const made = await seedPool(env, pool, now);
    picks += made.picks;
    weeks += made.weeks;
  }
  return `${pools.length} survivor pools, ${picks} picks added, ${weeks} weeks graded`;
}

async function seedPool(env: Env, pool: PoolRow, now: Date) {
  const db = env.DB;
  const range = survivorWeekRange(pool);
  const { results: games } = await db
    .prepare(
      `SELECT g.id, g.week, g.kickoff_at, g.status, g.home_team_id, g.away_team_id, o.home_spread,
              o.away_spread, o.home_ml_odds, o.away_ml_odds
       FROM games g LEFT JOIN odds o ON o.game_id = g.id AND o.game_portion = 'full_game'
       WHERE g.season_id = ? AND g.week BETWEEN ? AND ? ORDER BY g.week, g.kickoff_at, g.id`,
    )
    .bind(pool.season_id, range.first, range.last)
    .all<WeekGame>();
  const graded = new Set(
    (
      await db
        .prepare("SELECT week FROM survivor_weeks WHERE league_id = ?")
        .bind(pool.id)
        .all<{ week: number }>()
    ).results.map((r) => r.week),
  );
  // The member who forgets a week: the auto-picked one where auto-pick is on, else a lost life.
  const forgetfulWeek = range.first + 2;
  let picks = 0;
  let weeks = 0;
  for (let week = range.first; week <= range.last; week += 1) {
    const weekGames = games.filter((g) => g.week === week);
    if (!weekGames.length) continue;
    const lastKickoff = weekGames.reduce((a, g) => (g.kickoff_at > a ? g.kickoff_at : a), "");
    const done = weekGames.every((g) => g.status === "final" || g.status === "void");
    if (graded.has(week)) continue;
    const state = await loadSurvivorPool(db, pool.id);
    const statuses = poolStatuses(pool, state);
    const aliveIds = state.members
      .map((m) => m.user_id)
      .filter((id) => statuses.get(id)?.status === "alive");
    const used = (userId: number) =>
      new Set(state.picks.filter((p) => p.user_id === userId).map((p) => p.team_id));
    const open = (o: Option) => done || Date.parse(o.kickoff) > now.getTime();
    const statements: D1PreparedStatement[] = [];
    const runs: D1PreparedStatement[] = [];
    for (const [index, userId] of aliveIds.entries()) {
      if (state.picks.some((p) => p.user_id === userId && p.week === week)) continue;
      // The week being played: half the members alive have picked already, the rest have not.
      if (!done && hash(`${pool.code}:${userId}:${week}:early`) % 2 === 0) continue;
      const forgot = done && week === forgetfulWeek && index === 1;
      const unused = used(userId);
      const options = optionsOf(weekGames).filter((o) => !unused.has(o.teamId) && open(o));
      // The forgetful member's week as the server's rule picked it at its moment, the games not
      // kicked off then still scheduled (where auto-pick is on; else the week stays empty).
      const moment = survivorAutoPickMoment(lastKickoff);
      const choice: SurvivorAutoPickChoice | null = forgot
        ? pool.auto_pick === "off"
          ? null
          : chooseSurvivorAutoPick({
              mode: pool.auto_pick === "home" ? "home" : "favorite",
              pickType: pool.survivor_pick_type === "spread" ? "spread" : "straight_up",
              games: weekGames.map((g) => ({ ...g, status: "scheduled" })),
              used: new Set([...unused].filter((t) => t !== null)),
              now: moment,
            })
        : demoChoice(options, `${pool.code}:${userId}:${week}`);
      if (!choice) continue;
      const kickoff = weekGames.find((g) => g.id === choice.gameId)!.kickoff_at;
      // A finished week's pick was made the day before its game; an early pick of this week now.
      const at = done ? (forgot ? moment : new Date(Date.parse(kickoff) - 86_400_000)) : now;
      statements.push(historicPick(db, pool, userId, week, choice, forgot, at.toISOString(), done));
      if (forgot)
        runs.push(
          db
            .prepare(
              `INSERT INTO auto_pick_runs (league_id, user_id, week, made_at, picks) VALUES (?, ?, ?, ?, 1)
               ON CONFLICT DO NOTHING`,
            )
            .bind(pool.id, userId, week, at.toISOString()),
        );
    }
    if (statements.length) {
      const results = await db.batch([...statements, ...runs]);
      for (const r of results.slice(0, statements.length)) picks += r.meta.changes;
    }
    if (!done) break;
    // The real grading, at the moment the week's last game kicked off (all its games are final).
    weeks += await gradeSurvivorLeagues(env, new Date(Date.parse(lastKickoff) + 60_000));
  }
  return { picks, weeks };
}

/**
 * A pick of a finished week is written as it was made then (the kickoff guard of the live
 * statement would refuse a game already played); a pick of the week being played goes through
 * the live statement, so its guard holds.
 */
function historicPick(
  db: D1Database,
  pool: Pick<PoolRow, "id">,
  userId: number,
  week: number,
  choice: SurvivorAutoPickChoice,
  isAuto: boolean,
  at: string,
  finished: boolean,
) {
  const { spread } = choice;
  if (!finished)
    return survivorPickStatement(db, {
      leagueId: pool.id,
      userId,
      week,
      gameId: choice.gameId,
      teamId: choice.teamId,
      spread,
      isAuto,
      at,
    });
  return db
    .prepare(
      `INSERT INTO survivor_picks (league_id, user_id, week, game_id, team_id, spread_at_pick, is_auto, submitted_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (league_id, user_id, week) DO NOTHING`,
    )
    .bind(pool.id, userId, week, choice.gameId, choice.teamId, spread, isAuto ? 1 : 0, at);
}
