/**
 * The JSON shapes of a league (domain/leagues/contract.ts): the public card, the rules every pick
 * is checked against, the full object a member sees and a member of its list. Pure: they read rows
 * other files load. Other areas import them through ./queries.ts.
 */
import type {
  LeagueCard,
  LeagueMember,
  LeagueRulesJson,
  MemberLeague,
} from "#domain/leagues/contract";
import { expandGamePortions } from "#domain/picks/vocabulary";
import { storedAutoPick } from "#domain/leagues/auto-pick-settings";
import { poolFormatOf } from "#domain/leagues/enums";
import { picksRequiredForWeek } from "#domain/leagues/pick-visibility";
import type { LeagueRules } from "#domain/picks/rules";
import {
  firstPickWeek,
  nextDeadline,
  nothingLeftToPick,
  weekTakesPicks,
  type ScheduledGame,
} from "#domain/picks/owes-picks";
import { cardWeekOf, cardWeekRange } from "#domain/picks/weeks";
import { calendarFor } from "#domain/season/calendars";
import { namesShown } from "#domain/social/privacy";
import type { WeekSelector } from "#worker/season/queries";
import { isActiveMember, isCommissioner, type LeagueCalendar, type LeagueRow } from "./league-row";

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
    pool_format: poolFormatOf(row.pool_format),
    postseason_only: !!row.postseason_only,
    auto_pick: storedAutoPick(row.auto_pick),
    auto_pick_limit: row.auto_pick_limit,
    survivor_lives: row.survivor_lives,
    survivor_pick_type: row.survivor_pick_type === "spread" ? "spread" : "straight_up",
    survivor_push: row.survivor_push === "lose" ? "lose" : "survive",
  };
}

/** The viewer's picks in one league and week (or the postseason). */
export interface WeekPicks {
  week: WeekSelector;
  picks: number;
  locks: number;
  /** Out of this survivor pool (./survivor-out.ts): no pick is due. */
  out?: boolean;
}

/**
 * What the "owes picks" rule reads (domain/picks/owes-picks.ts): the league's season's games that
 * may still take picks (`pickableGamesStatement`), and the server clock.
 */
export interface PickableSeason {
  games: readonly ScheduledGame[];
  now: Date;
}

/** A bowl pool's card as the viewer meets it (./bowl-card-counts.ts). */
export interface BowlCardCounts {
  /** Games on the card now that the league plays. */
  onCard: number;
  /** Of those, the ones still open for picks that the viewer has not picked. */
  openUnpicked: number;
}

/** The full league object for an active member (spec 001 section 3 "League"). */
export function memberLeague(
  row: LeagueRow,
  viewerId: number,
  calendar: LeagueCalendar,
  week: WeekPicks,
  points: number,
  season: PickableSeason,
  bowlCard?: BowlCardCounts,
): MemberLeague {
  const cal = calendarFor(row.sport_key);
  const weekNumber = cardWeekRange(week.week, cal)[0];
  // A bowl pool picks every game on its card: the card's size, not the limit of 100 (ADR 0406).
  const limit = picksRequiredForWeek(row, weekNumber);
  const required = week.out ? 0 : bowlCard ? Math.min(limit, bowlCard.onCard) : limit;
  const rules = leagueRules(row);
  // A week the league cannot pick (none of its games allowed, or all past their deadline) owes
  // nothing: no picks left, no lock, no reminder.
  const open = weekTakesPicks(rules, season.games, cardWeekOf(weekNumber, cal), season.now);
  const picksRemaining = open
    ? Math.min(Math.max(0, required - week.picks), bowlCard?.openUnpicked ?? Infinity)
    : 0;
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
