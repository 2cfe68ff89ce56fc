/**
 * The picks calls (spec 001 sections 3 and 7): the week's submission, the newer screen's one pick,
 * the lock, the user's picks and early sharing. The Worker validates bodies with these schemas and
 * its answers satisfy these types; the web client is typed by them.
 */
import * as v from "valibot";
import { CALENDARS } from "../season/calendars";

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
  /** A three-way moneyline's third outcome (soccer): a moneyline pick with no team. */
  picked_outcome: v.optional(v.nullable(v.picklist(["draw"], "picked_outcome must be draw"))),
  prop_id: optionalId("prop_id must be a prop id"),
  prop_type: v.optional(v.nullable(v.picklist(["player", "team"]))),
  /** Client's display name of the pick (used in messages only). */
  display_name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  /**
   * The pick's rank in a confidence league (issue 46): taken as sent and checked by
   * checkConfidence (domain/leagues/pool-format.ts), so its message goes under the pick.
   */
  confidence: v.optional(v.unknown()),
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
  /** The total-points guess of a league that breaks ties by it (checkTiebreakerGuess). */
  tiebreaker_guess: v.optional(v.unknown()),
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
  /** A three-way moneyline's draw (soccer) is the selection "draw" of a moneyline. */
  selection: v.picklist(
    ["home", "away", "over", "under", "draw"],
    "selection must be home, away, over, under or draw",
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
export type SharingInput = v.InferInput<typeof SharingSchema>;

/** The last week any sport's calendar has (a week parameter beyond it names no week). */
export const LAST_CALENDAR_WEEK = Math.max(...CALENDARS.map((c) => c.postseasonLast));
const WEEK_PARAM_TEXT = `week must be a week number from 0 to ${LAST_CALENDAR_WEEK} or postseason`;

/** A `week` query parameter: a week number of some sport's calendar, "postseason", or empty. */
export const WeekParamSchema = v.optional(
  v.union(
    [
      v.literal("postseason"),
      v.literal(""),
      v.pipe(
        v.string(),
        v.regex(/^\d{1,2}$/, WEEK_PARAM_TEXT),
        v.check((w) => Number(w) <= LAST_CALENDAR_WEEK, WEEK_PARAM_TEXT),
      ),
    ],
    WEEK_PARAM_TEXT,
  ),
);

export const UserPicksQuerySchema = v.object({
  league_id: v.optional(v.pipe(v.string(), v.regex(/^\d*$/, "league_id must be a league id"))),
  week: WeekParamSchema,
});

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
  home_team_id: number;
  away_team_id: number;
  venue: string | null;
  is_postseason: boolean;
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
  /** 'draw' for a three-way moneyline's draw (picked_team null), else null. */
  picked_outcome: "draw" | null;
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
  /** The pick's rank: present (with `points`) only for the picks of a confidence league. */
  confidence?: number;
  /** Issue 47: present (true) only on a pick the server made for the member (auto-pick). */
  is_auto?: true;
  is_shared_early: boolean;
  submitted_at: string;
  player_prop_detail: { player_name: string; line_value: number; stat_type: string } | null;
  team_prop_detail: { team_name: string; line_value: number; stat_type: string } | null;
  /** The prop's display name (props only). */
  display_name: string | null;
  game_detail: PickGameDetail;
}

/** POST /api/weekly-picks/submit_picks/ (201) */
export interface SubmitPicksResponse {
  picks: SubmittedPick[];
  message: string;
}

/** POST /api/picks/{id}/set_lock/ */
export interface SetLockResponse {
  pick: SubmittedPick;
  message: string;
}

/** GET /api/user-picks/ */
export interface UserPicksResponse {
  picks: SubmittedPick[];
}

/** PUT /api/users/picks/{id}/sharing/ */
export interface SharingResponse {
  id: number;
  is_shared_early: boolean;
}
