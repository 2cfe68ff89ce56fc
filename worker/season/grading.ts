/**
 * Grading job: grades every pick of every finished (final or void) game with domain/grading and
 * keeps league_week_points exactly in step.
 *
 * Guarantees:
 * - A game is (re-)graded when its scores_version differs from the version it was graded at, or
 *   when it has ungraded picks (picks seeded onto past games). Otherwise it is not touched, so
 *   grading twice changes nothing.
 * - Games are graded up to 25 to a D1 batch (a transaction), each in order: the game's previous
 *   contributions to league_week_points are subtracted, its picks re-graded, the new contributions
 *   added. A score correction therefore fixes points exactly, never double counts.
 * - Results come from domain/grading only: identical grading inputs (market, side, line at pick)
 *   are graded once in JS and written with one UPDATE per group; points and is_correct are written
 *   from the truth table of scorePick(), so the SQL cannot drift from the rule.
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
import type { ScoreColumns } from "#worker/season/game-scores";
import { gameGraded, type GameGradedEvent } from "#worker/season/events";

interface GameRow extends ScoreColumns {
  id: number;
  week: number;
  status: "final" | "void";
  /** The sport of the game's season: a draw sport grades its moneyline three ways. */
  sport_key: string;
  scores_version: number;
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
 * Adds (sign 1) or removes (sign −1) a game's graded picks from league_week_points: every
 * league's (bound: game id), or one league's (`oneLeague`; bound: game id, league id).
 */
