/**
 * League reads shared by the leagues and standings routes: one league with the viewer's
 * membership, a season's week schedule, standings totals, and the JSON shapes the API returns.
 * Every function is a fixed number of D1 queries, whatever the number of members (ADR 0401).
 */
import { expandGamePortions } from "#domain/leagues/enums";
import type { StandingRow, StandingsResponse } from "#domain/leagues/responses";
import { picksRequiredForWeek } from "#domain/leagues/pick-visibility";
import {
  averageOdds,
  lockRatioText,
  pickRatioText,
  sortStandings,
  winPercentage,
  type StandingTotals,
} from "#domain/leagues/tiebreakers";
import {
  completedWeeks,
  currentWeek,
  isWeekOver,
  summaryWeeks,
  type WeekSchedule,
} from "#domain/leagues/weeks";

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
}

export const LEAGUE_SELECT = `SELECT l.*, s.key AS sport_key, s.name AS sport_name, se.name AS season_name,
  se.year AS season_year, cu.username AS creator_username,
  m.role AS member_role, m.status AS member_status, m.joined_at AS member_joined_at, m.left_at AS member_left_at
FROM leagues l
JOIN sports s ON s.id = l.sport_id
JOIN seasons se ON se.id = l.season_id
JOIN users cu ON cu.id = l.creator_id
LEFT JOIN league_members m ON m.league_id = l.id AND m.user_id = ?`;

export function loadLeague(db: D1Database, leagueId: number, viewerId: number) {
  return db.prepare(`${LEAGUE_SELECT} WHERE l.id = ?`).bind(viewerId, leagueId).first<LeagueRow>();
}

export const isActiveMember = (row: LeagueRow) => row.member_status === "active";
export const isCommissioner = (row: LeagueRow, viewerId: number) =>
  row.member_status === "active" && (row.member_role === "admin" || row.creator_id === viewerId);

