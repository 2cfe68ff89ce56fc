/**
 * The leagues calls (spec 001 sections 3 and 7 "Leagues"): list, create, read, edit, search,
 * join, leave, invite, kick, this week's games and weekly picks. Request schemas the Worker
 * validates with, and the answers it builds (`satisfies` these types); the web client is typed by
 * them. Standings live in ../standings/contract.ts.
 */
import * as v from "valibot";
import { LAST_CALENDAR_WEEK, type SubmittedPick } from "../picks/contract";
import type { PickSplit } from "../picks/splits";
import type { NudgeFacts } from "../notifications/nudge";
import type { SportCalendar } from "../season/calendars";
import type { AutoPickMode } from "./auto-pick-settings";
import { PICKS_PER_WEEK_FILTERS } from "./enums";
import type { PoolFormat, SurvivorPickType, SurvivorPushRule } from "./enums";

// ---- requests ----

export const SearchPublicQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(100, "Search is at most 100 characters"))),
  name: v.optional(v.pipe(v.string(), v.maxLength(100, "Name is at most 100 characters"))),
  sport: v.optional(v.pipe(v.string(), v.maxLength(50, "Unknown sport"))),
  duration_type: v.optional(
    v.picklist(["", "season", "month", "week", "custom"], "Unknown duration"),
  ),
  submission_deadline: v.optional(
    v.picklist(["", "game_time", "saturday_noon", "custom"], "Unknown submission deadline"),
  ),
  has_space: v.optional(
    v.picklist(["", "true", "false", "1", "0"], "has_space must be true or false"),
  ),
  picks_per_week: v.optional(
    v.picklist(
      ["", ...PICKS_PER_WEEK_FILTERS.map(String)],
      `picks_per_week must be one of ${PICKS_PER_WEEK_FILTERS.join(", ")}`,
    ),
  ),
  has_free_seats: v.optional(
    v.picklist(["", "true", "false", "1", "0"], "has_free_seats must be true or false"),
  ),
});
export type SearchPublicQuery = v.InferInput<typeof SearchPublicQuerySchema>;

export const JoinSchema = v.object({
  code: v.optional(
    v.nullable(
      v.pipe(v.string("League code must be text"), v.maxLength(20, "Invalid league code")),
    ),
  ),
  league_id: v.optional(
    v.nullable(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], "League id must be a number"),
        v.transform(Number),
        v.integer("League id must be a number"),
      ),
    ),
  ),
});
export type JoinInput = v.InferInput<typeof JoinSchema>;

export const InviteSchema = v.object({
  email: v.pipe(
    v.string("Email is required"),
    v.trim(),
    v.nonEmpty("Email is required"),
    v.maxLength(254, "Please enter a valid email address"),
    v.email("Please enter a valid email address"),
  ),
});

export const KickSchema = v.object({
  user_id: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], "user_id is required"),
    v.transform(Number),
    v.integer("user_id must be a number"),
  ),
});
export type InviteInput = v.InferInput<typeof InviteSchema>;
export type KickInput = v.InferInput<typeof KickSchema>;

/** The message for a week outside a calendar (the league's own weeks: college 0–22, NFL 1–22). */
export const weekOutsideText = (cal: Pick<SportCalendar, "firstWeek" | "postseasonLast">) =>
  `Week must be a whole number from ${cal.firstWeek} to ${cal.postseasonLast}`;

const ANY_WEEK = weekOutsideText({ firstWeek: 0, postseasonLast: LAST_CALENDAR_WEEK });

/** A league's `week` query: any sport's week number here; the route checks the league's calendar. */
export const WeekQuerySchema = v.object({
  week: v.optional(
    v.union([
      v.literal(""),
      v.pipe(
        v.string(),
        v.regex(/^\d{1,2}$/, ANY_WEEK),
        v.transform(Number),
        v.maxValue(LAST_CALENDAR_WEEK, ANY_WEEK),
      ),
    ]),
  ),
});

// ---- answers ----

