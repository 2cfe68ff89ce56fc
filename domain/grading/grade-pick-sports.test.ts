/**
 * Grading the markets of the four daily sports (issue 45, ADR 1602): soccer's three-way match
 * result and Asian quarter lines, NBA lines without prices, NHL final scores with the shootout goal,
 * MLB winners.
 */
import { describe, expect, it } from "vitest";
import {
  gradeGamePick,
  gradeMoneyline,
  gradeOverUnder,
  gradeSpread,
  scorePick,
  type FinalGame,
  type GradeResult,
  type PickToGrade,
} from "./grade-pick";

const unknown = { q1: null, q2: null, q3: null, q4: null, ot: null };
/** A game known by its final score only, as every daily sport's file gives it. */
const final = (home: number, away: number): FinalGame => ({
  status: "final",
  home: unknown,
  away: unknown,
  homeScore: home,
  awayScore: away,
});
const threeWay = { drawOutcome: true };
const moneyline = (side: "home" | "away" | "draw"): PickToGrade => ({
  pickType: "moneyline",
  portion: "full_game",
  side,
});
const spread = (side: "home" | "away", line: number): PickToGrade => ({
  pickType: "spread",
  portion: "full_game",
  side,
  spreadAtPick: line,
});

describe("three-way moneyline (soccer)", () => {
  it.each<[string, PickToGrade, FinalGame, GradeResult]>([
    ["a draw pick wins on 1–1", moneyline("draw"), final(1, 1), "win"],
    ["a draw pick wins on 0–0", moneyline("draw"), final(0, 0), "win"],
    ["a draw pick loses on a home win", moneyline("draw"), final(2, 1), "loss"],
    ["a draw pick loses on an away win", moneyline("draw"), final(0, 3), "loss"],
    ["a home pick loses on 1–1 (no push)", moneyline("home"), final(1, 1), "loss"],
    ["an away pick loses on 2–2", moneyline("away"), final(2, 2), "loss"],
    ["a home pick wins on 2–1", moneyline("home"), final(2, 1), "win"],
    ["an away pick wins on 0–3", moneyline("away"), final(0, 3), "win"],
  ])("%s", (_, pick, game, expected) => {
    expect(gradeGamePick(pick, game, threeWay)).toBe(expected);
  });

  it("a two-way sport still pushes a tie, and has no draw to pick", () => {
    expect(gradeGamePick(moneyline("home"), final(17, 17))).toBe("push");
    expect(gradeMoneyline(1, 1, false)).toBe("push");
    expect(gradeMoneyline(1, 1, true)).toBe("loss");
    expect(gradeGamePick(moneyline("draw"), final(17, 17))).toBe("void");
  });

  it("a draw is a moneyline only: a spread or total with a draw side is void", () => {
    expect(gradeGamePick({ ...spread("home", 0), side: "draw" }, final(1, 1), threeWay)).toBe(
      "void",
    );
  });

  it("a postponed match voids a draw pick like any other", () => {
    expect(gradeGamePick(moneyline("draw"), { ...final(0, 0), status: "void" }, threeWay)).toBe(
      "void",
    );
  });
});

