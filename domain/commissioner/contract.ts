/**
 * The commissioner's log (issue 48, ADR 0408): the three acts a league's commissioner may take
 * with a reason — enter a member's picks, void a game for the league, correct a member's points
 * for a week — the log every member reads, and the CSV exports. The Worker validates bodies with
 * these schemas (worker/commissioner/) and its answers satisfy these types.
 */
import * as v from "valibot";
import { LAST_CALENDAR_WEEK, SubmitPickSchema, SubmitPicksSchema } from "../picks/contract";

export const COMMISSIONER_ACTIONS = ["enter_pick", "void_game", "adjust_points"] as const;
export type CommissionerAction = (typeof COMMISSIONER_ACTIONS)[number];

/** A points correction: a whole number of points, either way, at most this much (per act and net per week). */
export const MAX_POINTS_ADJUSTMENT = 100;
export const REASON_MAX = 500;

export const COMMISSIONER_TEXTS = {
  reason: `reason must be 1 to ${REASON_MAX} characters`,
  userId: "user_id must be a user id",
  gameId: "game_id must be a game id",
  week: `week must be a week number from 0 to ${LAST_CALENDAR_WEEK}`,
  points: `points must be a whole number from -${MAX_POINTS_ADJUSTMENT} to ${MAX_POINTS_ADJUSTMENT}, not 0`,
  picks: "picks must list 1 to 200 picks",
  memberNotFound: "Member not found",
  gameNotFound: "Game not found",
  gameNotInLeague: "This game is not part of the league's season",
  alreadyVoided: "This game is already voided in this league",
  survivorEnterPick:
    "A survivor league's pick is not entered by the commissioner: the member makes the survivor pick",
  survivorVoid: "A survivor league has no points to void or correct",
  survivorExport: "A survivor league's picks are on its survivor page, not in a picks export",
  netTooLarge: (net: number) =>
    `The week's corrections would total ${net} points: keep them within -${MAX_POINTS_ADJUSTMENT} to ${MAX_POINTS_ADJUSTMENT}`,
  weekOutside: (first: number, last: number) =>
    `week must be a week number from ${first} to ${last}`,
} as const;

const id = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2 ** 40, message),
  );

/** Trimmed, 1–500 characters (a longer one is refused, never cut). */
const reason = v.pipe(
  v.string(COMMISSIONER_TEXTS.reason),
  v.trim(),
  v.minLength(1, COMMISSIONER_TEXTS.reason),
  v.maxLength(REASON_MAX, COMMISSIONER_TEXTS.reason),
);

const weekNumber = v.pipe(
  v.number(COMMISSIONER_TEXTS.week),
  v.integer(COMMISSIONER_TEXTS.week),
  v.minValue(0, COMMISSIONER_TEXTS.week),
  v.maxValue(LAST_CALENDAR_WEEK, COMMISSIONER_TEXTS.week),
);

/** POST /api/leagues/{id}/commissioner/enter_pick/: the member's week, as they would submit it. */
export const EnterPickSchema = v.object({
  user_id: id(COMMISSIONER_TEXTS.userId),
  week: v.union([weekNumber, v.literal("postseason")], COMMISSIONER_TEXTS.week),
  picks: v.pipe(
    v.array(SubmitPickSchema, COMMISSIONER_TEXTS.picks),
    v.minLength(1, COMMISSIONER_TEXTS.picks),
    v.maxLength(200, COMMISSIONER_TEXTS.picks),
  ),
  lock_pick_index: SubmitPicksSchema.entries.lock_pick_index,
  tiebreaker_guess: SubmitPicksSchema.entries.tiebreaker_guess,
  reason,
});
export type EnterPickInput = v.InferInput<typeof EnterPickSchema>;

/** POST /api/leagues/{id}/commissioner/void_game/ */
export const VoidGameSchema = v.object({ game_id: id(COMMISSIONER_TEXTS.gameId), reason });
export type VoidGameInput = v.InferInput<typeof VoidGameSchema>;

/** POST /api/leagues/{id}/commissioner/adjust_points/ */
export const AdjustPointsSchema = v.object({
  user_id: id(COMMISSIONER_TEXTS.userId),
  week: weekNumber,
  points: v.pipe(
    v.number(COMMISSIONER_TEXTS.points),
    v.integer(COMMISSIONER_TEXTS.points),
    v.minValue(-MAX_POINTS_ADJUSTMENT, COMMISSIONER_TEXTS.points),
    v.maxValue(MAX_POINTS_ADJUSTMENT, COMMISSIONER_TEXTS.points),
    v.check((n) => n !== 0, COMMISSIONER_TEXTS.points),
  ),
  reason,
});
export type AdjustPointsInput = v.InferInput<typeof AdjustPointsSchema>;

/** GET /api/leagues/{id}/export/picks.csv?week=N */
export const ExportPicksQuerySchema = v.object({
  week: v.pipe(
    v.string(COMMISSIONER_TEXTS.week),
    v.regex(/^\d{1,2}$/, COMMISSIONER_TEXTS.week),
    v.transform(Number),
    v.maxValue(LAST_CALENDAR_WEEK, COMMISSIONER_TEXTS.week),
  ),
});

/** One entered pick as the log keeps it (a pick not visible to the reader yet: `hidden`). */
export interface LoggedPick {
  game_id: number;
  kickoff_at: string;
  pick_type: string;
  game_portion: string;
  /** What was picked, as the pick's card shows it ('TEX -3.5', 'Over 52.5'). */
  pick: string;
  is_lock: boolean;
  confidence: number | null;
  hidden?: boolean;
}

export interface CommissionerLogEntry {
  id: number;
  actor_username: string;
  action: CommissionerAction;
  /** The member concerned (null: a voided game concerns the league). */
  target_username: string | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason: string;
  created_at: string;
}

/** GET /api/leagues/{id}/commissioner/log/ (newest first). */
export interface CommissionerLogResponse {
  entries: CommissionerLogEntry[];
}

/** The answer of an act: its log entry (as the log will list it). */
export interface CommissionerActResponse {
  entry: CommissionerLogEntry;
}