/** What anyone signed in may see of any league: the public card. */
export interface LeagueCard {
  id: number;
  name: string;
  description: string;
  league_type: string;
  sport: { id: number; key: string; name: string };
  sport_name: string;
  sport_key: string;
  season: { id: number; name: string; year: number };
  season_name: string;
  creator_username: string;
  is_active: boolean;
  is_sponsored: boolean;
  sponsor_name: string | null;
  member_count: number;
  total_members: number;
  max_members: number;
  is_full: boolean;
  duration_type: string;
  submission_deadline: string;
  created_at: string;
  is_member: boolean;
  user_role: "admin" | "member" | null;
}

/** A league's rules: what a public card adds for a public league, and what picks must follow. */
export interface LeagueRulesJson {
  description: string;
  sport_type: string;
  allowed_sports: string[];
  picks_required: number;
  picks_per_week: number;
  postseason_pick_limit: number;
  enable_locks: boolean;
  include_week_0: boolean;
  include_conf_championship: boolean;
  include_bowl_games: boolean;
  include_playoffs: boolean;
  custom_weeks: number | null;
  duration_type: string;
  custom_start_date: string | null;
  custom_end_date: string | null;
  conference_filter: string;
  allowed_bet_types: string[];
  allowed_game_portions: string[];
  /** The single portions a pick may be made in (groups such as half_game expanded). */
  allowed_pick_portions: string[];
  primary_tiebreaker: string;
  secondary_tiebreaker: string;
  tiebreaker_method: string;
  odds_range_enabled: boolean;
  odds_restriction_enabled: boolean;
  min_odds: number;
  max_odds: number;
  submission_deadline: string;
  custom_deadline_day: number | null;
  custom_deadline_time: string | null;
  show_picks_before_lock: boolean;
  count_push_as_win: boolean;
  is_sponsored: boolean;
  sponsor_name: string | null;
  sponsor_logo_url: string | null;
  sponsor_message: string | null;
  prize_description: string | null;
  /** Issue 46: 'standard' or 'confidence' (a correct pick scores its rank); issue 47: 'survivor'. */
  pool_format: PoolFormat;
  /** A bowl pool: only the postseason card is offered, picked and counted. */
  postseason_only: boolean;
  /** Issue 47: what the server picks for a member who missed a week ('off', 'favorite', 'home'). */
  auto_pick: AutoPickMode;
  /** Weeks of the season a member may be auto-picked. */
  auto_pick_limit: number;
  /** Issue 47 (ADR 0407): a survivor league's lives, pick type and push rule (defaults elsewhere). */
  survivor_lives: number;
  survivor_pick_type: SurvivorPickType;
  survivor_push: SurvivorPushRule;
}

/** A public league as a non-member sees it (search results, GET of a public league). */
export type PublicLeague = LeagueCard & LeagueRulesJson;

/** The league of an active member (GET /leagues/, /user-leagues/, and the sportsbook's list). */
export interface MemberLeague extends Omit<LeagueCard, "user_role">, LeagueRulesJson {
  code: string;
  creator: number;
  user_role: "admin" | "member";
  is_commissioner: boolean;
  joined_at: string | null;
  current_week: number;
  completed_weeks: number[];
  week_0_complete: boolean;
  current_week_incomplete: boolean;
  /** The week the pick counts below are about (the current week, or the one asked for). */
  picks_week: number;
  picks_required_this_week: number;
  /** Picks still owed this week: none in a week the league cannot pick (domain/picks/owes-picks.ts). */
  picks_remaining: number;
  needs_action: boolean;
  /** Whether the week has a game the league allows whose deadline is still ahead. */
  picks_open: boolean;
  /** The first game week with a game the league can still pick; null when the season has none. */
  next_pick_week: number | null;
  /** When the league's next pick deadline falls (UTC ISO-8601); null when the season has none. */
  next_deadline: string | null;
  /** Why the league has nothing left to pick this season (null while it has something). */
  nothing_to_pick: string | null;
  user_stats: { current_week_picks_made: number; current_week_lock_made: boolean };
  user_week_picks: number;
  picks_count: number;
  user_points: number;
  current_points: number;
}

export interface LeagueMember {
  id: number;
  user_id: number;
  username: string;
  full_name: string;
  avatar: string | null;
  role: string;
  is_commissioner: boolean;
  joined_at: string;
}

