import { describe, expect, it } from "vitest";
import { customSpreadRecord, customTotalRecord, profileStats, record } from "./records";

const spread = (line: number, is_correct: boolean | null) => ({
  pick_type: "spread",
  spread_at_pick: line,
  total_at_pick: null,
  is_correct,
});
const total = (line: number, is_correct: boolean | null) => ({
  pick_type: "over_under",
  spread_at_pick: null,
  total_at_pick: line,
  is_correct,
});

describe("win-loss records (ADR 1302)", () => {
  it("count decided picks only, with one decimal and 0 when there are none", () => {
    expect(record([])).toEqual({ wins: 0, losses: 0, percentage: 0 });
    expect(record([spread(-3, true), spread(7, true), spread(1, false), spread(2, null)])).toEqual({
      wins: 2,
      losses: 1,
      percentage: 66.7,
    });
    // A row may stand for several picks alike (grouped in SQL).
    expect(
      record([
        { ...spread(-3, true), count: 3 },
        { ...spread(2, false), count: 2 },
      ]),
    ).toEqual({
      wins: 3,
      losses: 2,
      percentage: 60,
    });
    expect(profileStats([spread(-3, true), spread(2, null), total(50, false)])).toEqual({
      total_picks: 2,
      correct_picks: 1,
      win_percentage: 50,
    });
  });

  it("custom spread compares the absolute spread at pick; custom total the total at pick", () => {
    const picks = [
      spread(-7, true),
      spread(7.5, false),
      spread(-3, true),
      total(45, true),
      total(52.5, false),
    ];
    expect(customSpreadRecord(picks, 7, "gte")).toEqual({ wins: 1, losses: 1, percentage: 50 });
    expect(customSpreadRecord(picks, 7, "lte")).toEqual({ wins: 2, losses: 0, percentage: 100 });
    expect(customTotalRecord(picks, 45, "gte")).toEqual({ wins: 1, losses: 1, percentage: 50 });
    expect(customTotalRecord(picks, 45, "lte")).toEqual({ wins: 1, losses: 0, percentage: 100 });
  });
});
