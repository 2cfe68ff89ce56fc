import { describe, expect, it } from "vitest";
import {
  GAME_LENGTH_MIN,
  LIVE_WITHOUT_SCORE_CLOCK,
  parseLineScores,
  replayState,
  type SourceResult,
} from "./timeline";

const kickoff = new Date("2026-11-28T00:30:00.000Z");
const at = (minutes: number) => new Date(kickoff.getTime() + minutes * 60_000);
// Georgia 44, Georgia Tech 42 (8 OT)
const ugaGt: SourceResult = {
  completed: true,
  homePeriods: parseLineScores("0|0|6|21|7|6|0|0|2|0|0|2"),
  awayPeriods: parseLineScores("3|14|0|10|7|6|0|0|2|0|0|0"),
  homePoints: 44,
  awayPoints: 42,
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
      {
        completed: true,
        homePeriods: [7, 0, 8, 8],
        awayPeriods: [0, 21, 10, 3],
        homePoints: 23,
        awayPoints: 34,
      },
      kickoff,
      at(211),
    );
    expect(s).toMatchObject({ status: "final", period: 4, homeScore: 23, awayScore: 34 });
    expect(s.home.ot).toBe(0);
  });

  it("a cancelled game turns void at kickoff", () => {
    const cancelled = {
      completed: false,
      homePeriods: [],
      awayPeriods: [],
      homePoints: null,
      awayPoints: null,
    };
    expect(replayState(cancelled, kickoff, at(-5)).status).toBe("scheduled");
    expect(replayState(cancelled, kickoff, at(0)).status).toBe("void");
  });
});

describe("replayState of a source with final scores only (the NFL file)", () => {
  // Chiefs 27, Ravens 20: no quarter scores in the source.
  const finalOnly: SourceResult = {
    completed: true,
    homePeriods: [],
    awayPeriods: [],
    homePoints: 27,
    awayPoints: 20,
  };
  const noLines = { q1: null, q2: null, q3: null, q4: null, ot: null };

  it("is scheduled before kickoff", () => {
    expect(replayState(finalOnly, kickoff, at(-1))).toMatchObject({
      status: "scheduled",
      homeScore: null,
      awayScore: null,
    });
  });

  it.each([0, 45, 100, 200, GAME_LENGTH_MIN - 1])(
    "%s min after kickoff it is live with no score, period or quarter invented",
    (minutes) => {
      expect(replayState(finalOnly, kickoff, at(minutes))).toEqual({
        status: "live",
        period: null,
        clock: LIVE_WITHOUT_SCORE_CLOCK,
        home: noLines,
        away: noLines,
        homeScore: null,
        awayScore: null,
      });
    },
  );

  it("is final with the real score at the same game length as a college game", () => {
    for (const minutes of [GAME_LENGTH_MIN, 5000]) {
      expect(replayState(finalOnly, kickoff, at(minutes))).toEqual({
        status: "final",
        period: null,
        clock: "Final",
        home: noLines,
        away: noLines,
        homeScore: 27,
        awayScore: 20,
      });
    }
    expect(replayState(ugaGt, kickoff, at(GAME_LENGTH_MIN)).status).toBe("final");
  });
});
