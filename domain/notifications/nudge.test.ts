import { describe, expect, it } from "vitest";
import { deadlineText, nudgeCopy } from "./nudge";

describe("the nudge's deadline, as the league's clock (ET) reads it", () => {
  it("names the weekday and the 12-hour time, noon and midnight included, across DST", () => {
    // 16:00 UTC in October is noon EDT; in December 17:00 UTC is noon EST.
    expect(deadlineText(new Date("2024-10-19T16:00:00Z"))).toBe("Sat 12:00 PM ET");
    expect(deadlineText(new Date("2024-12-07T17:00:00Z"))).toBe("Sat 12:00 PM ET");
    expect(deadlineText(new Date("2024-12-08T05:05:00Z"))).toBe("Sun 12:05 AM ET");
    expect(deadlineText(new Date("2024-10-17T23:30:00Z"))).toBe("Thu 7:30 PM ET");
  });

  it("says who nudged, the week, the league and the deadline; a survivor pool's one pick", () => {
    const at = new Date("2024-10-19T16:00:00Z");
    const base = { actor: "alice", league: "Saturday Showdown", week: "Week 8", deadline: at };
    expect(nudgeCopy({ ...base, survivor: false })).toEqual({
      title: "Your picks are due",
      message: "alice nudged you: Week 8 picks for Saturday Showdown are due Sat 12:00 PM ET",
    });
    expect(nudgeCopy({ ...base, survivor: true }).message).toBe(
      "alice nudged you: Week 8 survivor pick for Saturday Showdown is due Sat 12:00 PM ET",
    );
  });
});