describe("Asian quarter lines: half the stake on each neighbouring line, the sign of the sum", () => {
  it.each<[string, number, number, number, GradeResult]>([
    // −0.25 = half on 0, half on −0.5
    ["−0.25 on 0–0: push + loss = half loss → loss", 0, 0, -0.25, "loss"],
    ["−0.25 on 1–0: win + win → win", 1, 0, -0.25, "win"],
    ["−0.25 on 0–1: loss + loss → loss", 0, 1, -0.25, "loss"],
    // +0.25 = half on 0, half on +0.5
    ["+0.25 on 0–0: push + win = half win → win", 0, 0, 0.25, "win"],
    ["+0.25 on 0–1: loss + loss → loss", 0, 1, 0.25, "loss"],
    // −0.75 = half on −0.5, half on −1
    ["−0.75 on 1–0: win + push = half win → win", 1, 0, -0.75, "win"],
    ["−0.75 on 2–0: win + win → win", 2, 0, -0.75, "win"],
    ["−0.75 on 1–1: loss + loss → loss", 1, 1, -0.75, "loss"],
    // +0.75 = half on +0.5, half on +1
    ["+0.75 on 0–1: loss + push = half loss → loss", 0, 1, 0.75, "loss"],
    ["+0.75 on 1–1: win + win → win", 1, 1, 0.75, "win"],
    // −1.25 = half on −1, half on −1.5
    ["−1.25 on 1–0: push + loss = half loss → loss", 1, 0, -1.25, "loss"],
    ["−1.25 on 2–0: win + win → win", 2, 0, -1.25, "win"],
    // +1.75 = half on +1.5, half on +2
    ["+1.75 on 0–1: win + win → win", 0, 1, 1.75, "win"],
    ["+1.75 on 0–2: loss + push = half loss → loss", 0, 2, 1.75, "loss"],
    ["+1.75 on 0–3: loss + loss → loss", 0, 3, 1.75, "loss"],
  ])("%s", (_, side, other, line, expected) => {
    expect(gradeSpread(side, other, line)).toBe(expected);
  });

  it("whole and half lines grade as before: a whole line landing exactly pushes", () => {
    expect(gradeSpread(1, 1, 0)).toBe("push");
    expect(gradeSpread(2, 1, -1)).toBe("push");
    expect(gradeSpread(2, 1, -1.5)).toBe("loss");
    expect(gradeSpread(1, 1, 0.5)).toBe("win");
  });

  it("grades the line stored on the pick from either side of the same match", () => {
    // Home −0.75 vs away +0.75, 1–0: the home half win and the away half loss.
    expect(gradeGamePick(spread("home", -0.75), final(1, 0), threeWay)).toBe("win");
    expect(gradeGamePick(spread("away", 0.75), final(1, 0), threeWay)).toBe("loss");
    expect(gradeGamePick(spread("home", -0.25), final(0, 0), threeWay)).toBe("loss");
    expect(gradeGamePick(spread("away", 0.25), final(0, 0), threeWay)).toBe("win");
  });

  it("a quarter total splits the same way (2.25: half on 2, half on 2.5)", () => {
    expect(gradeOverUnder(2, 2.25, "over")).toBe("loss");
    expect(gradeOverUnder(2, 2.25, "under")).toBe("win");
    expect(gradeOverUnder(3, 2.75, "over")).toBe("win");
    expect(gradeOverUnder(3, 2.75, "under")).toBe("loss");
    expect(gradeOverUnder(3, 2.5, "over")).toBe("win");
  });

  it("a half win scores a full pick'em point (2 with a lock); a half loss none", () => {
    const halfWin = gradeSpread(1, 0, -0.75);
    expect(scorePick(halfWin, false, false)).toEqual({ isCorrect: 1, points: 1 });
    expect(scorePick(halfWin, true, false)).toEqual({ isCorrect: 1, points: 2 });
    expect(scorePick(gradeSpread(0, 0, -0.25), true, true)).toEqual({ isCorrect: 0, points: 0 });
  });
});

describe("the other daily sports grade from the final score", () => {
  it("NBA: a spread and total without a price grade from the line alone", () => {
    expect(gradeGamePick(spread("home", -6.5), final(112, 104))).toBe("win");
    expect(gradeGamePick(spread("away", 6.5), final(112, 104))).toBe("loss");
    expect(gradeGamePick(spread("home", -8), final(112, 104))).toBe("push");
    const over: PickToGrade = {
      pickType: "over_under",
      portion: "full_game",
      overUnder: "over",
      totalAtPick: 221.5,
    };
    expect(gradeGamePick(over, final(112, 104))).toBe("loss");
  });

  it("NHL: the shootout winner is credited one goal, so the moneyline has a winner", () => {
    // 3–2 after a shootout (2–2 after overtime): the file's goals include the shootout goal.
    expect(gradeGamePick(moneyline("home"), final(3, 2))).toBe("win");
    expect(gradeGamePick(spread("away", 1.5), final(3, 2))).toBe("win");
    expect(gradeGamePick(spread("home", -1.5), final(3, 2))).toBe("loss");
  });

  it("MLB: a straight-up pick is the winner, one point", () => {
    const result = gradeGamePick(moneyline("away"), final(3, 5));
    expect(result).toBe("win");
    expect(scorePick(result!, false, false).points).toBe(1);
    expect(gradeGamePick(moneyline("home"), final(3, 5))).toBe("loss");
  });
});
