/**
 * Which of the viewer's survivor pools they are out of (ADR 0407): an eliminated member owes no
 * survivor pick, so their picks due are none and they are never "not picked". Read only for the
 * viewer's survivor leagues (one batch each), none otherwise.
 */
import { loadSurvivorPool, poolStatuses } from "#worker/survivor/queries";
import type { LeagueRow } from "./league-row";

export async function survivorOut(
  db: D1Database,
  leagues: readonly LeagueRow[],
  viewerId: number,
): Promise<Set<number>> {
  const pools = leagues.filter((l) => l.pool_format === "survivor");
  const out = new Set<number>();
  await Promise.all(
    pools.map(async (league) => {
      const status = poolStatuses(league, await loadSurvivorPool(db, league.id)).get(viewerId);
      if (status?.status === "eliminated") out.add(league.id);
    }),
  );
  return out;
}

/** A member's survivor week: whether they have picked a team, and whether they were out before it. */
export interface SurvivorWeekMember {
  picked: boolean;
  out: boolean;
}

/**
 * Every active member's survivor week (the commissioner's "who has not picked"): a pick with a
 * team counts (a missed week's row does not), and a member eliminated in an earlier week owes
 * none. Whether a member picked is not their pick: the team stays hidden until its kickoff.
 */
export async function survivorWeekMembers(
  db: D1Database,
  league: LeagueRow,
  week: number,
): Promise<Map<number, SurvivorWeekMember>> {
  const pool = await loadSurvivorPool(db, league.id);
  const statuses = poolStatuses(league, pool);
  const picked = new Set(
    pool.picks.filter((p) => p.week === week && p.game_id !== null).map((p) => p.user_id),
  );
  return new Map(
    pool.members.map((m) => {
      const s = statuses.get(m.user_id);
      const out = s?.status === "eliminated" && (s.eliminated_week ?? 0) < week;
      return [m.user_id, { picked: picked.has(m.user_id), out }];
    }),
  );
}
