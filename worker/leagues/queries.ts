/**
 * League reads for other areas (standings, picks, the season, the sportsbook read leagues through
 * this file): a league's members and whether its scoring is frozen, and (re-exported at the end)
 * the row and its calendar (./league-row.ts), the JSON shapes (./league-json.ts), the viewer's
 * leagues (./member-leagues.ts) and the path's league guards (./access.ts). Every function is a
 * fixed number of D1 statements, whatever the number of leagues or members (ADR 0401).
 */
import type { LeagueMember } from "#domain/leagues/contract";
import { namesVisibleSql } from "#worker/social/queries";
import { memberJson } from "./league-json";
import type { LeagueRow } from "./league-row";

/**
 * The active members of a league, by username, named as `viewerId` may see them. Hand-written
 * SQL (ADR 0104): the names' visibility is SQL of the social area, one statement for any size.
 */
export async function leagueMembers(
  db: D1Database,
  leagueId: number,
  viewerId: number,
): Promise<LeagueMember[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.username, u.first_name, u.last_name, u.avatar_url, m.role, m.joined_at,
         ${namesVisibleSql("u.id", "?2")} AS names_visible
       FROM league_members m JOIN users u ON u.id = m.user_id
       WHERE m.league_id = ?1 AND m.status = 'active'
       ORDER BY u.username COLLATE NOCASE`,
    )
    .bind(leagueId, viewerId)
    .all<Parameters<typeof memberJson>[0]>();
  return results.map(memberJson);
}

/**
 * Whether the league's scoring settings are frozen: its first pick deadline (the first kickoff of
 * its season after the league was created) has passed on the server clock, or a pick exists.
 */
export async function scoringFrozen(db: D1Database, row: LeagueRow, now: Date): Promise<boolean> {
  const r = await db
    .prepare(
      `SELECT (SELECT MIN(kickoff_at) FROM games WHERE season_id = ? AND kickoff_at > ?) AS first_kickoff,
              EXISTS (SELECT 1 FROM picks WHERE league_id = ?)
                OR EXISTS (SELECT 1 FROM survivor_picks WHERE league_id = ?) AS has_picks`,
    )
    .bind(row.season_id, row.created_at, row.id, row.id)
    .first<{ first_kickoff: string | null; has_picks: number }>();
  if (r?.has_picks) return true;
  return !!r?.first_kickoff && Date.parse(r.first_kickoff) <= now.getTime();
}

/** Whether a survivor pool's own settings are frozen: its first week has been graded (ADR 0407). */
export async function survivorSettingsFrozen(db: D1Database, leagueId: number): Promise<boolean> {
  const r = await db
    .prepare("SELECT EXISTS (SELECT 1 FROM survivor_weeks WHERE league_id = ?) AS graded")
    .bind(leagueId)
    .first<{ graded: number }>();
  return !!r?.graded;
}

// The area's other reads, for other areas (lint: they import queries.ts and events.ts only).
export * from "./league-row";
export {
  leagueRules,
  memberJson,
  memberLeague,
  publicCard,
  type PickableSeason,
  type WeekPicks,
} from "./league-json";
export {
  listMemberLeagues,
  loadViewerActivity,
  memberLeaguesFrom,
  memberLeaguesStatements,
  sessionMemberLeagues,
  viewerActivityStatements,
  type StatusWeek,
} from "./member-leagues";
export { LEAGUE_ACCESS_TEXT, requireCommissioner, requireLeague, requireMember } from "./access";
export { activeMemberName } from "./membership";
export { survivorWeekMembers } from "./survivor-out";
export { requestedWeek } from "./week-query";
