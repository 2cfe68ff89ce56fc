/**
 * League response shapes (spec 001 section 3 "Standing row", section 7 weekly picks): the Worker
 * builds them, the web reads them. One definition so the two sides cannot drift.
 */
import type { PickGameDetail } from "../picks/schemas";
import type { StandingTotals } from "./tiebreakers";

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
}

/** GET /api/leagues/:id/standings/ */
export interface StandingsResponse {
  league_id: number;
  league_name: string;
  current_week: number;
  weeks: number[];
  total_members: number;
  standings: StandingRow[];
}

/** One visible pick in GET /api/leagues/:id/weekly_picks/. */
export interface WeeklyPick {
  id: number;
  game_id: number;
  pick_type: string;
  picked_team_name: string | null;
  picked_team_short: string | null;
  picked_value: string | null;
  game_portion: string;
  spread_at_pick: number | null;
  total_at_pick: number | null;
  odds_at_pick: number | null;
  prop_line_value: number | null;
  display_name: string | null;
  is_lock: boolean;
  is_correct: boolean | null;
  result: string | null;
  points: number;
  game_detail: PickGameDetail;
}

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
}

/** GET /api/leagues/:id/weekly_picks/ */
export interface WeeklyPicksResponse {
  league_id: number;
  week: number;
  current_week: number;
  is_current_week: boolean;
  week_over: boolean;
  picks_revealed: boolean;
  picks_required: number;
  enable_locks: boolean;
  weekly_picks: MemberWeek[];
}
