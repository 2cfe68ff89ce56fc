/**
 * Grading one league's picks of finished games (ADR 0411): the fan-out queue's `grade_league`
 * message, one per league a grading run touched (worker/season/grading.ts hands them on). Results
 * come from domain/grading only; points and is_correct are written from the truth table of
 * scorePick(), so the SQL cannot drift from the rule.
 *
 * Guarantees:
 * - Idempotent: per game, in one D1 batch (a transaction), the league's previous contributions to
 *   league_week_points are subtracted, its picks re-graded from the game's current score, the new
 *   contributions added. A redelivered message, or one for a game graded again after a score
 *   correction, leaves the points exact, never double counted.
 * - Only this league's rows are read and written, through picks_league_week (league, week): a
 *   message costs what its league has, not what the game has across every league.
 * - A game no longer final or void (never expected) is left alone.
 */
import {
  GRADE_RESULTS,
  gradeGamePick,
  gradePropPick,
  scorePick,
  type FinalGame,
  type GradeResult,
} from "#domain/grading/grade-pick";
import type { GamePortion, PickType } from "#domain/picks/vocabulary";
import { calendarFor } from "#domain/season/calendars";
import type { Env } from "#worker/env";
import { SCORE_COLUMNS, type ScoreColumns } from "#worker/season/game-scores";

interface GameRow extends ScoreColumns {
  id: number;
  week: number;
  status: "final" | "void";
  /** The sport of the game's season: a draw sport grades its moneyline three ways. */
  sport_key: string;
  home_team_id: number;
  away_team_id: number;
}

interface PickGroup {
  pick_type: PickType;
  game_portion: GamePortion;
  picked_team_id: number | null;
  picked_value: string | null;
  spread_at_pick: number | null;
  total_at_pick: number | null;
  prop_id: number | null;
  prop_line_at_pick: number | null;
}

/** One league's picks of one game (bound: ?1 game id, ?2 league id, ?3 the game's week). */
const IN_LEAGUE_GAME = "game_id = ?1 AND league_id = ?2 AND week = ?3";

const GROUP_COLUMNS = [
  "pick_type",
  "game_portion",
  "picked_team_id",
  "picked_value",
  "spread_at_pick",
  "total_at_pick",
  "prop_id",
  "prop_line_at_pick",
] as const;

/** SQL CASE expressions generated from scorePick(): (result, lock, league's push rule) → score. */
function scoreCase(field: "points" | "isCorrect"): string {
  const whens: string[] = [];
  for (const result of GRADE_RESULTS) {
    for (const lock of [0, 1]) {
      for (const push of [0, 1]) {
        const score = scorePick(result, lock === 1, push === 1)[field];
        whens.push(`WHEN '${result}:${lock}:${push}' THEN ${score === null ? "NULL" : score}`);
      }
    }
  }
  const key =
    "result || ':' || (is_lock <> 0) || ':' || (SELECT count_push_as_win <> 0 FROM leagues WHERE leagues.id = picks.league_id)";
  return `CASE ${key} ${whens.join(" ")} ELSE ${field === "points" ? 0 : "NULL"} END`;
}

/** A confidence pick scores its rank times the standard score (scaledPoints); NULL confidence ×1. */
const POINTS_SQL = `(${scoreCase("points")}) * COALESCE(confidence, 1)`;
const IS_CORRECT_SQL = scoreCase("isCorrect");

/**
 * Adds (sign 1) or removes (sign −1) one league's graded picks of a game from league_week_points
 * (bound: game id, league id, week — the week keeps the lookup on picks_league_week, the league's
 * rows of the week, never every pick of a game that 100,000 leagues picked).
 */
