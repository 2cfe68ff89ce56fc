import { describe, expect, it } from "vitest";
import {
  gradeGamePick,
  gradeMoneyline,
  gradeOverUnder,
  gradePropPick,
  gradeSpread,
  portionPoints,
  scorePick,
  type FinalGame,
  type GradeResult,
  type PickToGrade,
} from "./grade-pick";

// Georgia 44, Georgia Tech 42 after 8 overtimes (2024-11-29): UGA 0/0/6/21 + 17 OT, GT 3/14/0/10 + 15 OT.
const ugaGt: FinalGame = {
  status: "final",
  home: { q1: 0, q2: 0, q3: 6, q4: 21, ot: 17 },
  away: { q1: 3, q2: 14, q3: 0, q4: 10, ot: 15 },
};
// CFP title: Notre Dame (home) 23, Ohio State 34. ND 7/0/8/8, OSU 0/21/10/3.
const title: FinalGame = {
  status: "final",
  home: { q1: 7, q2: 0, q3: 8, q4: 8, ot: 0 },
  away: { q1: 0, q2: 21, q3: 10, q4: 3, ot: 0 },
};

describe("spread: side margin + line", () => {
  it.each<[string, number, number, number, GradeResult]>([
    ["favourite covers a half-point line", 34, 23, -8.5, "win"],
    ["favourite fails to cover", 13, 10, -3.5, "loss"],
    ["whole-number line landing exactly is a push", 24, 21, -3, "push"],
    ["underdog +3 losing by 3 is a push", 21, 24, 3, "push"],
    ["underdog covers while losing", 42, 44, 17.5, "win"],
    ["pick'em (0) winner wins", 20, 17, 0, "win"],
    ["pick'em (0) tie pushes", 17, 17, 0, "push"],
  ])("%s", (_, side, other, line, expected) => {
    expect(gradeSpread(side, other, line)).toBe(expected);
  });
});

describe("total: over/under against the line", () => {
  it.each<[string, number, number, "over" | "under", GradeResult]>([
    ["over a half-point line", 57, 44.5, "over", "win"],
    ["under loses when over", 57, 44.5, "under", "loss"],
    ["whole-number total landing exactly pushes (over)", 48, 48, "over", "push"],
    ["whole-number total landing exactly pushes (under)", 48, 48, "under", "push"],
    ["under wins", 23, 48.5, "under", "win"],
  ])("%s", (_, value, line, pick, expected) => {
    expect(gradeOverUnder(value, line, pick)).toBe(expected);
  });
});

describe("moneyline", () => {
  it("winner wins, loser loses, a tie pushes", () => {
    expect(gradeMoneyline(34, 23)).toBe("win");
    expect(gradeMoneyline(23, 34)).toBe("loss");
    expect(gradeMoneyline(17, 17)).toBe("push");
  });
});

describe("portions: full game and second half include overtime, quarters and first half do not", () => {
  it.each<[string, number | null, number | null]>([
    ["full_game", 44, 42],
    ["first_half", 0, 17],
    ["second_half", 44, 25],
    ["first_quarter", 0, 3],
    ["fourth_quarter", 21, 10],
  ])("%s", (portion, home, away) => {
    expect(portionPoints(ugaGt.home, portion as never)).toBe(home);
    expect(portionPoints(ugaGt.away, portion as never)).toBe(away);
  });

  it("an unknown period makes the portion unknown", () => {
    expect(portionPoints({ q1: 7, q2: null, q3: 0, q4: 0, ot: 0 }, "first_half")).toBeNull();
  });
});

const spread = (
  portion: PickToGrade["portion"],
  side: "home" | "away",
  line: number,
): PickToGrade => ({
  pickType: "spread",
  portion,
  side,
  spreadAtPick: line,
});

describe("gradeGamePick", () => {
  const total = (
    portion: PickToGrade["portion"],
    overUnder: "over" | "under",
    line: number,
  ): PickToGrade => ({
    pickType: "over_under",
    portion,
    overUnder,
    totalAtPick: line,
  });

  it.each<[string, PickToGrade, FinalGame, GradeResult]>([
    ["title: Ohio State −8.5 covers 34–23", spread("full_game", "away", -8.5), title, "win"],
    ["title: Notre Dame +8.5 loses", spread("full_game", "home", 8.5), title, "loss"],
    ["title: total 44.5 over (57)", total("full_game", "over", 44.5), title, "win"],
    ["title: first half OSU −3.5 (21–7)", spread("first_half", "away", -3.5), title, "win"],
    ["title: second half total 29.5 under (29)", total("second_half", "under", 29.5), title, "win"],
    ["title: 1Q Notre Dame −1.5 covers 7–0", spread("first_quarter", "home", -1.5), title, "win"],
    [
      "title: 4Q total 11 whole-number push (8+3)",
      total("fourth_quarter", "over", 11),
      title,
      "push",
    ],
    [
      "OT counts in full game: UGA −17.5 loses by 15.5",
      spread("full_game", "home", -17.5),
      ugaGt,
      "loss",
    ],
    [
      "OT counts in second half: UGA −8.5 (44–25) covers",
      spread("second_half", "home", -8.5),
      ugaGt,
      "win",
    ],
    [
      "OT does not count in 4Q: GT +5.5 (10–21) loses",
      spread("fourth_quarter", "away", 5.5),
      ugaGt,
      "loss",
    ],
    [
      "OT does not count in the first half: total 16.5 over (17)",
      total("first_half", "over", 16.5),
      ugaGt,
      "win",
    ],
    [
      "moneyline with OT: UGA wins",
      { pickType: "moneyline", portion: "full_game", side: "home" },
      ugaGt,
      "win",
    ],
    [
      "moneyline tie (regulation 27–27 in a 4Q-only game) pushes",
      { pickType: "moneyline", portion: "full_game", side: "away" },
      { status: "final", home: { ...ugaGt.home, ot: 0 }, away: { ...ugaGt.away, ot: 0 } },
      "push",
    ],
  ])("%s", (_, pick, game, expected) => {
    expect(gradeGamePick(pick, game)).toBe(expected);
  });

  it("a cancelled game is void; an unfinished game is not graded yet", () => {
    const cancelled: FinalGame = { status: "void", home: title.home, away: title.away };
    expect(gradeGamePick(spread("full_game", "home", -3.5), cancelled)).toBe("void");
    expect(
      gradeGamePick(spread("full_game", "home", -3.5), { ...title, status: "live" }),
    ).toBeNull();
  });

  it("the line stored on the pick is graded, whatever the line is now", () => {
    // Picked Ohio State at −12.5 (a line that later moved to −8.5): 11-point win no longer covers.
    expect(gradeGamePick(spread("full_game", "away", -12.5), title)).toBe("loss");
  });

  it("a pick without its line or side is void", () => {
    expect(gradeGamePick({ pickType: "spread", portion: "full_game", side: "home" }, title)).toBe(
      "void",
    );
    expect(
      gradeGamePick(
        { pickType: "over_under", portion: "full_game", overUnder: null, totalAtPick: 44.5 },
        title,
      ),
    ).toBe("void");
  });
});

