/**
 * The sportsbook calls (spec 001 sections 3 and 7): a week's games with odds and props, and the
 * user's leagues with their pick status. The Worker's answers satisfy these types; the web client
 * is typed by them.
 */
import * as v from "valibot";
import type { MemberLeague } from "../leagues/contract";
import type { Team } from "../season/contract";
import { WeekParamSchema, type SubmittedPick } from "../picks/contract";
import { BET_TYPES, GAME_PORTIONS, PORTION_GROUPS } from "../picks/vocabulary";

/** The names a `bet_types` list may hold: the league's bet types, their client names, 'all'. */
export const QUERY_BET_TYPES: readonly string[] = [
  "all",
  ...BET_TYPES,
  "total",
  "player_prop",
  "team_prop",
];
/** The names a `game_portions` list may hold: the portions, their groups, 'all' (spec 2 §3). */
export const QUERY_GAME_PORTIONS: readonly string[] = [
  "all",
  ...PORTION_GROUPS,
  ...GAME_PORTIONS,
  "second_quarter",
  "third_quarter",
];

/** A comma-joined list of known names (spec 2 §7); an empty entry or an unknown name is a 400. */
const nameList = (field: string, known: readonly string[]) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200, `${field} is too long`),
      v.check(
        (s) => s === "" || s.split(",").every((name) => known.includes(name.trim())),
        `${field} must be a comma-joined list of: ${known.join(", ")}`,
      ),
    ),
  );

export const GamesQuerySchema = v.object({
  week: WeekParamSchema,
  sport: v.optional(v.pipe(v.string(), v.maxLength(60))),
  conference: v.optional(v.pipe(v.string(), v.maxLength(60))),
  league_id: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, "league_id must be a league id (1 to 9 digits)")),
  ),
  bet_types: nameList("bet_types", QUERY_BET_TYPES),
  game_portions: nameList("game_portions", QUERY_GAME_PORTIONS),
});

export const LeagueStatusQuerySchema = v.object({ week: WeekParamSchema });

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
  /** A three-way match result's draw price (soccer); null for every other sport. */
  draw_ml_odds: number | null;
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
  team: Team;
  prop_type: { name: string; subcategory: string };
  display_name: string;
}

export interface SportsbookGame {
  id: number;
  season_id: number;
  week: number;
  game_time: string;
  venue: string | null;
  /** The bowl or game name, when it has one ('Rose Bowl'). */
  notes: string | null;
  is_postseason: boolean;
  status: string;
  is_finished: boolean;
  home_score: number | null;
  away_score: number | null;
  home_team: Team;
  away_team: Team;
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
  /** `query_count`: the D1 round trips the answer may take at most (kept season data needs none). */
  debug_info: { week: number | "postseason"; query_count: number };
  fetch_status: { status: "ok"; fetched_at: string; odds_updated_at: string | null; games: number };
}

/**
 * A league as the sportsbook lists it: the member's league, its pick counts and `needs_action`
 * for the requested week.
 */
export type SportsbookLeague = MemberLeague & {
  /** A confidence or total_guess league's only (issue 46, ADR 0406). */
  pool_week?: PoolWeekJson;
};

/** The slip's view of a pool league's picks week. */
export interface PoolWeekJson {
  /** The league's picks week (a postseason week stands for the whole postseason card). */
  week: number;
  /** The week's N (a bowl pool: the games on the card now); null in a standard league. */
  confidence_n: number | null;
  /** The ranks on the viewer's already-submitted picks of the week (or card). */
  ranks_taken: number[];
  /** The week's tiebreaker game, its kickoff and the viewer's stored guess: null without total_guess. */
  tiebreaker_game_id: number | null;
  tiebreaker_kickoff: string | null;
  /** The tiebreaker game's teams, "Away at Home" (optional: an older answer kept on a device). */
  tiebreaker_matchup?: string | null;
  tiebreaker_guess: number | null;
}

export interface LeagueStatusResponse {
  leagues: SportsbookLeague[];
  current_week: number;
  current_season: { id: number; name: string } | null;
  user_picks: SubmittedPick[];
}
