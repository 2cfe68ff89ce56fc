/**
 * Grading job (the minute cron): finds the finished (final or void) games to grade, writes what
 * belongs to the game itself — its props' results and its graded mark — and hands each league
 * that picked them to the fan-out queue (ADR 0411); worker/season/league-grading.ts grades that
 * league's picks and keeps its league_week_points exactly in step.
 *
 * Guarantees:
 * - A game is (re-)graded when its scores_version differs from the version it was graded at, or
 *   when it has ungraded picks (picks seeded onto past games). Otherwise it is not touched, so
 *   running twice hands nothing on twice.
 * - With a real queue, a game's ungraded picks are handed on again only once the queue's retries
 *   are over (QUEUE_HORIZON_MS after it was marked), so a busy queue is not fed duplicates every
 *   minute; inline (tests, scripts) there is no such wait.
 * - The cron's work grows with games, not with leagues: a few statements per 25 games, then one
 *   message per league (sent 50 to a call).
 */
import type { Env } from "#worker/env";
import { enqueueFanout, fanoutRunsInline } from "#worker/http/fanout";
import type { ScoreColumns } from "#worker/season/game-scores";

interface GameRow extends ScoreColumns {
  id: number;
  week: number;
  status: "final" | "void";
  scores_version: number;
  graded_scores_version: number | null;
  home_team_id: number;
  away_team_id: number;
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

/** The picked games handed on per batch: their props' results are one statement each. */
const GAMES_PER_BATCH = 25;

/**
 * While a league's grading is on the queue (five retries, about five minutes, then the dead-letter
 * queue), its game's ungraded picks are not handed on again; after that they are (a message that
 * never ran).
 */
const QUEUE_HORIZON_MS = 20 * 60_000;

const inGames = "game_id IN (SELECT value FROM json_each(?))";

/**
 * Hands finished, picked games on to their leagues (ADR 0411): one batch writes the games'
 * props and graded marks and reads which leagues picked them, then one `grade_league` message
 * per league goes to the queue. A game whose score changed is graded again in every league that
 * picked it; one graded at its score whose picks are not all graded (picks seeded later, a
 * message that never ran) only in the leagues with ungraded picks.
 */
async function handOnGames(env: Env, games: readonly GameRow[], now: Date): Promise<number> {
  const db = env.DB;
  const nowIso = now.toISOString();
  const ids = JSON.stringify(games.map((g) => g.id));
  const rescored = JSON.stringify(
    games.filter((g) => g.graded_scores_version !== g.scores_version).map((g) => g.id),
  );
  // The graded mark goes first: a league's week is complete (its automatic posts) only once
  // every game of it is marked graded at its latest score.
  const [leaguesResult] = await db.batch([
    db
      .prepare(
        `SELECT league_id, json_group_array(DISTINCT game_id) AS game_ids, COUNT(*) AS n
           FROM picks WHERE ${inGames}
            AND (result IS NULL OR game_id IN (SELECT value FROM json_each(?)))
          GROUP BY league_id ORDER BY league_id`,
      )
      .bind(ids, rescored),
    ...games.map((game) => propResultsStatement(db, game, nowIso)),
    db
      .prepare(
        "UPDATE games SET graded_at = ?, graded_scores_version = scores_version WHERE id IN (SELECT value FROM json_each(?))",
      )
      .bind(nowIso, ids),
  ]);
  const leagues = leaguesResult!.results as Array<{
    league_id: number;
    game_ids: string;
    n: number;
  }>;
  await enqueueFanout(
    env,
    leagues.map((l) => ({
      type: "grade_league" as const,
      now: nowIso,
      leagueId: l.league_id,
      gameIds: JSON.parse(l.game_ids) as number[],
    })),
  );
  return leagues.reduce((n, l) => n + l.n, 0);
}

/**
 * Grades every finished game that needs it (the leagues' picks through the queue; inline in tests
 * and scripts). Exported for seeding history (leagues helper): insert picks on past games, then
 * call this once.
 */
export async function gradeFinishedGames(env: Env, now: Date): Promise<GradingSummary> {
  // Inline, nothing is ever waiting on the queue (and the dev clock may have moved back).
  const settled = fanoutRunsInline(env)
    ? null
    : new Date(now.getTime() - QUEUE_HORIZON_MS).toISOString();
  const { results } = await env.DB.prepare(
    `SELECT id, week, status, scores_version, graded_scores_version, home_team_id, away_team_id,
            home_score, away_score, home_q1, home_q2, home_q3, home_q4, home_ot,
            away_q1, away_q2, away_q3, away_q4, away_ot,
            EXISTS (SELECT 1 FROM picks p WHERE p.game_id = g.id) AS has_picks
       FROM games g
      WHERE status IN ('final', 'void')
        AND (graded_scores_version IS NOT scores_version
             OR ((?1 IS NULL OR graded_at IS NULL OR graded_at <= ?1)
                 AND EXISTS (SELECT 1 FROM picks p WHERE p.game_id = g.id AND p.result IS NULL)))
      ORDER BY kickoff_at`,
  )
    .bind(settled)
    .all<GameRow & { has_picks: number }>();
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
    picks += await handOnGames(env, picked.slice(i, i + GAMES_PER_BATCH), now);
  return { games: results.length, picks };
}
