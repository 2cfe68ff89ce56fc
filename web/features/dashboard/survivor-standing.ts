/**
 * A survivor league's standing on the dashboard (issue 47, ADR 0407): a row's "Alive · 2 lives"
 * or "Out in Week 6" instead of its points, and the pool's "Still alive: 7 of 12". Pure;
 * survivor-standing.test.ts.
 */
import { livesLabel } from "#domain/leagues/enums";
import type { DashboardLeague, StandingRow } from "#domain/standings/contract";

/** The row's survivor standing, or null for a row of another format. */
export function survivorStanding(
  row: Pick<StandingRow, "survivor_status" | "lives_left" | "eliminated_week">,
): string | null {
  if (row.survivor_status === undefined) return null;
  if (row.survivor_status === "eliminated")
    return row.eliminated_week == null ? "Out" : `Out in Week ${row.eliminated_week}`;
  return `Alive · ${livesLabel(row.lives_left ?? 0)}`;
}

/** "Still alive: 7 of 12", or null for a league of another format. */
export function stillAlive(
  league: Pick<DashboardLeague, "survivor_alive" | "total_members">,
): string | null {
  if (league.survivor_alive === undefined) return null;
  return `Still alive: ${league.survivor_alive} of ${league.total_members}`;
}
