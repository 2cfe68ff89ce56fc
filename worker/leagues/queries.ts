/**
 * League reads: the one league row (with the viewer's membership), its calendar, its rules and
 * the JSON shapes of a league (domain/leagues/contract.ts). Other areas — standings, picks, the
 * sportsbook — read leagues through this file. Every function is a fixed number of D1 statements,
 * whatever the number of leagues or members (ADR 0401).
 */
import type {
  LeagueCard,
  LeagueMember,
  LeagueRulesJson,
  MemberLeague,
} from "#domain/leagues/contract";
import { expandGamePortions } from "#domain/leagues/enums";
import { picksRequiredForWeek } from "#domain/leagues/pick-visibility";
import { completedWeeks, currentWeek, isWeekOver, type WeekSchedule } from "#domain/leagues/weeks";
import type { LeagueRules } from "#domain/picks/rules";
import {
  firstPickWeek,
  nextDeadline,
  nothingLeftToPick,
  weekTakesPicks,
  type ScheduledGame,
} from "#domain/picks/owes-picks";
import { cardWeekOf, cardWeekRange } from "#domain/picks/weeks";
import { calendarFor, type SportCalendar } from "#domain/season/calendars";
import { namesShown } from "#domain/social/privacy";
import type { Context } from "hono";
import type { AppBindings } from "#worker/env";
import { inSessionBatch } from "#worker/http/auth";
import { namesVisibleSql } from "#worker/social/queries";
import {
  loadSchedules,
  pickableGamesBySeason,
  pickableGamesStatement,
  seasonWeeks,
  stampedMemory,
  type WeekSelector,
} from "#worker/season/queries";

/** The sport names the Create League dialog and the filters send, as sports.key. */
export const SPORT_ALIASES: Record<string, string> = {
  ncaa: "ncaa-football",
  "ncaa football": "ncaa-football",
  nfl: "nfl",
};

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

// ---- JSON shapes ----

const json = <T>(text: string | null | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** What anyone signed in may see of any league (the private league's public card). */
export function publicCard(row: LeagueRow): LeagueCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    league_type: row.league_type,
    sport: { id: row.sport_id, key: row.sport_key, name: row.sport_name },
    sport_name: row.sport_name,
    sport_key: row.sport_key,
    season: { id: row.season_id, name: row.season_name, year: row.season_year },
    season_name: row.season_name,
    creator_username: row.creator_username,
    is_active: !!row.is_active,
    is_sponsored: !!row.is_sponsored,
    sponsor_name: row.sponsor_name,
    member_count: row.member_count,
    total_members: row.member_count,
    max_members: row.max_members,
    is_full: row.member_count >= row.max_members,
    duration_type: row.duration_type,
    submission_deadline: row.submission_deadline,
    created_at: row.created_at,
    is_member: isActiveMember(row),
    user_role: null,
  };
}

/**
 * The league's rules: what a public card adds, and what every pick is checked against
 * (domain/picks/rules.ts) on the server and on the phone.
 */
export function leagueRules(row: LeagueRow): LeagueRulesJson & LeagueRules {
  const portions = json<string[]>(row.allowed_game_portions, ["full_game"]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sport_type: row.sport_type,
    sport_key: row.sport_key,
    allowed_sports: json<string[]>(row.allowed_sports, []),
    picks_required: row.picks_per_week,
    picks_per_week: row.picks_per_week,
    postseason_pick_limit: row.postseason_pick_limit,
    enable_locks: !!row.enable_locks,
    include_week_0: !!row.include_week_0,
    include_conf_championship: !!row.include_conf_championship,
    include_bowl_games: !!row.include_bowl_games,
    include_playoffs: !!row.include_playoffs,
    custom_weeks: row.custom_weeks,
    duration_type: row.duration_type,
    custom_start_date: row.custom_start_date,
    custom_end_date: row.custom_end_date,
    conference_filter: row.conference_filter,
    allowed_bet_types: json<string[]>(row.allowed_bet_types, ["spread", "over_under"]),
    allowed_game_portions: portions,
    allowed_pick_portions: expandGamePortions(portions),
    primary_tiebreaker: row.primary_tiebreaker,
    secondary_tiebreaker: row.secondary_tiebreaker,
    tiebreaker_method: row.primary_tiebreaker,
    odds_range_enabled: !!row.odds_range_enabled,
    odds_restriction_enabled: !!row.odds_range_enabled,
    min_odds: row.odds_range_enabled ? (row.min_odds ?? -500) : -500,
    max_odds: row.odds_range_enabled ? (row.max_odds ?? 500) : 500,
    submission_deadline: row.submission_deadline,
    custom_deadline_day: row.custom_deadline_day,
    custom_deadline_time: row.custom_deadline_time,
    show_picks_before_lock: !!row.show_picks_before_lock,
    count_push_as_win: !!row.count_push_as_win,
    is_sponsored: !!row.is_sponsored,
    sponsor_name: row.sponsor_name,
    sponsor_logo_url: row.sponsor_logo_url,
    sponsor_message: row.sponsor_message,
    prize_description: row.prize_description,
  };
}

