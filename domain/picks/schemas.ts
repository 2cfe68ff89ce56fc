/**
 * Request and response shapes of the sportsbook calls (spec sections 3 and 7). The server
 * validates bodies with these schemas; the client types its calls with the inferred types.
 */
import * as v from "valibot";

const intLike = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^-?\d+$/, message))], message),
    v.transform(Number),
    v.integer(message),
  );

const optionalId = (message: string) => v.optional(v.nullable(intLike(message)));

export const SubmitPickSchema = v.object({
  game_id: intLike("game_id must be a game id"),
  pick_type: v.picklist(
    ["spread", "moneyline", "over_under", "total", "player_prop", "team_prop"],
    "pick_type must be spread, moneyline, over_under, player_prop or team_prop",
  ),
  game_portion: v.optional(v.pipe(v.string(), v.maxLength(40)), "full_game"),
  picked_value: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  value: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  picked_team_id: optionalId("picked_team_id must be a team id"),
  prop_id: optionalId("prop_id must be a prop id"),
  prop_type: v.optional(v.nullable(v.picklist(["player", "team"]))),
  /** Client's display name of the pick (used in messages only). */
  display_name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
});
export type SubmitPickInput = v.InferOutput<typeof SubmitPickSchema>;

export const SubmitPicksSchema = v.object({
  league_id: optionalId("league_id must be a league id"),
  week: v.optional(
    v.nullable(v.union([intLike("week must be a number"), v.literal("postseason")])),
  ),
  season_id: optionalId("season_id must be a season id"),
  lock_pick_index: optionalId("lock_pick_index must be a number"),
  picks: v.optional(v.pipe(v.array(SubmitPickSchema), v.maxLength(200)), []),
});
export type SubmitPicksInput = v.InferInput<typeof SubmitPicksSchema>;

/** The newer screen's one-pick payload. */
export const NewPickSchema = v.object({
  game: intLike("game must be a game id"),
  betType: v.picklist(
    [
      "spread",
      "moneyline",
      "total",
      "over_under",
      "player_prop",
      "player_props",
      "team_prop",
      "team_props",
    ],
    "betType must be spread, moneyline or total",
  ),
  selection: v.picklist(
    ["home", "away", "over", "under"],
    "selection must be home, away, over or under",
  ),
  leagueId: optionalId("leagueId must be a league id"),
  week: v.optional(
    v.nullable(v.union([intLike("week must be a number"), v.literal("postseason")])),
  ),
  isLock: v.optional(v.boolean("isLock must be true or false"), false),
  gamePortion: v.optional(v.pipe(v.string(), v.maxLength(40)), "full_game"),
  propId: optionalId("propId must be a prop id"),
});
export type NewPickInput = v.InferInput<typeof NewPickSchema>;

export const SharingSchema = v.object({
  is_shared_early: v.boolean("is_shared_early must be true or false"),
});

const weekParam = v.optional(
  v.union([
    v.literal("postseason"),
    v.literal(""),
    v.pipe(v.string(), v.regex(/^\d{1,2}$/, "week must be a week number or postseason")),
  ]),
);

