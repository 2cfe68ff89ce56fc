/**
 * The season calls (spec 000 "Ticker game", spec 001 "Ranking entry", "Available weeks"): query
 * schemas and answers of the ticker, the weeks and the polls, and the one team shape every answer
 * about games uses. The Worker's answers satisfy these types; the web client is typed by them.
 */
import * as v from "valibot";
import { TICKER_SPORTS } from "./sports";

const booleanParam = (name: string) =>
  v.optional(
    v.pipe(
      v.picklist(["true", "false", "1", "0"], `${name} must be true or false`),
      v.transform((s) => s === "true" || s === "1"),
    ),
  );

export const TickerQuerySchema = v.object({
  sport: v.optional(
    v.picklist(TICKER_SPORTS, `sport must be one of ${TICKER_SPORTS.join(", ")}`),
    "ncaa-football",
  ),
  live_only: booleanParam("live_only"),
  today_only: booleanParam("today_only"),
});

export const POLLS = ["ap", "coaches", "cfp"] as const;
export type RankingPoll = (typeof POLLS)[number];

/** Each poll's name, and whether it publishes points and first-place votes (the committee does not). */
export const POLL_INFO: Record<RankingPoll, { title: string; votes: boolean }> = {
  ap: { title: "AP Top 25", votes: true },
  coaches: { title: "Coaches Poll", votes: true },
  cfp: { title: "CFP Rankings", votes: false },
};
const pollParam = v.optional(v.picklist(POLLS, `poll must be one of ${POLLS.join(", ")}`), "ap");

export const RankingsQuerySchema = v.object({
  sport: v.optional(v.pipe(v.string(), v.maxLength(40)), "ncaa-football"),
});
export const PollQuerySchema = v.object({ poll: pollParam });
// `week` is the one required key: the object's own message is what a missing key reports.
export const HistoricalQuerySchema = v.object(
  {
    poll: pollParam,
    week: v.pipe(
      v.string("week is required"),
      v.regex(/^\d{1,2}$/, "week must be a whole number from 0 to 23"),
      v.transform(Number),
      v.maxValue(23, "week must be a whole number from 0 to 23"),
    ),
  },
  "week is required",
);

/**
 * A team in any answer about games (ticker, sportsbook, props). Its badge is drawn on the device
 * from its colours (web/ui/team-badge.tsx); no logo is hot-linked.
 */
export interface Team {
  id: number;
  name: string;
  /**
   * The name where room is short (a phone's game card): an NFL team's nickname ('Bears'), a
   * college team's school, which is its name ('Ohio State').
   */
  compact_name: string;
  abbreviation: string;
  conference: string | null;
  /** '#rrggbb' from the season data, null when unknown. */
  color: string | null;
  alternate_color: string | null;
}

export interface TickerGame {
  id: number;
  home_team: Team;
  away_team: Team;
  home_score: number | null;
  away_score: number | null;
  quarter: number | null;
  time_remaining: string | null;
  is_live: boolean;
  is_finished: boolean;
  status: "scheduled" | "live" | "final" | "void";
  current_odds: {
    home_spread: number | null;
    away_spread: number | null;
    total_points: number | null;
  } | null;
  game_time: string;
  venue: string | null;
  tv_network: string | null;
}

export interface RankingEntry {
  rank: number;
  previous_rank: number | null;
  team_id: number;
  team_name: string;
  team_short_name: string;
  team_logo_url: string | null;
  team_color: string | null;
  team_alternate_color: string | null;
  /** null where the poll publishes none (the CFP committee's rankings). */
  points: number | null;
  first_place_votes: number | null;
  record: string | null;
}

export interface RankingsResponse {
  rankings: RankingEntry[];
  last_updated: string | null;
  week: number | null;
  week_label: string | null;
  is_preseason: boolean;
}

/** GET /api/games/available_weeks/ */
export interface AvailableWeeksResponse {
  weeks: { week: number; all_games_complete: boolean }[];
}

/** GET /api/ticker/ */
export interface TickerResponse {
  games: TickerGame[];
}

/** GET /api/rankings/: the sportsbook sidebar's Top 25. */
export interface SidebarRanking {
  id: number;
  rank: number;
  name: string;
  wins: number;
  losses: number;
  conference: string | null;
  points: number;
}

export interface SidebarRankingsResponse {
  rankings: SidebarRanking[];
}

export interface PollWeek {
  value: number;
  label: string;
  is_preseason: boolean;
}

/** GET /api/rankings/available_weeks/ */
export interface PollWeeksResponse {
  weeks: PollWeek[];
}

export const FINAL_POLL_WEEK = 23;

export function pollWeekLabel(week: number): string {
  if (week === 0) return "Preseason";
  if (week === FINAL_POLL_WEEK) return "Final";
  return `Week ${week}`;
}