/** The viewer's picks in one league and week (or the postseason). */
export interface WeekPicks {
  week: WeekSelector;
  picks: number;
  locks: number;
}

/**
 * What the "owes picks" rule reads (domain/picks/owes-picks.ts): the league's season's games that
 * may still take picks (`pickableGamesStatement`), and the server clock.
 */
export interface PickableSeason {
  games: readonly ScheduledGame[];
  now: Date;
}

/** The full league object for an active member (spec 001 section 3 "League"). */
export function memberLeague(
  row: LeagueRow,
  viewerId: number,
  calendar: LeagueCalendar,
  week: WeekPicks,
  points: number,
  season: PickableSeason,
): MemberLeague {
  const cal = calendarFor(row.sport_key);
  const weekNumber = cardWeekRange(week.week, cal)[0];
  const required = picksRequiredForWeek(row, weekNumber);
  const rules = leagueRules(row);
  // A week the league cannot pick (none of its games allowed, or all past their deadline) owes
  // nothing: no picks left, no lock, no reminder.
  const open = weekTakesPicks(rules, season.games, cardWeekOf(weekNumber, cal), season.now);
  const picksRemaining = open ? Math.max(0, required - week.picks) : 0;
  const needsAction =
    !!row.is_active && open && (picksRemaining > 0 || (!!row.enable_locks && week.locks === 0));
  const commissioner = isCommissioner(row, viewerId);
  return {
    ...publicCard(row),
    ...rules,
    code: row.code,
    creator: row.creator_id,
    user_role: commissioner ? "admin" : "member",
    is_commissioner: commissioner,
    joined_at: row.member_joined_at,
    current_week: calendar.current_week,
    completed_weeks: calendar.completed_weeks,
    week_0_complete: calendar.week_0_complete,
    current_week_incomplete: !calendar.current_week_over,
    picks_week: weekNumber,
    picks_required_this_week: required,
    picks_remaining: picksRemaining,
    needs_action: needsAction,
    picks_open: open,
    next_pick_week: firstPickWeek(rules, season.games, season.now),
    next_deadline: nextDeadline(rules, season.games, season.now)?.toISOString() ?? null,
    nothing_to_pick: nothingLeftToPick(rules, season.games, season.now),
    user_stats: {
      current_week_picks_made: week.picks,
      current_week_lock_made: week.locks > 0,
    },
    user_week_picks: week.picks,
    picks_count: week.picks,
    user_points: points,
    current_points: points,
  };
}

/** The statements of the viewer's pick counts and points per league (`viewerActivity` reads them). */
export function viewerActivityStatements(db: D1Database, viewerId: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        "SELECT league_id, week, COUNT(*) AS picks, SUM(is_lock) AS locks FROM picks WHERE user_id = ? GROUP BY league_id, week",
      )
      .bind(viewerId),
    db
      .prepare(
        "SELECT league_id, SUM(points) AS points FROM league_week_points WHERE user_id = ? GROUP BY league_id",
      )
      .bind(viewerId),
  ];
}

/** The viewer's pick counts per league and week, and points per league (one batch). */
export async function loadViewerActivity(db: D1Database, viewerId: number) {
  const [picks, points] = await db.batch(viewerActivityStatements(db, viewerId));
  return viewerActivity(picks!, points!);
}

/** Reads the results of `viewerActivityStatements`. */
function viewerActivity(picks: D1Result, points: D1Result) {
  const byLeague = new Map<number, { week: number; picks: number; locks: number }[]>();
  for (const r of picks.results as Record<string, number>[]) {
    const list = byLeague.get(r.league_id!) ?? [];
    list.push({ week: r.week!, picks: r.picks ?? 0, locks: r.locks ?? 0 });
    byLeague.set(r.league_id!, list);
  }
  const leaguePoints = new Map<number, number>();
  for (const r of points.results as Record<string, number>[])
    leaguePoints.set(r.league_id!, r.points ?? 0);
  return {
    /** Counts of a week selector ('postseason' sums the sport's postseason weeks, one cap). */
    week(leagueId: number, week: WeekSelector, cal: SportCalendar) {
      const [low, high] = cardWeekRange(week, cal);
      const inWeek = (w: number) => w >= low && w <= high;
      let count = 0;
      let locks = 0;
      for (const r of byLeague.get(leagueId) ?? [])
        if (inWeek(r.week)) {
          count += r.picks;
          locks += r.locks;
        }
      return { picks: count, locks };
    },
    points: (leagueId: number) => leaguePoints.get(leagueId) ?? 0,
  };
}