function contributions(db: D1Database, sign: 1 | -1) {
  const s = sign === 1 ? "" : "-";
  return db.prepare(
    `INSERT INTO league_week_points (league_id, user_id, week, points, picks_graded, wins, losses, pushes, voids, correct, lock_total, lock_correct, odds_sum, odds_count)
       SELECT league_id, user_id, week, ${s}SUM(points), ${s}COUNT(*), ${s}SUM(result = 'win'), ${s}SUM(result = 'loss'),
              ${s}SUM(result = 'push'), ${s}SUM(result = 'void'), ${s}SUM(is_correct IS 1),
              ${s}SUM(is_lock <> 0 AND result <> 'void'), ${s}SUM(is_lock <> 0 AND is_correct IS 1),
              ${s}SUM(CASE WHEN result <> 'void' AND odds_at_pick IS NOT NULL THEN odds_at_pick ELSE 0 END),
              ${s}SUM(result <> 'void' AND odds_at_pick IS NOT NULL)
         FROM picks WHERE ${IN_LEAGUE_GAME} AND result IS NOT NULL
        GROUP BY league_id, user_id, week
       ON CONFLICT (league_id, user_id, week) DO UPDATE SET
         points = points + excluded.points, picks_graded = picks_graded + excluded.picks_graded,
         wins = wins + excluded.wins, losses = losses + excluded.losses, pushes = pushes + excluded.pushes,
         voids = voids + excluded.voids, correct = correct + excluded.correct,
         lock_total = lock_total + excluded.lock_total, lock_correct = lock_correct + excluded.lock_correct,
         odds_sum = odds_sum + excluded.odds_sum, odds_count = odds_count + excluded.odds_count`,
  );
}

/**
 * A game voided for one league now, whatever its state (issue 48, ADR 0408): the league's picks
 * on it leave league_week_points, grade 'void' (no points, as scorePick says) and come back in as
 * voids; every later grading of the game keeps them void (`leagueVoids` in gradeGames). Other
 * leagues' picks are not touched. Goes in the batch that inserts the league_game_voids row.
 */
export function leagueVoidStatements(
  db: D1Database,
  leagueId: number,
  game: { id: number; week: number },
  now: Date,
) {
  const scope = [game.id, leagueId, game.week] as const;
  return [
    contributions(db, -1).bind(...scope),
    db.prepare(`UPDATE picks SET result = 'void' WHERE ${IN_LEAGUE_GAME}`).bind(...scope),
    // Points and is_correct read the new result (an UPDATE's SET sees the row's old values).
    db
      .prepare(
        `UPDATE picks SET is_correct = ${IS_CORRECT_SQL}, points = ${POINTS_SQL}, graded_at = ?4
          WHERE ${IN_LEAGUE_GAME}`,
      )
      .bind(...scope, now.toISOString()),
    contributions(db, 1).bind(...scope),
  ];
}

function finalGame(g: GameRow): FinalGame {
  return {
    status: g.status,
    home: { q1: g.home_q1, q2: g.home_q2, q3: g.home_q3, q4: g.home_q4, ot: g.home_ot },
    away: { q1: g.away_q1, q2: g.away_q2, q3: g.away_q3, q4: g.away_q4, ot: g.away_ot },
    homeScore: g.home_score,
    awayScore: g.away_score,
  };
}

function gradeGroup(
  group: PickGroup,
  game: GameRow,
  propResults: Map<number, number | null>,
): GradeResult {
  const overUnder =
    group.picked_value === "over" || group.picked_value === "under" ? group.picked_value : null;
  if (group.pick_type === "player_prop" || group.pick_type === "team_prop") {
    const stat = group.prop_id === null ? null : (propResults.get(group.prop_id) ?? null);
    return (
      gradePropPick(
        {
          pickType: group.pick_type,
          portion: "full_game",
          overUnder,
          propLineAtPick: group.prop_line_at_pick,
        },
        game.status,
        stat,
      ) ?? "void"
    );
  }
  const side =
    group.picked_team_id === game.home_team_id
      ? "home"
      : group.picked_team_id === game.away_team_id
        ? "away"
        : group.picked_team_id === null && group.picked_value === "draw"
          ? "draw"
          : null;
  return (
    gradeGamePick(
      {
        pickType: group.pick_type,
        portion: group.game_portion,
        side,
        overUnder,
        spreadAtPick: group.spread_at_pick,
        totalAtPick: group.total_at_pick,
      },
      finalGame(game),
      { drawOutcome: calendarFor(game.sport_key).drawOutcome },
    ) ?? "void"
  );
}

/** What grading one league did: the weeks and members whose points it wrote. */
export interface LeagueGrading {
  picks: number;
  weeks: number[];
  userIds: number[];
}

