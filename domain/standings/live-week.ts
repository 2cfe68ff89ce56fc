/**
 * The live leaderboard of one week (issue 48, docs/decisions/0409-live-leaderboard-updates.md):
 * every member's points so far, the points still possible and the rank, from the week's picks as
 * they stand. Pure and dependency-free beyond domain/, so the server answers with it and a phone
 * runs it again on its own copy of the picks for a what-if (a pick's `result` replaced by the
 * outcome the fan taps).
 *
 * - Points so far: each decided pick scores exactly as grading scores it (`scorePick`: 1, 2 for a
 *   lock; a push per the league's `count_push_as_win`; a void 0), times its rank in a confidence
 *   league (`scaledPoints`) — the sum grading writes to league_week_points for the week.
 * - Points still possible: points so far plus the most each undecided pick can still score (a
 *   win; a push never scores more than a win), i.e. 1, 2 with a lock, its rank in a confidence
 *   league.
 * - Rank: the week's points, then the league's tiebreakers over the week's decided picks, then
 *   username (`sortStandings`, the standings' own order); ranks are 1..n, never shared.
 * - Can still win: the points still possible reach the leader's points so far (a tie can still
 *   be won on the tiebreakers).
 */
import { scorePick, type GradeResult } from "../grading/grade-pick";
import { scaledPoints } from "../leagues/pool-format";
import { sortStandings, type StandingTotals } from "../leagues/tiebreakers";

export interface LiveWeekPick {
  user_id: number;
  /** The graded result; null while it is not decided (a what-if passes the tapped outcome). */
  result: GradeResult | null;
  is_lock: boolean;
  /** A confidence league's rank of the pick; null in a standard league. */
  confidence: number | null;
  odds_at_pick: number | null;
}

export interface LiveWeekMember {
  user_id: number;
  username: string;
  /**
   * |guess − the tiebreaker game's total| once that game is final (200 without a guess), in a
   * league that breaks ties by the guess; null or absent otherwise.
   */
  guess_diff?: number | null;
}

export interface LiveWeekLeague {
  id: number;
  primary_tiebreaker: string;
  secondary_tiebreaker: string;
  count_push_as_win: boolean;
}

export interface LiveWeekRow {
  user_id: number;
  username: string;
  points: number;
  points_possible: number;
  rank: number;
  can_still_win: boolean;
}

/** The most an undecided pick can still score: a win's points, times its rank. */
export const pickPointsPossible = (pick: LiveWeekPick, countPushAsWin: boolean) =>
  scaledPoints(scorePick("win", pick.is_lock, countPushAsWin).points, pick.confidence);

interface Totals extends StandingTotals {
  points_possible: number;
}

function emptyTotals(m: LiveWeekMember, week: number): Totals {
  return {
    user_id: m.user_id,
    username: m.username,
    total_points: 0,
    total_picks: 0,
    correct_picks: 0,
    wins: 0,
    losses: 0,
    pushes: 0,
    lock_total: 0,
    lock_correct: 0,
    odds_sum: 0,
    odds_count: 0,
    weekly: { [week]: 0 },
    guess_diff: m.guess_diff ?? null,
    points_possible: 0,
  };
}

/** One pick added to its member's week, as grading adds it to league_week_points. */
function add(t: Totals, pick: LiveWeekPick, countPushAsWin: boolean, week: number) {
  if (pick.result === null) {
    t.points_possible += pickPointsPossible(pick, countPushAsWin);
    return;
  }
  const score = scorePick(pick.result, pick.is_lock, countPushAsWin);
  const points = scaledPoints(score.points, pick.confidence);
  t.total_points += points;
  t.weekly[week] = (t.weekly[week] ?? 0) + points;
  t.points_possible += points;
  if (pick.result === "void") return;
  if (pick.result === "win") t.wins += 1;
  else if (pick.result === "loss") t.losses += 1;
  else t.pushes += 1;
  t.total_picks += 1;
  if (score.isCorrect === 1) t.correct_picks += 1;
  if (pick.is_lock) {
    t.lock_total += 1;
    if (score.isCorrect === 1) t.lock_correct += 1;
  }
  if (pick.odds_at_pick !== null) {
    t.odds_sum += pick.odds_at_pick;
    t.odds_count += 1;
  }
}

/** The week's rows in rank order (picks of anyone not in `members` are ignored). */
export function liveWeekRows(input: {
  league: LiveWeekLeague;
  week: number;
  members: readonly LiveWeekMember[];
  picks: readonly LiveWeekPick[];
}): LiveWeekRow[] {
  const { league, week } = input;
  const totals = new Map(input.members.map((m) => [m.user_id, emptyTotals(m, week)]));
  for (const pick of input.picks) {
    const t = totals.get(pick.user_id);
    if (t) add(t, pick, league.count_push_as_win, week);
  }
  const sorted = sortStandings([...totals.values()], league);
  const leader = sorted[0]?.total_points ?? 0;
  return sorted.map((t, i) => ({
    user_id: t.user_id,
    username: t.username,
    points: t.total_points,
    points_possible: t.points_possible,
    rank: i + 1,
    can_still_win: t.points_possible >= leader,
  }));
}