/** The sportsbook's week of the viewer's leagues. */
export interface StatusWeek {
  /** A week of each league's own season, or null: each season's current week (week 0 counted). */
  week: WeekSelector | null;
}

/**
 * The viewer's active leagues as full member objects (GET /leagues/, /user-leagues/, the
 * sportsbook). Pick counts are of each league's current week, or of `options.week` read by each
 * league's sport calendar; whether that week owes picks is the league's own (its games, its
 * deadline kind, the server clock `now`).
 */
export async function listMemberLeagues(
  db: D1Database,
  viewerId: number,
  now: Date,
  options?: StatusWeek,
  seasonStamp: number | null = null,
): Promise<MemberLeague[]> {
  const results = await db.batch(memberLeaguesStatements(db, viewerId, now));
  return memberLeaguesFrom(db, results, viewerId, now, options, seasonStamp);
}

/**
 * listMemberLeagues for a route behind `requireToken`: the session check and the leagues are one
 * round trip (ADR 1002).
 */
export async function sessionMemberLeagues(c: Context<AppBindings>): Promise<MemberLeague[]> {
  const db = c.env.DB;
  const now = c.var.now;
  const results = await inSessionBatch(c, (userId) => memberLeaguesStatements(db, userId, now));
  return memberLeaguesFrom(db, results, c.var.userId, now, undefined, c.var.seasonStamp);
}

/**
 * The statements of the viewer's leagues, activity and the games their seasons can still pick:
 * one round trip, which a route may share with statements of its own (the session check, ADR
 * 1002). Read back with memberLeaguesFrom.
 */
export const memberLeaguesStatements = (db: D1Database, viewerId: number, now: Date) => [
  memberLeaguesStatement(db, viewerId),
  ...viewerActivityStatements(db, viewerId),
  pickableGamesStatement(db, now, { viewerId }),
];

/** listMemberLeagues from the results of memberLeaguesStatements; schedules are kept (stamped). */
export async function memberLeaguesFrom(
  db: D1Database,
  [leaguesRes, picksRes, pointsRes, pickableRes]: D1Result[],
  viewerId: number,
  now: Date,
  options?: StatusWeek,
  seasonStamp: number | null = null,
): Promise<MemberLeague[]> {
  const results = leaguesRes!.results as LeagueRow[];
  const activity = viewerActivity(picksRes!, pointsRes!);
  const pickable = pickableGamesBySeason(pickableRes);
  const schedules = await loadSchedules(
    db,
    results.map((r) => r.season_id),
    seasonStamp,
  );
  return results.map((row) => {
    const schedule = schedules.get(row.season_id) ?? [];
    const calendar = leagueCalendar(row, schedule);
    const cal = calendarFor(row.sport_key);
    const week = options
      ? (options.week ?? seasonWeeks(schedule).current_week)
      : calendar.current_week;
    // A postseason week number is the league's one postseason card (its shared pick limit).
    const card = week === "postseason" ? week : cardWeekOf(week, cal);
    return memberLeague(
      row,
      viewerId,
      calendar,
      { week, ...activity.week(row.id, card, cal) },
      activity.points(row.id),
      { games: pickable.get(row.season_id) ?? [], now },
    );
  });
}

/** A member of a league as the API answers it; names they hide from the viewer are empty. */
export function memberJson(m: {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  role: string;
  joined_at: string;
  /** From `namesVisibleSql`: whether the viewer may see this member's names (ADR 1301). */
  names_visible: number;
}): LeagueMember {
  return {
    id: m.id,
    user_id: m.id,
    username: m.username,
    full_name: namesShown(m, m.names_visible === 1).full_name,
    avatar: m.avatar_url,
    role: m.role,
    is_commissioner: m.role === "admin",
    joined_at: m.joined_at,
  };
}

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
              EXISTS (SELECT 1 FROM picks WHERE league_id = ?) AS has_picks`,
    )
    .bind(row.season_id, row.created_at, row.id)
    .first<{ first_kickoff: string | null; has_picks: number }>();
  if (r?.has_picks) return true;
  return !!r?.first_kickoff && Date.parse(r.first_kickoff) <= now.getTime();
}