describe("a game known only by its final score (the NFL file has no quarter scores)", () => {
  // Super Bowl LIX: Eagles (home) 40, Chiefs 22; the file's line PHI +1.5 (KC favoured), total 48.5.
  const unknown = { q1: null, q2: null, q3: null, q4: null, ot: null };
  const superBowl: FinalGame = {
    status: "final",
    home: unknown,
    away: unknown,
    homeScore: 40,
    awayScore: 22,
  };

  it("grades full-game spread, total and moneyline from the final score", () => {
    expect(gradeGamePick(spread("full_game", "home", 1.5), superBowl)).toBe("win");
    expect(gradeGamePick(spread("full_game", "away", -1.5), superBowl)).toBe("loss");
    expect(gradeGamePick(spread("full_game", "away", 18), superBowl)).toBe("push");
    const total = (overUnder: "over" | "under", line: number): PickToGrade => ({
      pickType: "over_under",
      portion: "full_game",
      overUnder,
      totalAtPick: line,
    });
    expect(gradeGamePick(total("over", 48.5), superBowl)).toBe("win");
    expect(gradeGamePick(total("under", 62), superBowl)).toBe("push");
    const winner = (side: "home" | "away"): PickToGrade => ({
      pickType: "moneyline",
      portion: "full_game",
      side,
    });
    expect(gradeGamePick(winner("home"), superBowl)).toBe("win");
    expect(gradeGamePick(winner("away"), superBowl)).toBe("loss");
  });

  it("grades a half or quarter pick void: it can never be settled", () => {
    for (const portion of [
      "first_half",
      "second_half",
      "first_quarter",
      "fourth_quarter",
    ] as const) {
      expect(gradeGamePick(spread(portion, "home", -0.5), superBowl)).toBe("void");
    }
  });

  it("the final score counts over line scores that do not add up to it (a feed sent no periods)", () => {
    const zeros = { q1: 0, q2: 0, q3: 0, q4: 0, ot: 0 };
    const game: FinalGame = { ...superBowl, home: zeros, away: zeros };
    expect(gradeGamePick(spread("full_game", "away", 1.5), game)).toBe("loss");
  });
});

describe("props", () => {
  const over = (line: number): PickToGrade => ({
    pickType: "player_prop",
    portion: "full_game",
    overUnder: "over",
    propLineAtPick: line,
  });
  it.each<[string, PickToGrade, number | null, GradeResult]>([
    ["Will Howard 231 passing yards over 215.5", over(215.5), 231, "win"],
    ["under loses", { ...over(215.5), overUnder: "under" }, 231, "loss"],
    ["a whole-number line landing exactly pushes", over(100), 100, "push"],
    ["a stat that is unknown (partial box score) is void", over(45.5), null, "void"],
    ["team total: Ohio State 34 over 26.5", { ...over(26.5), pickType: "team_prop" }, 34, "win"],
  ])("%s", (_, pick, stat, expected) => {
    expect(gradePropPick(pick, "final", stat)).toBe(expected);
  });
  it("props of a cancelled game are void, of a live game not graded", () => {
    expect(gradePropPick(over(10.5), "void", null)).toBe("void");
    expect(gradePropPick(over(10.5), "live", 20)).toBeNull();
  });
});

describe("scorePick: 1 per correct pick, 2 for a correct lock, push per the league", () => {
  it.each<[GradeResult, boolean, boolean, 0 | 1 | null, number]>([
    ["win", false, false, 1, 1],
    ["win", true, false, 1, 2],
    ["loss", true, true, 0, 0],
    ["push", false, false, null, 0],
    ["push", true, false, null, 0],
    ["push", false, true, 1, 1],
    ["push", true, true, 1, 2],
    ["void", true, true, null, 0],
  ])("%s lock=%s countPushAsWin=%s", (result, lock, pushRule, isCorrect, points) => {
    expect(scorePick(result, lock, pushRule)).toEqual({ isCorrect, points });
  });
});