/** Week schedules of the given seasons: games per week and how many are final or void. */
export async function loadSchedules(
  db: D1Database,
  seasonIds: readonly number[],
): Promise<Map<number, WeekSchedule[]>> {
  const ids = [...new Set(seasonIds)];
  const out = new Map<number, WeekSchedule[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const { results } = await db
    .prepare(
      `SELECT season_id, week, COUNT(*) AS games, SUM(status IN ('final', 'void')) AS finished
       FROM games WHERE season_id IN (SELECT value FROM json_each(?)) GROUP BY season_id, week`,
    )
    .bind(JSON.stringify(ids))
    .all<{ season_id: number; week: number; games: number; finished: number }>();
  for (const r of results)
    out.get(r.season_id)?.push({ week: r.week, games: r.games, finished: r.finished });
  return out;
}

export interface LeagueCalendar {
  current_week: number;
  completed_weeks: number[];
  week_0_complete: boolean;
  current_week_over: boolean;
}

export function leagueCalendar(
  row: Pick<LeagueRow, "include_week_0">,
  schedule: WeekSchedule[],
): LeagueCalendar {
  const includeWeek0 = !!row.include_week_0;
  const current = currentWeek(schedule, includeWeek0);
  const done = completedWeeks(schedule, includeWeek0);
  return {
    current_week: current,
    completed_weeks: done,
    week_0_complete: done.includes(0),
    current_week_over: isWeekOver(schedule, current, current),
  };
}

const json = <T>(text: string | null | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** What anyone signed in may see of any league (the private league's public card). */
export function publicCard(row: LeagueRow) {
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
    user_role: null as string | null,
  };
}

/** The league's rules (what a public card adds and what the sportsbook applies). */
export function leagueRules(row: LeagueRow) {
  const portions = json<string[]>(row.allowed_game_portions, ["full_game"]);
  return {
    description: row.description,
    sport_type: row.sport_type,
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
    /** The single portions a pick may be made in (groups such as half_game expanded). */
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

export interface MemberWeekPicks {
  picks: number;
  locks: number;
}

/** The full league object for an active member (spec 001 section 3 "League"). */
export function memberLeague(
  row: LeagueRow,
  viewerId: number,
  calendar: LeagueCalendar,
  week: MemberWeekPicks,
  points: number,
) {
  const required = picksRequiredForWeek(row, calendar.current_week);
  const locksNeeded = row.enable_locks ? 1 : 0;
  const picksRemaining = Math.max(0, required - week.picks);
  const needsAction =
    !!row.is_active &&
    !calendar.current_week_over &&
    (picksRemaining > 0 || (locksNeeded > 0 && week.locks === 0));
  return {
    ...publicCard(row),
    ...leagueRules(row),
    code: row.code,
    creator: row.creator_id,
    user_role: isCommissioner(row, viewerId) ? "admin" : "member",
    is_commissioner: isCommissioner(row, viewerId),
    joined_at: row.member_joined_at,
    current_week: calendar.current_week,
    completed_weeks: calendar.completed_weeks,
    week_0_complete: calendar.week_0_complete,
    current_week_incomplete: !calendar.current_week_over,
    picks_required_this_week: required,
    picks_remaining: picksRemaining,
    needs_action: needsAction,
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

/** The viewer's submitted picks per league and week, and points per league (2 queries). */
export async function loadViewerActivity(db: D1Database, viewerId: number) {
  const [picks, points] = await db.batch<Record<string, number>>([
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
  ]);
  const weekPicks = new Map<string, MemberWeekPicks>();
  for (const r of picks!.results)
    weekPicks.set(`${r.league_id}:${r.week}`, { picks: r.picks ?? 0, locks: r.locks ?? 0 });
  const leaguePoints = new Map<number, number>();
  for (const r of points!.results) leaguePoints.set(r.league_id!, r.points ?? 0);
  return {
    week: (leagueId: number, week: number) =>
      weekPicks.get(`${leagueId}:${week}`) ?? { picks: 0, locks: 0 },
    points: (leagueId: number) => leaguePoints.get(leagueId) ?? 0,
  };
}

/** The active member's leagues, newest first, as full member objects (GET /leagues/, user-leagues). */
export async function listMemberLeagues(db: D1Database, viewerId: number) {
  const { results } = await db
    .prepare(
      `${LEAGUE_SELECT} WHERE m.status = 'active' ORDER BY l.is_active DESC, l.created_at DESC, l.id DESC`,
    )
    .bind(viewerId)
    .all<LeagueRow>();
  const [schedules, activity] = await Promise.all([
    loadSchedules(
      db,
      results.map((r) => r.season_id),
    ),
    loadViewerActivity(db, viewerId),
  ]);
  return results.map((row) => {
    const calendar = leagueCalendar(row, schedules.get(row.season_id) ?? []);
    return memberLeague(
      row,
      viewerId,
      calendar,
      activity.week(row.id, calendar.current_week),
      activity.points(row.id),
    );
  });
}

/**
 * Every member's totals as ONE JSON text built inside SQLite (json_group_array): D1 hands back one
 * value instead of 10,000 rows, and league_member_totals (kept from league_week_points by the
 * triggers of migration 0011) spares the aggregation over every graded week. Each entry is
 * [league_id, user_id, username, avatar_url, role, points, wins, losses, pushes, correct,
 *  lock_total, lock_correct, odds_sum, odds_count, "week:points,..."].
 */
const totalsJson = (where: string) => `SELECT json_group_array(json_array(m.league_id, m.user_id,
  u.username, u.avatar_url, m.role, COALESCE(t.points, 0), COALESCE(t.wins, 0), COALESCE(t.losses, 0),
  COALESCE(t.pushes, 0), COALESCE(t.correct, 0), COALESCE(t.lock_total, 0),
  COALESCE(t.lock_correct, 0), COALESCE(t.odds_sum, 0), COALESCE(t.odds_count, 0), t.weekly)) AS data
FROM league_members m
JOIN users u ON u.id = m.user_id
LEFT JOIN league_member_totals t ON t.league_id = m.league_id AND t.user_id = m.user_id
WHERE ${where}`;

type TotalsTuple = [
  number,
  number,
  string,
  string | null,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  string | null,
];

interface Ranked extends StandingTotals {
  league_id: number;
  avatar: string | null;
  role: string;
}

function fromTuple(t: TotalsTuple): Ranked {
  const weekly: Record<number, number> = {};
  if (t[14])
    for (const part of t[14].split(",")) {
      const colon = part.indexOf(":");
      weekly[Number(part.slice(0, colon))] = Number(part.slice(colon + 1));
    }
  return {
    league_id: t[0],
    user_id: t[1],
    username: t[2],
    avatar: t[3],
    role: t[4],
    total_points: t[5],
    wins: t[6],
    losses: t[7],
    pushes: t[8],
    total_picks: t[6] + t[7] + t[8],
    correct_picks: t[9],
    lock_total: t[10],
    lock_correct: t[11],
    odds_sum: t[12],
    odds_count: t[13],
    weekly,
  };
}

/** A standing row for everyone: `is_current_user` is set per viewer when it is served. */
function toRow(
  r: Ranked,
  rank: number,
  weekKeys: readonly (readonly [number, string])[],
): StandingRow {
  const weeklyPoints: Record<string, number> = {};
  for (const [w, key] of weekKeys) weeklyPoints[key] = r.weekly[w] ?? 0;
  for (const w in r.weekly) weeklyPoints[`week_${w}`] = r.weekly[w]!;
  const avg = averageOdds(r);
  return {
    id: r.user_id,
    user_id: r.user_id,
    username: r.username,
    avatar: r.avatar,
    rank,
    is_commissioner: r.role === "admin",
    is_current_user: false,
    total_points: r.total_points,
    total_picks: r.total_picks,
    correct_picks: r.correct_picks,
    wins: r.wins,
    losses: r.losses,
    pushes: r.pushes,
    lock_total: r.lock_total,
    lock_correct: r.lock_correct,
    pick_ratio: pickRatioText(r),
    lock_ratio: lockRatioText(r),
    average_odds: avg === null ? null : Math.round(avg),
    win_percentage: Math.round(winPercentage(r) * 1000) / 10,
    weekly_points: weeklyPoints,
  };
}

type LeagueOrder = { id: number; primary_tiebreaker: string; secondary_tiebreaker: string };

function rank(rows: Ranked[], league: LeagueOrder, weeks: readonly number[]) {
  const weekKeys = weeks.map((w) => [w, `week_${w}`] as const);
  return sortStandings(rows, league).map((r, i) => toRow(r, i + 1, weekKeys));
}

/** The summary weeks as the cache keys them. */
const weeksKey = (weeks: readonly number[]) => weeks.join(",");

/** A league's ranked rows serialised once: JSON text with every `is_current_user` false. */
interface RankedLeague {
  /** The league_standings_versions stamp the rows were ranked at (migration 0014). */
  version: number;
  weeks: string;
  /** The rows as the inside of a JSON array. */
  text: string;
  /** Where each row starts in `text`, plus one past the end (rows are joined with ","). */
  starts: Uint32Array;
  /** user id → position. */
  index: Map<number, number>;
}

function serialise(version: number, weeks: string, rows: readonly StandingRow[]): RankedLeague {
  const parts = rows.map((r) => JSON.stringify(r));
  const starts = new Uint32Array(parts.length + 1);
  let at = 0;
  parts.forEach((part, i) => {
    starts[i] = at;
    at += part.length + 1;
  });
  starts[parts.length] = at;
  return {
    version,
    weeks,
    text: parts.join(","),
    starts,
    index: new Map(rows.map((r, i) => [r.user_id, i])),
  };
}

const memberCount = (e: RankedLeague) => e.starts.length - 1;
const rowText = (e: RankedLeague, i: number) => e.text.slice(e.starts[i], e.starts[i + 1]! - 1);

/** One row as an object, marked for the viewer. */
function rowAt(e: RankedLeague, i: number, viewerId: number): StandingRow {
  const row = JSON.parse(rowText(e, i)) as StandingRow;
  row.is_current_user = row.user_id === viewerId;
  return row;
}

/** Every row as JSON text, the viewer's marked (one row edited, the rest served as stored). */
function rowsTextFor(e: RankedLeague, viewerId: number): string {
  const i = e.index.get(viewerId);
  if (i === undefined) return e.text;
  const marked = rowText(e, i).replace('"is_current_user":false', '"is_current_user":true');
  return `${e.text.slice(0, e.starts[i])}${marked}${e.text.slice(e.starts[i + 1]! - 1)}`;
}

/**
 * This isolate's ranked leagues, least recently used first, up to MEMORY_CHARS of text in all (a
 * 10,000-member league is ~5 MB). An entry is served only while its stamp is the one D1 holds,
 * so a change made through any isolate shows at once (ADR 0401).
 */
const memory = new Map<number, RankedLeague>();
const MEMORY_CHARS = 24_000_000;

function remember(leagueId: number, entry: RankedLeague) {
  memory.delete(leagueId);
  memory.set(leagueId, entry);
  let total = 0;
  for (const e of memory.values()) total += e.text.length;
  for (const [id, e] of memory) {
    if (total <= MEMORY_CHARS || memory.size === 1) break;
    memory.delete(id);
    total -= e.text.length;
  }
  return entry;
}

/** Forgets this isolate's copies (the benchmark measures a first read with it). */
export function forgetStandingsInMemory() {
  memory.clear();
}

/**
 * The leagues ranked: this isolate's copy of each while its stamp is unchanged, the others ranked
 * again from the totals. Two D1 statements at most, whatever the number of leagues and members.
 */
async function rankedLeagues(
  db: D1Database,
  leagues: readonly (LeagueOrder & { weeks: readonly number[] })[],
): Promise<Map<number, RankedLeague>> {
  const out = new Map<number, RankedLeague>();
  if (!leagues.length) return out;
  // The stamps are read before the totals, so rows never carry a stamp older than their data.
  const { results } = await db
    .prepare(
      "SELECT league_id, version FROM league_standings_versions WHERE league_id IN (SELECT value FROM json_each(?))",
    )
    .bind(JSON.stringify(leagues.map((l) => l.id)))
    .all<{ league_id: number; version: number }>();
  const stamps = new Map(results.map((r) => [r.league_id, r.version]));
  const stale: (typeof leagues)[number][] = [];
  for (const league of leagues) {
    const mine = memory.get(league.id);
    const fresh =
      mine &&
      mine.version === (stamps.get(league.id) ?? 0) &&
      mine.weeks === weeksKey(league.weeks);
    if (fresh) out.set(league.id, remember(league.id, mine));
    else stale.push(league);
  }
  if (!stale.length) return out;
  const row = await db
    .prepare(totalsJson("m.status = 'active' AND m.league_id IN (SELECT value FROM json_each(?))"))
    .bind(JSON.stringify(stale.map((l) => l.id)))
    .first<{ data: string | null }>();
  const byLeague = new Map<number, Ranked[]>();
  for (const tuple of JSON.parse(row?.data ?? "[]") as TotalsTuple[]) {
    const r = fromTuple(tuple);
    const list = byLeague.get(r.league_id);
    if (list) list.push(r);
    else byLeague.set(r.league_id, [r]);
  }
  for (const league of stale) {
    const rows = rank(byLeague.get(league.id) ?? [], league, league.weeks);
    const entry = serialise(stamps.get(league.id) ?? 0, weeksKey(league.weeks), rows);
    out.set(league.id, remember(league.id, entry));
  }
  return out;
}

/**
 * One league's standings as the API answers them (GET /leagues/:id/standings/, and
 * /standings/:id/full_standings/ with the rows under `members`), as JSON text: the envelope is
 * built per request, the ranked rows come serialised (ADR 0401).
 */
export async function standingsResponseText(
  db: D1Database,
  row: LeagueRow,
  viewerId: number,
  rowsKey: "standings" | "members" = "standings",
): Promise<string> {
  const schedules = await loadSchedules(db, [row.season_id]);
  const calendar = leagueCalendar(row, schedules.get(row.season_id) ?? []);
  const weeks = summaryWeeks({
    current_week: calendar.current_week,
    include_week_0: !!row.include_week_0,
    completed_weeks: calendar.completed_weeks,
  });
  const ranked = (await rankedLeagues(db, [{ ...row, weeks }])).get(row.id)!;
  const head: Omit<StandingsResponse, "standings"> = {
    league_id: row.id,
    league_name: row.name,
    current_week: calendar.current_week,
    weeks,
    total_members: memberCount(ranked),
  };
  const envelope = JSON.stringify(head);
  return `${envelope.slice(0, -1)},${JSON.stringify(rowsKey)}:[${rowsTextFor(ranked, viewerId)}]}`;
}

export interface StandingsSummary {
  total_members: number;
  top_members: StandingRow[];
  user_row: StandingRow | null;
}

/** The top rows and the viewer's row of each league (the dashboard), two statements at most. */
export async function standingsSummaries(
  db: D1Database,
  leagues: readonly (LeagueOrder & { weeks: readonly number[] })[],
  viewerId: number,
  top: number,
): Promise<Map<number, StandingsSummary>> {
  const ranked = await rankedLeagues(db, leagues);
  const out = new Map<number, StandingsSummary>();
  for (const [id, e] of ranked) {
    const members = memberCount(e);
    const mine = e.index.get(viewerId);
    out.set(id, {
      total_members: members,
      top_members: Array.from({ length: Math.min(top, members) }, (_, i) => rowAt(e, i, viewerId)),
      user_row: mine === undefined ? null : rowAt(e, mine, viewerId),
    });
  }
  return out;
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