function contributions(db: D1Database, sign: 1 | -1, oneLeague = false) {
  const s = sign === 1 ? "" : "-";
  const scope = oneLeague ? " AND league_id = ?" : "";
  return db.prepare(
    `INSERT INTO league_week_points (league_id, user_id, week, points, picks_graded, wins, losses, pushes, voids, correct, lock_total, lock_correct, odds_sum, odds_count)
       SELECT league_id, user_id, week, ${s}SUM(points), ${s}COUNT(*), ${s}SUM(result = 'win'), ${s}SUM(result = 'loss'),
              ${s}SUM(result = 'push'), ${s}SUM(result = 'void'), ${s}SUM(is_correct IS 1),
              ${s}SUM(is_lock <> 0 AND result <> 'void'), ${s}SUM(is_lock <> 0 AND is_correct IS 1),
              ${s}SUM(CASE WHEN result <> 'void' AND odds_at_pick IS NOT NULL THEN odds_at_pick ELSE 0 END),
              ${s}SUM(result <> 'void' AND odds_at_pick IS NOT NULL)
         FROM picks WHERE game_id = ?${scope} AND result IS NOT NULL
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
export function leagueVoidStatements(db: D1Database, leagueId: number, gameId: number, now: Date) {
  return [
    contributions(db, -1, true).bind(gameId, leagueId),
    db
      .prepare("UPDATE picks SET result = 'void' WHERE game_id = ? AND league_id = ?")
      .bind(gameId, leagueId),
    // Points and is_correct read the new result (an UPDATE's SET sees the row's old values).
    db
      .prepare(
        `UPDATE picks SET is_correct = ${IS_CORRECT_SQL}, points = ${POINTS_SQL}, graded_at = ?
          WHERE game_id = ? AND league_id = ?`,
      )
      .bind(now.toISOString(), gameId, leagueId),
    contributions(db, 1, true).bind(gameId, leagueId),
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

export interface GradingSummary {
  games: number;
  picks: number;
}

/** Final stat of every prop of the game: team totals from the score, player props from the box score. */
function propResultsStatement(db: D1Database, game: GameRow, nowIso: string) {
  return db
    .prepare(
      `UPDATE props SET result_value = CASE
          WHEN ? <> 'final' THEN NULL
          WHEN kind = 'team' THEN (CASE WHEN team_id = ? THEN ? WHEN team_id = ? THEN ? END)
          ELSE (SELECT CASE props.prop_type WHEN 'passing_yards' THEN s.passing_yards
                  WHEN 'rushing_yards' THEN s.rushing_yards WHEN 'receiving_yards' THEN s.receiving_yards END
                  FROM player_game_stats s
                 WHERE s.game_id = props.game_id AND s.player_id = props.player_id AND s.team_id = props.team_id)
        END, updated_at = ?
        WHERE game_id = ?`,
    )
    .bind(
      game.status,
      game.home_team_id,
      game.home_score,
      game.away_team_id,
      game.away_score,
      nowIso,
      game.id,
    );
}

/** The finished games graded in one D1 batch (a transaction): a seeded season's history has
 * hundreds, each a dozen statements, and every call across the local proxy costs milliseconds. */
const GAMES_PER_BATCH = 25;

const inGames = "game_id IN (SELECT value FROM json_each(?))";

/**
 * Grades finished games (all their picks and props): one batch reads what they need, one batch
 * writes every game's grading, then each game's listeners run.
 */
async function gradeGames(env: Env, games: readonly GameRow[], now: Date): Promise<number> {
  const db = env.DB;
  const nowIso = now.toISOString();
  const ids = JSON.stringify(games.map((g) => g.id));
  // Props first: team totals from the final score, player props from the box score.
  const reads = await db.batch([
    ...games.map((game) => propResultsStatement(db, game, nowIso)),
    db
      .prepare(
        `SELECT game_id, ${GROUP_COLUMNS.join(", ")}, COUNT(*) AS n FROM picks WHERE ${inGames} GROUP BY game_id, ${GROUP_COLUMNS.join(", ")}`,
      )
      .bind(ids),
    db.prepare(`SELECT id, result_value FROM props WHERE ${inGames}`).bind(ids),
    db
      .prepare(`SELECT DISTINCT game_id, league_id, user_id, week FROM picks WHERE ${inGames}`)
      .bind(ids),
  ]);
  const [groupsResult, propsResult, affectedResult] = reads.slice(games.length);
  const groupsOf = byGame(
    groupsResult!.results as Array<PickGroup & { game_id: number; n: number }>,
  );
  const affectedOf = byGame(
    affectedResult!.results as Array<{
      game_id: number;
      league_id: number;
      user_id: number;
      week: number;
    }>,
  );
  const propResults = new Map(
    (propsResult!.results as Array<{ id: number; result_value: number | null }>).map((p) => [
      p.id,
      p.result_value,
    ]),
  );
  // Each statement prepared once and bound per game (or group).
  const markGraded = db.prepare(
    "UPDATE games SET graded_at = ?, graded_scores_version = scores_version WHERE id = ?",
  );
  const setResult = db.prepare(
    `UPDATE picks SET result = ? WHERE game_id = ? AND ${GROUP_COLUMNS.map((c) => `${c} IS ?`).join(" AND ")}`,
  );
  const setPoints = db.prepare(
    `UPDATE picks SET is_correct = ${IS_CORRECT_SQL}, points = ${POINTS_SQL}, graded_at = ? WHERE game_id = ?`,
  );
  // A game its league's commissioner voided (league_game_voids) grades void in that league only.
  const leagueVoids = db.prepare(
    "UPDATE picks SET result = 'void' WHERE game_id = ?1 AND league_id IN (SELECT league_id FROM league_game_voids WHERE game_id = ?1)",
  );
  const removeContributions = contributions(db, -1);
  const addContributions = contributions(db, 1);
  // Per game, in order: its previous contributions out, its picks graded, the new ones in.
  const statements = games.flatMap((game) => {
    const groups = groupsOf.get(game.id) ?? [];
    if (groups.length === 0) return [markGraded.bind(nowIso, game.id)];
    return [
      removeContributions.bind(game.id),
      ...groups.map((group) =>
        setResult.bind(
          gradeGroup(group, game, propResults),
          game.id,
          ...GROUP_COLUMNS.map((c) => group[c]),
        ),
      ),
      leagueVoids.bind(game.id),
      setPoints.bind(nowIso, game.id),
      addContributions.bind(game.id),
      markGraded.bind(nowIso, game.id),
    ];
  });
  await db.batch(statements);
  // One event for the run (ADR 0411: one fan-out message per league, whatever number of its
  // games finished in it).
  const event: GameGradedEvent = { games: [], affected: [], now };
  for (const game of games) {
    const graded = (groupsOf.get(game.id) ?? []).reduce((a, g) => a + g.n, 0);
    if (graded === 0) continue;
    event.games.push({
      gameId: game.id,
      week: game.week,
      status: game.status,
      picksGraded: graded,
    });
    for (const r of affectedOf.get(game.id) ?? [])
      event.affected.push({ leagueId: r.league_id, userId: r.user_id, week: r.week });
  }
  if (event.games.length > 0) await gameGraded(env, event);
  return event.games.reduce((n, g) => n + g.picksGraded, 0);
}

function byGame<T extends { game_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.game_id);
    if (list) list.push(row);
    else map.set(row.game_id, [row]);
  }
  return map;
}

/**
 * Grades every finished game that needs it. Exported for seeding history (leagues helper):
 * insert picks on past games, then call this once.
 */
export async function gradeFinishedGames(env: Env, now: Date): Promise<GradingSummary> {
  const { results } = await env.DB.prepare(
    `SELECT id, week, status, scores_version, home_team_id, away_team_id, home_score, away_score,
            (SELECT sp.key FROM seasons se JOIN sports sp ON sp.id = se.sport_id
              WHERE se.id = g.season_id) AS sport_key,
            home_q1, home_q2, home_q3, home_q4, home_ot, away_q1, away_q2, away_q3, away_q4, away_ot,
            EXISTS (SELECT 1 FROM picks p WHERE p.game_id = g.id) AS has_picks
       FROM games g
      WHERE status IN ('final', 'void')
        AND (graded_scores_version IS NOT scores_version
             OR EXISTS (SELECT 1 FROM picks p WHERE p.game_id = g.id AND p.result IS NULL))
      ORDER BY kickoff_at`,
  ).all<GameRow & { has_picks: number }>();
  // Games nobody picked only need their props' results (college games have props) and the
  // graded mark, which goes as one set-based UPDATE per few hundred games.
  const nowIso = now.toISOString();
  const unpicked = results.filter((g) => g.has_picks === 0);
  for (let i = 0; i < unpicked.length; i += 500) {
    const chunk = unpicked.slice(i, i + 500);
    const ids = JSON.stringify(chunk.map((g) => g.id));
    // Read as a batch of one: the seed's proxy sends batches on a live connection (ADR 1701),
    // and this read follows thousands of blocking prepares on a busy machine.
    const [withProps] = await env.DB.batch([
      env.DB.prepare(`SELECT DISTINCT game_id FROM props WHERE ${inGames}`).bind(ids),
    ]);
    const propped = new Set(
      (withProps!.results as Array<{ game_id: number }>).map((p) => p.game_id),
    );
    await env.DB.batch([
      ...chunk
        .filter((game) => propped.has(game.id))
        .map((game) => propResultsStatement(env.DB, game, nowIso)),
      env.DB.prepare(
        `UPDATE games SET graded_at = ?, graded_scores_version = scores_version
          WHERE id IN (SELECT value FROM json_each(?))`,
      ).bind(nowIso, ids),
    ]);
  }
  const picked = results.filter((g) => g.has_picks !== 0);
  let picks = 0;
  for (let i = 0; i < picked.length; i += GAMES_PER_BATCH)
    picks += await gradeGames(env, picked.slice(i, i + GAMES_PER_BATCH), now);
  return { games: results.length, picks };
}
