/**
 * The standings calls (spec 001 section 3 "Standing row", section 7): one league's standings, the
 * same rows under `members` (full_standings), and the dashboard's top rows per league. The Worker's
 * answers satisfy these types; the web client is typed by them.
 */
import type { MemberLeague } from "../leagues/contract";
import type { PoolFormat } from "../leagues/enums";
import type { StandingTotals } from "../leagues/tiebreakers";
import type { PickSplit, SplitSide } from "../picks/splits";
import type { SurvivorLiveStatus } from "../survivor/live-week";
import type { LiveWeekRow } from "./live-week";

/**
 * A standing row as the API returns it (spec 001 section 3 "Standing row"): a member's totals
 * (the ones tiebreakers rank on) plus what the row shows about them.
 */
export interface StandingRow extends Omit<StandingTotals, "odds_sum" | "odds_count" | "weekly"> {
  id: number;
  avatar: string | null;
  rank: number;
  is_commissioner: boolean;
  is_current_user: boolean;
  pick_ratio: string;
  lock_ratio: string;
  average_odds: number | null;
  win_percentage: number;
  weekly_points: Record<string, number>;
  /** A confidence league's only: the ranks of the member's picks whose game is not final. */
  points_possible?: number;
  /** A survivor league's only (issue 47): the member's survivor standing, the rows' order. */
  survivor_status?: "alive" | "eliminated";
  lives_left?: number;
  weeks_survived?: number;
  eliminated_week?: number | null;
}

/** GET /api/leagues/:id/standings/ */
export interface StandingsResponse {
  league_id: number;
  league_name: string;
  /** Issue 46: the league's pool format ('confidence' rows carry `points_possible`). */
  pool_format: PoolFormat;
  current_week: number;
  weeks: number[];
  total_members: number;
  standings: StandingRow[];
}

/** GET /api/standings/{id}/full_standings/: the same answer with the rows under `members`. */
export type FullStandingsResponse = Omit<StandingsResponse, "standings"> & {
  members: StandingRow[];
};

/** One league of GET /api/standings/dashboard_standings/. */
/** Rows per league on the dashboard before 'View All N Members'. */
export const DASHBOARD_TOP_MEMBERS = 5;

export interface DashboardLeague extends MemberLeague {
  total_members: number;
  top_members: StandingRow[];
  user_position: number | null;
  user_row: StandingRow | null;
  /** A survivor league's only (issue 47): how many members are still alive. */
  survivor_alive?: number;
  user_stats: MemberLeague["user_stats"] & {
    total_points: number;
    correct_picks: number;
    total_picks: number;
    pick_ratio: string;
    rank: number | null;
  };
}

/** GET /api/standings/dashboard_standings/ */
export interface DashboardStandingsResponse {
  leagues: DashboardLeague[];
}

/**
 * A chip of the live leaderboard (issue 48): one pick of a member, shown for another member only
 * once its game has kicked off (the server's clock); the viewer's own chips are all there.
 */
export interface LiveChip {
  game_id: number;
  /** spread | moneyline | over_under | player_prop | team_prop, or `survivor`. */
  pick_type: string;
  game_portion: string;
  /** The side taken (home | away | over | under | draw), null for a prop's player or team. */
  side: SplitSide | null;
  /** The line at pick (spread, total or prop line), null for a moneyline. */
  line: number | null;
  is_lock: boolean;
  /** The price taken (the average-odds tiebreaker a what-if ranks by); null without one. */
  odds_at_pick: number | null;
  /** A confidence league's rank of the pick. */
  confidence?: number;
  /** win | loss | push | void once graded, else null. */
  result: string | null;
}

/** A member's row of the live week; a survivor league's rows add their status and lives. */
export interface LiveRow extends LiveWeekRow {
  picks: LiveChip[];
  survivor_status?: SurvivorLiveStatus;
  lives_left?: number;
}

/** A game of the live week: the games of the chips the viewer may see, as the minute cron left them. */
export interface LiveGame {
  game_id: number;
  status: string;
  home_score: number | null;
  away_score: number | null;
  kickoff_at: string;
  home_team_id: number;
  away_team_id: number;
  home_team_short: string;
  away_team_short: string;
}

/** GET /api/leagues/{id}/live/?week=N (issue 48, ADR 0409). */
export interface LiveResponse {
  league_id: number;
  week: number;
  pool_format: PoolFormat;
  rows: LiveRow[];
  games: LiveGame[];
  /** The league's pick splits of the games that have kicked off only. */
  splits: PickSplit[];
}
