/**
 * Grading rules (DESIGN.md "Grading"): the one implementation used by the worker's grading job, its
 * tests and anything else that needs to know how a pick came out.
 *
 * Guarantees:
 * - Pure: a pick's result depends only on the line/price stored on the pick and the game's final
 *   scores (or a prop's final stat). Later line moves never matter.
 * - Full game and second half include overtime; quarters and the first half exclude it.
 * - A full-game pick grades from the final score; a half or quarter from the line scores, and
 *   `void` when they are unknown (a source with final scores only, such as the NFL file).
 * - A cancelled game, or a game not final, grades `void`; a missing stat grades `void`.
 * - Spread: side margin + line > 0 win, = 0 push, < 0 loss. Total: over/under against the line,
 *   equal is a push. Moneyline: the winner; a tie is a push.
 * - Asian quarter lines (±0.25, ±0.75, …, ADR 1602): half the stake on each neighbouring line
 *   (−0.25 → 0 and −0.5); the result is the sign of the two halves' sum, so a half win is a win
 *   and a half loss a loss. Whole and half-point lines grade as above.
 * - Three-way moneyline (a sport whose calendar has `drawOutcome`, soccer): a draw is an outcome of
 *   its own, so a home or away pick loses on a draw and a draw pick wins only on a draw.
 */

import type { GamePortion, PickType } from "../picks/vocabulary";

export type GradeResult = "win" | "loss" | "push" | "void";

export interface LineScores {
  q1: number | null;
  q2: number | null;
  q3: number | null;
  q4: number | null;
  /** Sum of all overtime periods (0 when none). */
  ot: number | null;
}

export interface FinalGame {
  /** 'final' and 'void' are the only statuses that grade; anything else is not gradeable yet. */
  status: "scheduled" | "live" | "final" | "void";
  home: LineScores;
  away: LineScores;
  /** Final points, overtime included; the full game grades from these when known. */
  homeScore?: number | null;
  awayScore?: number | null;
}

export interface PickToGrade {
  pickType: PickType;
  portion: GamePortion;
  /** For spread and moneyline: which side was taken; 'draw' is a three-way moneyline's third. */
  side?: "home" | "away" | "draw" | null;
  /** For totals and props: 'over' | 'under'. */
  overUnder?: "over" | "under" | null;
  /** Spread from the picked side's perspective, as stored at pick time. */
  spreadAtPick?: number | null;
  totalAtPick?: number | null;
  propLineAtPick?: number | null;
}

const QUARTERS: Record<GamePortion, Array<keyof LineScores>> = {
  full_game: ["q1", "q2", "q3", "q4", "ot"],
  first_half: ["q1", "q2"],
  second_half: ["q3", "q4", "ot"],
  first_quarter: ["q1"],
  second_quarter: ["q2"],
  third_quarter: ["q3"],
  fourth_quarter: ["q4"],
};

/** Points a side scored in a portion of the game, or null if any needed period is unknown. */
export function portionPoints(scores: LineScores, portion: GamePortion): number | null {
  const periods = QUARTERS[portion];
  if (!periods) return null;
  let sum = 0;
  for (const p of periods) {
    const value = p === "ot" ? (scores.ot ?? 0) : scores[p];
    if (value === null || value === undefined) return null;
    sum += value;
  }
  return sum;
}

function compare(value: number): GradeResult {
  if (value > 0) return "win";
  if (value < 0) return "loss";
  return "push";
}

/**
 * A margin against a line (`x` = margin + line). On a quarter line x is a quarter too: half the
 * stake settles a quarter below, half a quarter above, and the pick goes by the sum's sign.
 */
function settle(x: number): GradeResult {
  const quarter = Math.abs(Math.round(x * 4)) % 2 === 1;
  return compare(quarter ? Math.sign(x - 0.25) + Math.sign(x + 0.25) : x);
}

/** Spread: margin of the picked side plus its line. */
export function gradeSpread(sideScore: number, otherScore: number, line: number): GradeResult {
  return settle(sideScore - otherScore + line);
}

