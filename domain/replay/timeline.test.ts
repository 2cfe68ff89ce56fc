import { describe, expect, it } from "vitest";
import { parseLineScores, replayState, type SourceResult } from "./timeline";

const kickoff = new Date("2026-11-28T00:30:00.000Z");
const at = (minutes: number) => new Date(kickoff.getTime() + minutes * 60_000);
// Georgia 44, Georgia Tech 42 (8 OT)
const ugaGt: SourceResult = {
  completed: true,
  homePeriods: parseLineScores("0|0|6|21|7|6|0|0|2|0|0|2"),
  awayPeriods: parseLineScores("3|14|0|10|7|6|0|0|2|0|0|0"),
};

describe("replayState", () => {
  it.each([
    [-1, "scheduled", null, null, null, null],
    [0, "live", 1, "15:00", 0, 0],
    [30, "live", 1, "5:00", 0, 0],
    [45, "live", 2, "15:00", 0, 3],
    [95, "live", 2, "Halftime", 0, 17],
    [120, "live", 3, "11:40", 0, 17],
    [160, "live", 4, "13:20", 6, 17],
    [200, "live", 5, "OT", 27, 27],
    [210, "final", 5, "Final", 44, 42],
    [5000, "final", 5, "Final", 44, 42],
  ])("%s min after kickoff: %s", (minutes, status, period, clock, home, away) => {
    const s = replayState(ugaGt, kickoff, at(minutes));
    expect([s.status, s.period, s.clock, s.homeScore, s.awayScore]).toEqual([
      status,
      period,
      clock,
      home,
      away,
    ]);
  });

  it("reveals quarter scores as quarters end, overtime only at the final", () => {
    expect(replayState(ugaGt, kickoff, at(100)).away).toEqual({
      q1: 3,
      q2: 14,
      q3: null,
      q4: null,
      ot: null,
    });
    expect(replayState(ugaGt, kickoff, at(210)).home).toEqual({
      q1: 0,
      q2: 0,
      q3: 6,
      q4: 21,
      ot: 17,
    });
  });

  it("a regulation game ends in the 4th with no overtime", () => {
    const s = replayState(
      { completed: true, homePeriods: [7, 0, 8, 8], awayPeriods: [0, 21, 10, 3] },
      kickoff,
      at(211),
    );
    expect(s).toMatchObject({ status: "final", period: 4, homeScore: 23, awayScore: 34 });
    expect(s.home.ot).toBe(0);
  });

  it("a cancelled game turns void at kickoff", () => {
    const cancelled = { completed: false, homePeriods: [], awayPeriods: [] };
    expect(replayState(cancelled, kickoff, at(-5)).status).toBe("scheduled");
    expect(replayState(cancelled, kickoff, at(0)).status).toBe("void");
  });
});
