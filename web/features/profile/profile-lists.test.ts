import { describe, expect, it } from "vitest";
import type { ProfileMessage, ProfilePick } from "#domain/social/contract";
import { groupPicks, messagesForTab, statsQueryOf } from "./profile-lists";
import { pickOutcome } from "#domain/picks/describe";

const pick = (id: number, status: ProfilePick["status"], date: string): ProfilePick =>
  ({ id, status, game_date: date, is_correct: null, result: null }) as ProfilePick;

describe("Recent Picks groups", () => {
  const picks = [
    pick(1, "completed", "2024-09-07T16:00:00Z"),
    pick(2, "upcoming", "2024-09-21T19:30:00Z"),
    pick(3, "in_progress", "2024-09-14T20:00:00Z"),
    pick(4, "upcoming", "2024-09-20T23:00:00Z"),
    pick(5, "completed", "2024-09-14T16:00:00Z"),
  ];
  it("groups by game state in the order Upcoming, Live, Completed", () => {
    expect(groupPicks(picks).map((g) => [g.title, g.picks.map((p) => p.id)])).toEqual([
      ["Upcoming Games", [4, 2]],
      ["Live Games", [3]],
      ["Completed Games", [5, 1]],
    ]);
  });
  it("leaves out groups with no picks", () => {
    expect(groupPicks([picks[0]!]).map((g) => g.status)).toEqual(["completed"]);
    expect(groupPicks([])).toEqual([]);
  });
});

describe("a pick's result", () => {
  it("is a tick, a cross, or Pending until decided", () => {
    const game = { is_finished: false };
    expect(pickOutcome({ is_correct: true, result: "win", game_detail: game })).toBe("correct");
    expect(pickOutcome({ is_correct: false, result: "loss", game_detail: game })).toBe("wrong");
    expect(pickOutcome({ is_correct: null, result: null, game_detail: game })).toBe("pending");
    expect(
      pickOutcome({ is_correct: null, result: null, game_detail: { is_finished: true } }),
    ).toBe("ungraded");
  });
  it("says push or void for a decided game that counts for neither", () => {
    const game = { is_finished: true };
    expect(pickOutcome({ is_correct: null, result: "push", game_detail: game })).toBe("push");
    expect(pickOutcome({ is_correct: null, result: "void", game_detail: game })).toBe("void");
  });
});

describe("the board's tabs", () => {
  const m = (id: number, type: ProfileMessage["type"]) => ({ id, type }) as ProfileMessage;
  const list = [m(1, "direct"), m(2, "league_message"), m(3, "direct")];
  it("filter the one answer by type", () => {
    expect(messagesForTab(list, "all").map((x) => x.id)).toEqual([1, 2, 3]);
    expect(messagesForTab(list, "direct").map((x) => x.id)).toEqual([1, 3]);
    expect(messagesForTab(list, "leagues").map((x) => x.id)).toEqual([2]);
  });
});

describe("custom stat thresholds", () => {
  it("ask nothing new for the defaults (7 and 45, at least): the profile's answer has them", () => {
    expect(statsQueryOf({ value: "7", op: "gte" }, { value: "45.0", op: "gte" })).toBeUndefined();
  });
  it("send every threshold and operator once one differs", () => {
    expect(statsQueryOf({ value: "3.5", op: "lte" }, { value: "45", op: "gte" })).toEqual({
      spread_threshold: 3.5,
      spread_operator: "lte",
      total_threshold: 45,
      total_operator: "gte",
    });
    expect(statsQueryOf({ value: "x", op: "gte" }, { value: "52.25", op: "gte" })).toEqual({
      spread_threshold: 0,
      spread_operator: "gte",
      total_threshold: 52.5,
      total_operator: "gte",
    });
  });
});
