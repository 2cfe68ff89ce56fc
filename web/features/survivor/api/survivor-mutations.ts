/**
 * The outbox row of a survivor pick (issue 47, docs/decisions/0407-survivor-and-auto-pick.md):
 * POST /api/leagues/{id}/survivor/pick/ with `{week, game_id, team_id}`. The row itself is the
 * pick's only record on the phone until the server has it: the survivor screen draws the pick
 * from it (survives a closed tab), and a later row of the same league and week replaces an earlier
 * one on the server as it does on screen. No DOM here, so the sync property test may store it.
 */
import type { NewMutation } from "#web/offline/outbox-row";

export const SURVIVOR_PICK_KIND = "survivor.pick";

export interface SurvivorPickBody {
  week: number;
  game_id: number;
  team_id: number;
}

export const survivorPickPath = (leagueId: number) => `/leagues/${leagueId}/survivor/pick/`;

/** The league a survivor pick row is for (null for another path). */
export function survivorRowLeague(path: string): number | null {
  const match = /^\/leagues\/(\d+)\/survivor\/pick\/$/.exec(path);
  return match ? Number(match[1]) : null;
}

export const survivorPickMutation = (
  leagueId: number,
  body: SurvivorPickBody,
  label: string,
): NewMutation => ({
  method: "POST",
  path: survivorPickPath(leagueId),
  body,
  kind: SURVIVOR_PICK_KIND,
  label,
});
