import { describe, expect, it } from "vitest";
import {
  CONFIDENCE_MESSAGES as M,
  checkConfidence,
  checkTiebreakerGuess,
  pointsStillPossible,
  scaledPoints,
} from "./pool-format";

const ranks = (...values: unknown[]) => values.map((confidence) => ({ confidence }));

describe("confidence ranks", () => {
  it("a regular week takes exactly n picks ranked 1 to n, each once", () => {
    expect(checkConfidence({ n: 3, picks: ranks(3, 1, 2), taken: [], partial: false })).toEqual([]);
    expect(checkConfidence({ n: 3, picks: ranks(1, 2), taken: [], partial: false })).toEqual([
      { index: null, message: M.exactly(3) },
    ]);
    expect(checkConfidence({ n: 3, picks: ranks(1, 1, 4), taken: [], partial: false })).toEqual([
      { index: 1, message: M.repeated(1) },
      { index: 2, message: M.range(3) },
    ]);
    expect(
      checkConfidence({ n: 3, picks: ranks(undefined, 2.5, "x"), taken: [], partial: false }),
    ).toEqual([
      { index: 0, message: M.missing },
      { index: 1, message: M.notInteger },
      { index: 2, message: M.notInteger },
    ]);
  });

  it("a bowl card goes in parts: ranks already submitted stay taken", () => {
    expect(checkConfidence({ n: 5, picks: ranks(5, 1), taken: [2, 3], partial: true })).toEqual([]);
    expect(checkConfidence({ n: 5, picks: ranks(2), taken: [2], partial: true })).toEqual([
      { index: 0, message: M.taken(2) },
    ]);
    expect(checkConfidence({ n: 2, picks: ranks(1, 2), taken: [1], partial: true })).toEqual([
      { index: null, message: M.exactly(2) },
      { index: 0, message: M.taken(1) },
    ]);
  });
});

describe("tiebreaker guess and points", () => {
  it("a guess is a whole number from 0 to 200", () => {
    expect(checkTiebreakerGuess(47)).toBeNull();
    expect(checkTiebreakerGuess("0")).toBeNull();
    expect(checkTiebreakerGuess(undefined)).toBe(M.guessRequired);
    expect(checkTiebreakerGuess(201)).toBe(M.guessRange);
    expect(checkTiebreakerGuess(-1)).toBe(M.guessRange);
    expect(checkTiebreakerGuess(4.5)).toBe(M.guessRange);
  });

  it("a correct pick scores its rank; open picks count what they can still score", () => {
    expect(scaledPoints(1, 7)).toBe(7);
    expect(scaledPoints(2, null)).toBe(2);
    expect(
      pointsStillPossible([
        { confidence: 5, result: null },
        { confidence: 3, result: "win" },
        { confidence: 2, result: null },
      ]),
    ).toBe(7);
    expect(pointsStillPossible([{ result: null, is_lock: true }, { result: null }])).toBe(3);
  });
});
