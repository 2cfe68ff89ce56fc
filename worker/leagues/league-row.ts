/**
 * The one league row (with the viewer's membership) and its statements, the membership checks and
 * the league's calendar. Every file of the area builds on it; other areas read it through
 * ./queries.ts.
 */
import { completedWeeks, currentWeek, isWeekOver, type WeekSchedule } from "#domain/leagues/weeks";
import { calendarFor } from "#domain/season/calendars";
import { stampedMemory } from "#worker/season/queries";

export interface LeagueRow {
  id: number;
  name: string;
  description: string;
  code: string;
  league_type: string;
  creator_id: number;
  creator_username: string;
  sport_id: number;
  sport_key: string;
  sport_name: string;
  season_id: number;
  season_name: string;
  season_year: number;
  sport_type: string;
  allowed_sports: string;
  enable_locks: number;
  include_week_0: number;
  include_conf_championship: number;
  include_bowl_games: number;
  include_playoffs: number;
  postseason_pick_limit: number;
  custom_weeks: number | null;
  conference_filter: string;
  duration_type: string;
  custom_start_date: string | null;
  custom_end_date: string | null;
  max_members: number;
  picks_per_week: number;
  show_picks_before_lock: number;
  allowed_bet_types: string;
  allowed_game_portions: string;
  odds_range_enabled: number;
  min_odds: number | null;
  max_odds: number | null;
  submission_deadline: string;
  custom_deadline_day: number | null;
  custom_deadline_time: string | null;
  primary_tiebreaker: string;
  secondary_tiebreaker: string;
  count_push_as_win: number;
  is_sponsored: number;
  sponsor_name: string | null;
  sponsor_logo_url: string | null;
  sponsor_message: string | null;
  prize_description: string | null;
  pool_format: string;
  postseason_only: number;
  auto_pick: string;
  auto_pick_limit: number;
  survivor_lives: number;
  survivor_pick_type: string;
  survivor_push: string;
  is_active: number;
  member_count: number;
  created_at: string;
  updated_at: string;
  /** The viewer's membership (null when never a member). */
  member_role: string | null;
  member_status: string | null;
  member_joined_at: string | null;
  member_left_at: string | null;
  /** The league's standings stamp (migrations/0014), read with the row. */
  standings_version: number | null;
}

export const LEAGUE_SELECT = `SELECT l.*, s.key AS sport_key, s.name AS sport_name, se.name AS season_name,
  se.year AS season_year, cu.username AS creator_username,
  m.role AS member_role, m.status AS member_status, m.joined_at AS member_joined_at, m.left_at AS member_left_at,
  (SELECT v.version FROM league_standings_versions v WHERE v.league_id = l.id) AS standings_version
FROM leagues l
JOIN sports s ON s.id = l.sport_id
JOIN seasons se ON se.id = l.season_id
JOIN users cu ON cu.id = l.creator_id
LEFT JOIN league_members m ON m.league_id = l.id AND m.user_id = ?`;

/** One league with the viewer's membership, whoever the viewer is. */
export function leagueStatement(db: D1Database, leagueId: number, viewerId: number) {
  return db.prepare(`${LEAGUE_SELECT} WHERE l.id = ?`).bind(viewerId, leagueId);
}

export function loadLeague(db: D1Database, leagueId: number, viewerId: number) {
  return leagueStatement(db, leagueId, viewerId).first<LeagueRow>();
}

/** The session's data stamps (`c.var.leagueStamp`, `c.var.seasonStamp`; null: unknown). */
export interface DataStamps {
  leagueStamp: number | null;
  seasonStamp: number | null;
}

/**
 * This isolate's visible-league answers per league and viewer (the row carries the viewer's
 * membership), kept while the league and season stamps hold: a league row, its members, names
 * and totals all move the league stamp (migrations/0024), sports and seasons the season stamp.
 */
const visibleKept = stampedMemory<LeagueRow | null>(512);

/**
 * The league by id only if the viewer may know it exists: a public league, or a private one the
 * viewer is an active member of. A private league's way in is its code or an invitation, so
 * walking ids learns nothing (null, answered 404 like an unknown id). Given the session's
 * `stamps` (reads only), the answer is kept in this isolate while they hold; the kept row is
 * shared: callers copy, never mutate.
 */
export async function loadVisibleLeague(
  db: D1Database,
  leagueId: number,
  viewerId: number,
  stamps?: DataStamps,
) {
  const read = async () => {
    const row = await loadLeague(db, leagueId, viewerId);
    return row && (row.league_type === "public" || isActiveMember(row)) ? row : null;
  };
  if (!stamps) return read();
  const stamp =
    stamps.leagueStamp === null || stamps.seasonStamp === null
      ? null
      : `${stamps.leagueStamp}:${stamps.seasonStamp}`;
  return visibleKept.get(`${leagueId}:${viewerId}`, stamp, read);
}

/** The league by its join code, with the viewer's membership. */
export function loadLeagueByCode(db: D1Database, code: string, viewerId: number) {
  return db.prepare(`${LEAGUE_SELECT} WHERE l.code = ?`).bind(viewerId, code).first<LeagueRow>();
}

/** One league only if the viewer is an active member of it (no row otherwise). */
export function memberLeagueStatement(db: D1Database, leagueId: number, viewerId: number) {
  return db
    .prepare(`${LEAGUE_SELECT} WHERE l.id = ? AND m.status = 'active'`)
    .bind(viewerId, leagueId);
}

/** The viewer's active leagues: active ones first, newest first. */
export function memberLeaguesStatement(db: D1Database, viewerId: number) {
  return db
    .prepare(
      `${LEAGUE_SELECT} WHERE m.status = 'active' ORDER BY l.is_active DESC, l.created_at DESC, l.id DESC`,
    )
    .bind(viewerId);
}

/** Public, active leagues matching `where` (over `l` and `s`), the fullest first, at most 100. */
export function publicLeaguesStatement(
  db: D1Database,
  viewerId: number,
  where: { sql: string; args: unknown[] },
) {
  return db
    .prepare(
      `${LEAGUE_SELECT} WHERE l.league_type = 'public' AND l.is_active = 1 ${where.sql ? `AND ${where.sql}` : ""}
       ORDER BY l.member_count DESC, l.created_at DESC, l.id DESC LIMIT 100`,
    )
    .bind(viewerId, ...where.args);
}

export const isActiveMember = (row: LeagueRow) => row.member_status === "active";
export const isCommissioner = (row: LeagueRow, viewerId: number) =>
  row.member_status === "active" && (row.member_role === "admin" || row.creator_id === viewerId);

// ---- calendar ----

export interface LeagueCalendar {
  current_week: number;
  completed_weeks: number[];
  week_0_complete: boolean;
  current_week_over: boolean;
}

/**
 * The league's weeks under its own settings (week 0 counts only when the league plays it and its
 * sport has one).
 */
export function leagueCalendar(
  row: Pick<LeagueRow, "include_week_0"> & { sport_key?: string | null },
  schedule: readonly WeekSchedule[],
): LeagueCalendar {
  const includeWeek0 = !!row.include_week_0 && calendarFor(row.sport_key).firstWeek === 0;
  const current = currentWeek(schedule, includeWeek0);
  const done = completedWeeks(schedule, includeWeek0);
  return {
    current_week: current,
    completed_weeks: done,
    week_0_complete: done.includes(0),
    current_week_over: isWeekOver(schedule, current, current),
  };
}
