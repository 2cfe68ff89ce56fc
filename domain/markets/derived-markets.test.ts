import { describe, expect, it } from "vitest";
import {
  derivePortionLines,
  deriveTeamTotals,
  halfPointLine,
  playerPropLine,
} from "./derived-markets";

describe("halfPointLine", () => {
  it.each([
    [22.25, 22.5],
    [27, 27.5],
    [22.75, 22.5],
    [-1.75, -1.5],
    [-4.25, -4.5],
    [0.2, 0.5],
  ])("%s → %s", (x, line) => {
    expect(halfPointLine(x)).toBe(line);
    expect(Math.abs(line) % 1).toBe(0.5);
  });
});

describe("portion lines from the full-game line", () => {
  it("title game (Notre Dame +8.5 at home, total 44.5): halves ½, quarters ¼, all half-point", () => {
    const lines = derivePortionLines({ homeSpread: 8.5, total: 44.5 });
    expect(lines).toEqual([
      { portion: "first_half", homeSpread: 4.5, awaySpread: -4.5, total: 22.5 },
      { portion: "second_half", homeSpread: 4.5, awaySpread: -4.5, total: 22.5 },
      { portion: "first_quarter", homeSpread: 2.5, awaySpread: -2.5, total: 11.5 },
      { portion: "fourth_quarter", homeSpread: 2.5, awaySpread: -2.5, total: 11.5 },
    ]);
  });
  it("missing lines stay missing; a pick'em spread gives no portion spread", () => {
    expect(derivePortionLines({ homeSpread: null, total: null })).toEqual([]);
    expect(derivePortionLines({ homeSpread: -7, total: null }).every((l) => l.total === null)).toBe(
      true,
    );
    expect(
      derivePortionLines({ homeSpread: 0, total: 50 }).every(
        (l) => l.homeSpread === null && l.total !== null,
      ),
    ).toBe(true);
  });
});

describe("team totals from implied scores", () => {
  it("home = (total − spread) / 2, away = (total + spread) / 2, as half-point lines", () => {
    expect(deriveTeamTotals({ homeSpread: -17.5, total: 48.5 })).toEqual({
      home: 33.5,
      away: 15.5,
    });
    expect(deriveTeamTotals({ homeSpread: 8.5, total: 44.5 })).toEqual({ home: 18.5, away: 26.5 });
    expect(deriveTeamTotals({ homeSpread: null, total: 44.5 })).toBeNull();
  });
});

describe("player prop lines: the average before the game", () => {
  it("needs history and a real contributor", () => {
    expect(playerPropLine("passing_yards", [])).toBeNull();
    expect(playerPropLine("passing_yards", [231, 319])).toBe(275.5);
    expect(playerPropLine("rushing_yards", [12, 20])).toBeNull();
    expect(playerPropLine("receiving_yards", [187, 40, 60])).toBe(95.5);
  });
});