/**
 * Grades one league's picks of these games (their current scores and props), one batch to read
 * and one to write, and says whose weeks changed.
 */
export async function gradeLeagueGames(
  env: Env,
  leagueId: number,
  gameIds: readonly number[],
  now: Date,
): Promise<LeagueGrading> {
  const db = env.DB;
  const ids = JSON.stringify(gameIds);
  const picksOfGames = `FROM json_each(?1) j JOIN games g ON g.id = j.value
      JOIN picks p ON p.league_id = ?2 AND p.week = g.week AND p.game_id = g.id
     WHERE g.status IN ('final', 'void')`;
  const [gamesResult, groupsResult, propsResult, affectedResult] = await db.batch([
    db
      .prepare(
        `SELECT g.id, g.week, g.status, g.home_team_id, g.away_team_id, ${SCORE_COLUMNS.map((c) => `g.${c}`).join(", ")},
                (SELECT sp.key FROM seasons se JOIN sports sp ON sp.id = se.sport_id
                  WHERE se.id = g.season_id) AS sport_key
           FROM games g WHERE g.id IN (SELECT value FROM json_each(?1)) AND g.status IN ('final', 'void')`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT p.game_id, ${GROUP_COLUMNS.map((c) => `p.${c}`).join(", ")}, COUNT(*) AS n ${picksOfGames}
          GROUP BY p.game_id, ${GROUP_COLUMNS.map((c) => `p.${c}`).join(", ")}`,
      )
      .bind(ids, leagueId),
    db
      .prepare(
        "SELECT id, result_value FROM props WHERE game_id IN (SELECT value FROM json_each(?))",
      )
      .bind(ids),
    db.prepare(`SELECT DISTINCT p.user_id, p.week ${picksOfGames}`).bind(ids, leagueId),
  ]);
  const games = gamesResult!.results as GameRow[];
  const groups = groupsResult!.results as Array<PickGroup & { game_id: number; n: number }>;
  const propResults = new Map(
    (propsResult!.results as Array<{ id: number; result_value: number | null }>).map((p) => [
      p.id,
      p.result_value,
    ]),
  );
  const nowIso = now.toISOString();
  const setResult = db.prepare(
    `UPDATE picks SET result = ?4 WHERE ${IN_LEAGUE_GAME} AND ${GROUP_COLUMNS.map((c, i) => `${c} IS ?${i + 5}`).join(" AND ")}`,
  );
  const setPoints = db.prepare(
    `UPDATE picks SET is_correct = ${IS_CORRECT_SQL}, points = ${POINTS_SQL}, graded_at = ?4 WHERE ${IN_LEAGUE_GAME}`,
  );
  // A game the league's commissioner voided (league_game_voids) grades void here, whatever it scored.
  const leagueVoid = db.prepare(
    `UPDATE picks SET result = 'void' WHERE ${IN_LEAGUE_GAME}
        AND EXISTS (SELECT 1 FROM league_game_voids v WHERE v.game_id = ?1 AND v.league_id = ?2)`,
  );
  const removeContributions = contributions(db, -1);
  const addContributions = contributions(db, 1);
  // Per game, in order: the league's previous contributions out, its picks graded, the new ones in.
  const statements = games.flatMap((game) => {
    const ofGame = groups.filter((g) => g.game_id === game.id);
    if (!ofGame.length) return [];
    const scope = [game.id, leagueId, game.week] as const;
    return [
      removeContributions.bind(...scope),
      ...ofGame.map((group) =>
        setResult.bind(
          ...scope,
          gradeGroup(group, game, propResults),
          ...GROUP_COLUMNS.map((c) => group[c]),
        ),
      ),
      leagueVoid.bind(...scope),
      setPoints.bind(...scope, nowIso),
      addContributions.bind(...scope),
    ];
  });
  if (statements.length) await db.batch(statements);
  const affected = affectedResult!.results as Array<{ user_id: number; week: number }>;
  const graded = new Set(games.map((g) => g.id));
  return {
    picks: groups.filter((g) => graded.has(g.game_id)).reduce((n, g) => n + g.n, 0),
    weeks: [...new Set(affected.map((a) => a.week))].sort((a, b) => a - b),
    userIds: [...new Set(affected.map((a) => a.user_id))],
  };
}
