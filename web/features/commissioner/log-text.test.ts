import { describe, expect, it } from "vitest";
import type { CommissionerLogEntry } from "#domain/commissioner/contract";
import { NCAA_CALENDAR, calendarFor } from "#domain/season/calendars";
import { logEntryText } from "./log-text";

const entry = (e: Partial<CommissionerLogEntry>): CommissionerLogEntry => ({
  id: 1,
  actor_username: "alice",
  action: "adjust_points",
  target_username: "bob",
  before: {},
  after: {},
  reason: "phone died",
  created_at: "2026-10-17T18:00:00.000Z",
  ...e,
});
const pick = (words: string, more: object = {}) => ({
  game_id: 1,
  kickoff_at: "2026-10-17T19:30:00.000Z",
  pick_type: "spread",
  game_portion: "full_game",
  pick: words,
  is_lock: false,
  confidence: null,
  ...more,
});

describe("commissioner's log entries in words", () => {
  it("says who entered how many picks for whom and why, naming only the picks the reader may see", () => {
    const text = logEntryText(
      entry({
        action: "enter_pick",
        before: { week: 5, picks: [pick("UGA ML")] },
        after: {
          week: 5,
          picks: [
            pick("TEX -3.5", { is_lock: true }),
            pick("Over 52.5"),
            { game_id: 3, kickoff_at: "2026-10-18T00:00:00.000Z", hidden: true },
          ],
        },
      }),
      NCAA_CALENDAR,
    );
    expect(text).toEqual({
      action: "alice entered 3 picks for bob",
      sentence: "alice entered 3 picks for bob — reason: phone died",
      details: [
        "Week 5: TEX -3.5 (lock), Over 52.5 · 1 hidden until kickoff",
        "Picks already made: 1 pick",
      ],
    });
  });

  it("says a voided game concerns the league, and what its picks lose", () => {
    const voided = (picks: number, points: number) =>
      logEntryText(
        entry({
          action: "void_game",
          target_username: null,
          reason: "postponed",
          before: { game: "TEX @ UGA", week: 5, picks, points },
          after: { game: "TEX @ UGA", week: 5, picks, points: 0 },
        }),
        NCAA_CALENDAR,
      );
    expect(voided(12, 7)).toEqual({
      action: "alice voided TEX @ UGA for this league",
      sentence: "alice voided TEX @ UGA for this league — reason: postponed",
      details: ["Week 5 · 12 picks now score no points (they had 7 points)"],
    });
    expect(voided(1, 0).details).toEqual(["Week 5 · 1 pick now scores no points"]);
    expect(voided(0, 0).details).toEqual(["Week 5 · no picks on it"]);
  });

  it("says a correction with its sign and the week's points before and after, in the sport's week names", () => {
    const corrected = (points: number, week: number, cal = NCAA_CALENDAR) =>
      logEntryText(
        entry({
          reason: "stat correction",
          before: { week, week_points: 10, adjustment: 0 },
          after: { week, week_points: 10 + points, adjustment: points, points },
        }),
        cal,
      );
    expect(corrected(2, 5)).toEqual({
      action: "alice corrected bob's Week 5 by +2",
      sentence: "alice corrected bob's Week 5 by +2 — reason: stat correction",
      details: ["Week 5 points 10 → 12"],
    });
    expect(corrected(-3, 5).sentence).toBe(
      "alice corrected bob's Week 5 by -3 — reason: stat correction",
    );
    const nfl = calendarFor("americanfootball_nfl");
    expect(corrected(1, 19, nfl).sentence).toContain(
      `bob's ${nfl.weekNames[19] ?? "Week 19"} by +1`,
    );
  });
});
