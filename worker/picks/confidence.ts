/**
 * A confidence league's submission (issue 46, docs/decisions/0406-confidence-and-bowl-pools.md):
 * every pick carries a rank 1 to N, each used once, and no pick is the lock. A regular week (or a
 * season league's postseason card) is sent whole, N picks at once; a bowl pool's card may be sent
 * in parts, N being the games on the card now and the ranks already submitted staying taken.
 * Standard leagues pass through untouched: their picks have no rank.
 */
import { CONFIDENCE_MESSAGES, checkConfidence } from "#domain/leagues/pool-format";
import { fieldError } from "#worker/http/errors";
import { bowlCardGameIds } from "./bowl-card";

interface ConfidenceLeague {
  pool_format: string;
  postseason_only: number;
  picks_per_week: number;
  postseason_pick_limit: number;
  season_id: number;
  include_conf_championship: number;
  include_bowl_games: number;
  include_playoffs: number;
}

/**
 * The N of a confidence league's week: its picks per week, the postseason pick limit for a season
 * league's card, the games on the card now for a bowl pool's.
 */
export async function confidenceN(
  db: D1Database,
  league: ConfidenceLeague,
  postseason: boolean,
): Promise<number> {
  if (postseason && league.postseason_only === 1)
    return (await bowlCardGameIds(db, { ...league, name: "" })).size;
  return postseason ? league.postseason_pick_limit : league.picks_per_week;
}

/**
 * Each pick's rank (null in a standard league), or a 400 with the message under the pick's
 * `confidence` (the count's under `picks`, a lock's under `lock_pick_index`).
 */
export async function confidenceRanks(input: {
  db: D1Database;
  league: ConfidenceLeague;
  postseason: boolean;
  picks: readonly { confidence?: unknown }[];
  lockIndex: number | null;
  stored: readonly { confidence?: number }[];
}): Promise<(number | null)[]> {
  const { league, picks } = input;
  if (league.pool_format !== "confidence") return picks.map(() => null);
  if (input.lockIndex !== null)
    throw fieldError({ lock_pick_index: [CONFIDENCE_MESSAGES.noLocks] });
  const partial = input.postseason && league.postseason_only === 1;
  const n = await confidenceN(input.db, league, input.postseason);
  const taken = input.stored.flatMap((s) => (s.confidence ? [s.confidence] : []));
  const problems = checkConfidence({ n, picks, taken, partial });
  if (problems.length) {
    const fields: Record<string, string[]> = {};
    for (const { index, message } of problems) {
      const field = index === null ? "picks" : `picks.${index}.confidence`;
      (fields[field] ??= []).push(message);
    }
    throw fieldError(fields);
  }
  return picks.map((p) => Number(p.confidence));
}
