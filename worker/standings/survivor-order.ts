/**
 * A survivor league's standings (issue 47, ADR 0407): the league's rows in survivor order, alive
 * first, then weeks survived, then lives left, each row carrying its survivor standing. Read
 * fresh from the survivor tables on every request (the rows themselves come from the cache).
 */
import type { StandingRow } from "#domain/standings/contract";
import { compareSurvivors } from "#domain/survivor/rules";
import type { LeagueRow } from "#worker/leagues/queries";
import { loadSurvivorPool, poolStatuses } from "#worker/survivor/queries";

export async function survivorOrder(
  db: D1Database,
  league: Pick<LeagueRow, "id" | "survivor_lives" | "survivor_push">,
  rows: StandingRow[],
): Promise<StandingRow[]> {
  const statuses = poolStatuses(league, await loadSurvivorPool(db, league.id));
  const standing = (r: StandingRow) =>
    statuses.get(r.user_id) ?? {
      user_id: r.user_id,
      status: "alive" as const,
      lives_left: league.survivor_lives,
      weeks_survived: 0,
      eliminated_week: null,
    };
  return rows
    .map((r) => ({ row: r, s: standing(r) }))
    .sort((a, b) => compareSurvivors(a.s, b.s) || a.row.rank - b.row.rank)
    .map(({ row, s }, i) => ({
      ...row,
      rank: i + 1,
      survivor_status: s.status,
      lives_left: s.lives_left,
      weeks_survived: s.weeks_survived,
      eliminated_week: s.eliminated_week,
    }));
}