/** GET /api/leagues/{id}/ for a member: the league with its members and the settings freeze. */
export interface LeagueDetail extends MemberLeague {
  settings_locked: boolean;
  /** A survivor league only: its lives, pick type and push rule are frozen (its first week graded). */
  survivor_settings_locked?: boolean;
  members: LeagueMember[];
}

/** GET /api/leagues/{id}/ answers one of these, depending on the viewer. */
export type AnyLeague = LeagueCard | PublicLeague | LeagueDetail;
// Its guards (isLeagueDetail, hasLeagueRules) live in ./shapes.ts, free of the schemas here.

/** GET /api/leagues/, GET /api/leagues/search_public/ */
export interface LeagueList<T> {
  count: number;
  results: T[];
}

/** GET /api/user-leagues/ */
export interface UserLeaguesResponse {
  leagues: MemberLeague[];
  results: MemberLeague[];
  count: number;
}

/** POST /api/leagues/join/ */
export interface JoinResponse {
  message: string;
  league_id: number;
  league: { id: number; name: string; league_type: string };
}

/** POST /api/leagues/{id}/leave/ */
export interface LeaveResponse {
  message: string;
  league_id: number;
}

/** POST /api/leagues/{id}/kick_member/ */
export interface KickResponse {
  message: string;
  user_id: number;
  username: string;
}

/** POST /api/leagues/{id}/invite_user/ */
export interface InviteResponse {
  message: string;
  email: string;
  league_id: number;
}

/** GET /api/leagues/{id}/current_week_games/ */
export interface CurrentWeekGamesResponse {
  league_id: number;
  week: number;
  games: {
    id: number;
    week: number;
    game_time: string;
    venue: string | null;
    notes: string | null;
    is_postseason: boolean;
    status: string;
    is_finished: boolean;
    home_score: number | null;
    away_score: number | null;
    home_team: { id: number; name: string; abbreviation: string };
    away_team: { id: number; name: string; abbreviation: string };
    current_odds: {
      home_spread: number | null;
      away_spread: number | null;
      total_points: number | null;
      home_ml_odds: number | null;
      away_ml_odds: number | null;
    };
  }[];
}

// ---- weekly picks ----

/** One visible pick in GET /api/leagues/:id/weekly_picks/: the one pick shape of the API. */
export type WeeklyPick = SubmittedPick;

export interface MemberWeek {
  user_id: number;
  username: string;
  avatar: string | null;
  is_current_user: boolean;
  picks_submitted: number;
  locks_submitted: number;
  is_complete: boolean;
  hidden_picks: number;
  picks: WeeklyPick[];
  /** Issue 46: the member's total-points guess; another member's null until the tiebreaker game kicks off. */
  tiebreaker_guess: number | null;
}

/** GET /api/leagues/:id/weekly_picks/ */
export interface WeeklyPicksResponse {
  league_id: number;
  week: number;
  current_week: number;
  is_current_week: boolean;
  week_over: boolean;
  picks_revealed: boolean;
  /** 0 in a week the league does not play. */
  picks_required: number;
  /** Why the league does not play this week (its postseason settings), or null when it does. */
  not_played: string | null;
  enable_locks: boolean;
  /** Issue 46 (ADR 0406): the league's pool format. */
  pool_format: "standard" | "confidence";
  /** The week's N in a confidence league (a bowl pool: the games on the card now); null if standard. */
  confidence_n: number | null;
  /** The ranks on the viewer's submitted picks of the week. */
  ranks_taken: number[];
  /** The week's tiebreaker game in a total_guess league, else null. */
  tiebreaker_game_id: number | null;
  /** Its teams, "Away at Home", else null. */
  tiebreaker_matchup: string | null;
  /** The viewer's stored guess on it, else null. */
  tiebreaker_guess: number | null;
  weekly_picks: MemberWeek[];
  /** Issue 48: the league's pick splits of the games that have kicked off (server clock) only. */
  splits: PickSplit[];
  /** Issue 48 (ADR 0410): the commissioner's only (absent for every other member). */
  nudge?: NudgeFacts;
}
