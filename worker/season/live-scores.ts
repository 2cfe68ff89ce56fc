/**
 * Minute job: moves every game that is due (kickoff passed, not final/void), of every sport, to
 * the state the sports-data provider reports. One indexed query when nothing is due. Writes only
 * rows whose state changed; any change to a score bumps games.scores_version, which is what tells
 * grading to (re-)grade the game. A game without line scores (NFL) is written live with null
 * scores, then final with its final score and null quarters. Running it twice at the same instant
 * changes nothing.
 */
import type { Env } from "#worker/env";
import { SCORE_COLUMNS, type ScoreColumns } from "#worker/season/game-scores";
import {
  providerFor,
  type GameState,
  type SportsDataProvider,
  type TrackedGame,
} from "#worker/season/providers";
import { GAME_LENGTH_MIN, MINUTE } from "#domain/replay/timeline";

interface DueRow extends ScoreColumns {
  id: number;
  sport: string;
  kickoff_at: string;
  source_kickoff_at: string;
  season_type: string;
  source_week: number;
  year: number;
  home_team_id: number;
  away_team_id: number;
  status: string;
  period: number | null;
  clock: string | null;
}

function scoreValues(s: GameState) {
  return [
    s.homeScore,
    s.awayScore,
    s.home.q1,
    s.home.q2,
    s.home.q3,
    s.home.q4,
    s.home.ot,
    s.away.q1,
    s.away.q2,
    s.away.q3,
    s.away.q4,
    s.away.ot,
  ];
}

export function toTracked(r: DueRow): TrackedGame {
  return {
    id: r.id,
    sport: r.sport,
    kickoffAt: r.kickoff_at,
    sourceKickoffAt: r.source_kickoff_at,
    seasonType: r.season_type,
    sourceWeek: r.source_week,
    seasonYear: r.year,
    homeTeamId: r.home_team_id,
    awayTeamId: r.away_team_id,
  };
}

export interface LiveScoresSummary {
  due: number;
  updated: number;
}

export async function syncLiveScores(
  env: Env,
  now: Date,
  provider: SportsDataProvider = providerFor(env),
): Promise<LiveScoresSummary> {
  const nowIso = now.toISOString();
  const { results: due } = await env.DB.prepare(
    `SELECT g.id, sp.key AS sport, g.kickoff_at, g.source_kickoff_at, g.season_type, g.source_week, s.year, g.home_team_id, g.away_team_id,
            g.status, g.period, g.clock, ${SCORE_COLUMNS.map((c) => `g.${c}`).join(", ")}
       FROM games g JOIN seasons s ON s.id = g.season_id JOIN sports sp ON sp.id = s.sport_id
      WHERE g.status IN ('scheduled', 'live') AND g.kickoff_at <= ?`,
  )
    .bind(nowIso)
    .all<DueRow>();
  if (due.length === 0) return { due: 0, updated: 0 };

  const byId = new Map(due.map((r) => [r.id, r]));
  const states = await provider.gameStates(due.map(toTracked), now);
  // Each changed game as one row of a JSON parameter: the writes go as a few set-based UPDATEs
  // rather than one statement per game (a replayed season has thousands of finished games).
  const changed: unknown[][] = [];
  for (const { id, state } of states) {
    const row = byId.get(id)!;
    const before = SCORE_COLUMNS.map((c) => row[c]);
    const after = scoreValues(state);
    const scoresChanged = before.some((v, i) => v !== after[i]);
    if (
      !scoresChanged &&
      row.status === state.status &&
      row.period === state.period &&
      row.clock === state.clock
    )
      continue;
    const finalAt =
      state.status === "final"
        ? new Date(
            Math.min(Date.parse(row.kickoff_at) + GAME_LENGTH_MIN * MINUTE, now.getTime()),
          ).toISOString()
        : null;
    const bump = scoresChanged || state.status !== row.status ? 1 : 0;
    changed.push([id, state.status, state.period, state.clock, ...after, finalAt, bump]);
  }
  const column = (i: number) => `value ->> '$[${i}]'`;
  const write = env.DB.prepare(
    `UPDATE games SET status = j.status, period = j.period, clock = j.clock,
            ${SCORE_COLUMNS.map((c) => `${c} = j.${c}`).join(", ")},
            final_at = j.final_at, scores_version = scores_version + j.bump, updated_at = ?
       FROM (SELECT ${column(0)} AS id, ${column(1)} AS status, ${column(2)} AS period,
                    ${column(3)} AS clock,
                    ${SCORE_COLUMNS.map((c, i) => `${column(4 + i)} AS ${c}`).join(", ")},
                    ${column(4 + SCORE_COLUMNS.length)} AS final_at,
                    ${column(5 + SCORE_COLUMNS.length)} AS bump
               FROM json_each(?)) AS j
      WHERE games.id = j.id`,
  );
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < changed.length; i += 250)
    statements.push(write.bind(nowIso, JSON.stringify(changed.slice(i, i + 250))));
  if (statements.length) await env.DB.batch(statements);
  return { due: due.length, updated: changed.length };
}