export const GamesQuerySchema = v.object({
  week: weekParam,
  sport: v.optional(v.pipe(v.string(), v.maxLength(60))),
  conference: v.optional(v.pipe(v.string(), v.maxLength(60))),
  league_id: v.optional(v.pipe(v.string(), v.regex(/^\d*$/, "league_id must be a league id"))),
  bet_types: v.optional(v.pipe(v.string(), v.maxLength(200))),
  game_portions: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

export const LeagueStatusQuerySchema = v.object({ week: weekParam });

export const UserPicksQuerySchema = v.object({
  league_id: v.optional(v.pipe(v.string(), v.regex(/^\d*$/, "league_id must be a league id"))),
  week: weekParam,
});

// ---- response shapes (spec section 3) ----

export interface TeamRef {
  id: number;
  name: string;
  abbreviation: string;
  conference?: string | null;
  logo_url?: string | null;
}

export interface OddsLine {
  home_spread: number | null;
  away_spread: number | null;
  home_spread_odds: number | null;
  away_spread_odds: number | null;
  total_points: number | null;
  over_odds: number | null;
  under_odds: number | null;
  home_ml_odds: number | null;
  away_ml_odds: number | null;
}

export interface PortionOdds extends OddsLine {
  game_portion: string;
}

export interface PlayerProp {
  id: number;
  line_value: number;
  over_odds: number | null;
  under_odds: number | null;
  player: { first_name: string; last_name: string };
  prop_type: { name: string; subcategory: string };
  display_name: string;
  team_id: number;
}

export interface TeamProp {
  id: number;
  line_value: number;
  over_odds: number | null;
  under_odds: number | null;
  team: TeamRef;
  prop_type: { name: string; subcategory: string };
  display_name: string;
}

export interface SportsbookGame {
  id: number;
  season_id: number;
  week: number;
  game_time: string;
  venue: string | null;
  is_postseason: boolean;
  status: string;
  is_finished: boolean;
  home_score: number | null;
  away_score: number | null;
  home_team: TeamRef;
  away_team: TeamRef;
  current_odds: OddsLine | null;
  game_portion_odds: PortionOdds[];
  player_props: PlayerProp[];
  team_props: TeamProp[];
  /** When picks on this game close (for the requested league; kickoff otherwise). */
  lock_at: string;
  /** Picks may still be made at the server's now. */
  is_available: boolean;
  odds_updated_at: string | null;
}

export interface LeagueRestrictions {
  sport_type: string;
  conference_filter: string;
  allowed_bet_types: string[];
  allowed_game_portions: string[];
  min_odds: number | null;
  max_odds: number | null;
}

export interface GamesResponse {
  games: SportsbookGame[];
  filter_options: {
    sports: string[];
    weeks: { week: number; all_games_complete: boolean }[];
    conferences: { name: string; slug: string }[];
  };
  league_restrictions: LeagueRestrictions | null;
  debug_info: { week: number | "postseason"; query_count: number };
  fetch_status: { status: "ok"; fetched_at: string; odds_updated_at: string | null; games: number };
}

/** The game a pick is on, as every pick response carries it. */
export interface PickGameDetail {
  is_finished: boolean;
  status: string;
  game_time: string;
  home_team: string;
  away_team: string;
  home_team_short: string;
  away_team_short: string;
  home_score: number | null;
  away_score: number | null;
}

export interface SubmittedPick {
  id: number;
  game_id: number;
  league_id: number;
  week: number;
  pick_type: string;
  picked_team: number | null;
  picked_team_name: string | null;
  picked_team_short: string | null;
  picked_value: string | null;
  game_portion: string;
  prop_id: number | null;
  spread_at_pick: number | null;
  total_at_pick: number | null;
  prop_line_value: number | null;
  odds_at_pick: number | null;
  is_lock: boolean;
  is_correct: boolean | null;
  result: string | null;
  points: number;
  is_shared_early: boolean;
  submitted_at: string;
  player_prop_detail: { player_name: string; line_value: number; stat_type: string } | null;
  team_prop_detail: { team_name: string; line_value: number; stat_type: string } | null;
  game_detail: PickGameDetail & {
    home_team_id: number;
    away_team_id: number;
    venue: string | null;
    is_postseason: boolean;
  };
}

export interface SportsbookLeague {
  id: number;
  name: string;
  description: string;
  sport: { name: string };
  sport_name: string;
  sport_type: string;
  season: { name: string };
  season_name: string;
  league_type: string;
  creator: number;
  user_role: string;
  is_active: boolean;
  member_count: number;
  max_members: number;
  picks_required: number;
  picks_per_week: number;
  postseason_pick_limit: number;
  enable_locks: boolean;
  include_week_0: boolean;
  include_conf_championship: boolean;
  include_bowl_games: boolean;
  include_playoffs: boolean;
  conference_filter: string;
  allowed_bet_types: string[];
  allowed_game_portions: string[];
  odds_range_enabled: boolean;
  odds_restriction_enabled: boolean;
  min_odds: number | null;
  max_odds: number | null;
  submission_deadline: string;
  custom_deadline_day: number | null;
  custom_deadline_time: string | null;
  current_week: number;
  picks_count: number;
  picks_remaining: number;
  needs_action: boolean;
  user_stats: { current_week_picks_made: number; current_week_lock_made: boolean };
}

export interface LeagueStatusResponse {
  leagues: SportsbookLeague[];
  current_week: number;
  current_season: { id: number; name: string } | null;
  user_picks: SubmittedPick[];
}