/** Total (or any over/under stat): the value against the line from the picked direction. */
export function gradeOverUnder(value: number, line: number, pick: "over" | "under"): GradeResult {
  return settle(pick === "over" ? value - line : line - value);
}

/** The winner; a tie pushes, or loses when the match result is three-way. */
export function gradeMoneyline(
  sideScore: number,
  otherScore: number,
  threeWay = false,
): GradeResult {
  const result = compare(sideScore - otherScore);
  return threeWay && result === "push" ? "loss" : result;
}

/** Options of the game's sport that change how its markets settle. */
export interface GradeOptions {
  /** A three-way match result (the sport calendar's `drawOutcome`). */
  drawOutcome?: boolean;
}

/**
 * Grades a game market (spread, moneyline, total) for any portion.
 * Returns null when the game is not decided yet (so the caller leaves the pick ungraded).
 */
export function gradeGamePick(
  pick: PickToGrade,
  game: FinalGame,
  opts: GradeOptions = {},
): GradeResult | null {
  if (game.status === "void") return "void";
  if (game.status !== "final") return null;
  let home = portionPoints(game.home, pick.portion);
  let away = portionPoints(game.away, pick.portion);
  if (pick.portion === "full_game" && game.homeScore != null && game.awayScore != null) {
    home = game.homeScore;
    away = game.awayScore;
  }
  if (home === null || away === null) return "void";
  if (pick.pickType === "over_under") {
    if (pick.totalAtPick == null || !pick.overUnder) return "void";
    return gradeOverUnder(home + away, pick.totalAtPick, pick.overUnder);
  }
  if (pick.side === "draw") {
    if (pick.pickType !== "moneyline" || !opts.drawOutcome) return "void";
    return home === away ? "win" : "loss";
  }
  if (pick.side !== "home" && pick.side !== "away") return "void";
  const mine = pick.side === "home" ? home : away;
  const theirs = pick.side === "home" ? away : home;
  if (pick.pickType === "moneyline") return gradeMoneyline(mine, theirs, opts.drawOutcome);
  if (pick.pickType === "spread") {
    if (pick.spreadAtPick == null) return "void";
    return gradeSpread(mine, theirs, pick.spreadAtPick);
  }
  return "void";
}

/**
 * Grades a team or player prop: the final stat against the line stored on the pick.
 * `stat` is null when the stat is unknown (player did not play, stat not recorded) → void.
 */
export function gradePropPick(
  pick: PickToGrade,
  gameStatus: FinalGame["status"],
  stat: number | null,
): GradeResult | null {
  if (gameStatus === "void") return "void";
  if (gameStatus !== "final") return null;
  if (stat === null || pick.propLineAtPick == null || !pick.overUnder) return "void";
  return gradeOverUnder(stat, pick.propLineAtPick, pick.overUnder);
}

export interface PickScore {
  /** 1 correct, 0 incorrect, null not counted (void, or a push when pushes don't count). */
  isCorrect: 0 | 1 | null;
  points: number;
}

/**
 * Points for a graded pick: 1 per correct pick, 2 for a correct lock. A push counts as correct
 * when the league's `count_push_as_win` is on; otherwise it scores 0 and is not a loss. A void
 * is not counted at all.
 */
export function scorePick(
  result: GradeResult,
  isLock: boolean,
  countPushAsWin: boolean,
): PickScore {
  const correctPoints = isLock ? 2 : 1;
  switch (result) {
    case "win":
      return { isCorrect: 1, points: correctPoints };
    case "loss":
      return { isCorrect: 0, points: 0 };
    case "push":
      return countPushAsWin
        ? { isCorrect: 1, points: correctPoints }
        : { isCorrect: null, points: 0 };
    case "void":
      return { isCorrect: null, points: 0 };
  }
}

export const GRADE_RESULTS: GradeResult[] = ["win", "loss", "push", "void"];
