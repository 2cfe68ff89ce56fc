import { describe, expect, it } from "vitest";
import {
  isPastDeadline,
  localParts,
  pickDeadline,
  saturdayNoonOfWeek,
  weekdayTimeInWeekOf,
  zonedTimeToUtc,
} from "./calendar";

describe("Saturday noon ET across DST changes", () => {
  it.each([
    // Clocks fall back on Sunday 3 Nov 2024: that week's Saturday noon is still EDT (UTC−4).
    ["2024-11-02T23:30:00.000Z", "2024-11-02T16:00:00.000Z"],
    // Sunday 3 Nov kickoff is in the same Monday–Sunday week.
    ["2024-11-03T18:00:00.000Z", "2024-11-02T16:00:00.000Z"],
    // The week after: EST (UTC−5).
    ["2024-11-09T20:00:00.000Z", "2024-11-09T17:00:00.000Z"],
    // Replayed 2026 season: clocks fall back on Sunday 1 Nov 2026; Saturday 31 Oct is EDT.
    ["2026-10-31T23:00:00.000Z", "2026-10-31T16:00:00.000Z"],
    ["2026-11-07T23:00:00.000Z", "2026-11-07T17:00:00.000Z"],
    // Spring forward on Sunday 9 Mar 2025: Saturday 8 Mar noon is still EST.
    ["2025-03-08T22:00:00.000Z", "2025-03-08T17:00:00.000Z"],
  ])("kickoff %s → %s", (kickoff, noon) => {
    expect(saturdayNoonOfWeek(new Date(kickoff)).toISOString()).toBe(noon);
  });
});

describe("pickDeadline", () => {
  const game = (kickoff_at: string) => ({ kickoff_at });

  it("game_time locks at kickoff", () => {
    expect(
      pickDeadline(
        { submission_deadline: "game_time" },
        game("2024-11-02T23:30:00.000Z"),
      ).toISOString(),
    ).toBe("2024-11-02T23:30:00.000Z");
  });

  it("saturday_noon: Saturday 12:00 ET of the game's week, in the DST week at the EDT instant", () => {
    const late = pickDeadline(
      { submission_deadline: "saturday_noon" },
      game("2024-11-02T23:30:00.000Z"),
    );
    expect(late.toISOString()).toBe("2024-11-02T16:00:00.000Z");
    expect(
      isPastDeadline(
        { submission_deadline: "saturday_noon" },
        game("2024-11-02T23:30:00.000Z"),
        new Date("2024-11-02T15:59:59.000Z"),
      ),
    ).toBe(false);
    expect(
      isPastDeadline(
        { submission_deadline: "saturday_noon" },
        game("2024-11-02T23:30:00.000Z"),
        new Date("2024-11-02T16:00:00.000Z"),
      ),
    ).toBe(true);
  });

  it("never later than kickoff: a Thursday game locks at its kickoff", () => {
    const thursday = "2024-10-31T23:30:00.000Z";
    expect(
      pickDeadline({ submission_deadline: "saturday_noon" }, game(thursday)).toISOString(),
    ).toBe(thursday);
  });

  it("custom: day 0=Monday..6=Sunday and HH:MM ET of the game's week", () => {
    const league = {
      submission_deadline: "custom",
      custom_deadline_day: 4,
      custom_deadline_time: "19:30",
    };
    // Friday 1 Nov 2024 19:30 EDT = 23:30Z; Friday 8 Nov 19:30 EST = 00:30Z next day.
    expect(pickDeadline(league, game("2024-11-02T23:30:00.000Z")).toISOString()).toBe(
      "2024-11-01T23:30:00.000Z",
    );
    expect(pickDeadline(league, game("2024-11-09T23:30:00.000Z")).toISOString()).toBe(
      "2024-11-09T00:30:00.000Z",
    );
    // Monday 00:00 ET of the week.
    expect(
      weekdayTimeInWeekOf(new Date("2024-11-02T23:30:00.000Z"), 0, "00:00").toISOString(),
    ).toBe("2024-10-28T04:00:00.000Z");
  });

  it("an NFL Monday-night game shares its weekend's deadline (the NFL week runs Tuesday–Monday)", () => {
    // Monday 9 Dec 2024 20:15 EST; that NFL week's Saturday is 7 Dec, its Sunday 8 Dec.
    const mnf = game("2024-12-10T01:15:00.000Z");
    expect(
      pickDeadline({ sport_key: "nfl", submission_deadline: "saturday_noon" }, mnf).toISOString(),
    ).toBe("2024-12-07T17:00:00.000Z");
    const sunday1pm = {
      sport_key: "nfl",
      submission_deadline: "custom",
      custom_deadline_day: 6,
      custom_deadline_time: "13:00",
    };
    expect(pickDeadline(sunday1pm, mnf).toISOString()).toBe("2024-12-08T18:00:00.000Z");
    // Thursday 5 Dec: its Saturday is after kickoff, so it locks at kickoff.
    const tnf = "2024-12-06T01:15:00.000Z";
    expect(
      pickDeadline(
        { sport_key: "nfl", submission_deadline: "saturday_noon" },
        game(tnf),
      ).toISOString(),
    ).toBe(tnf);
    // College keeps the Monday–Sunday week: a Monday game's Saturday is after it.
    expect(
      pickDeadline(
        { sport_key: "ncaa-football", submission_deadline: "saturday_noon" },
        mnf,
      ).toISOString(),
    ).toBe("2024-12-10T01:15:00.000Z");
  });

  it("a custom deadline without a valid day or time falls back to kickoff", () => {
    const kickoff = "2024-11-02T23:30:00.000Z";
    expect(
      pickDeadline(
        { submission_deadline: "custom", custom_deadline_day: 9, custom_deadline_time: "12:00" },
        game(kickoff),
      ).toISOString(),
    ).toBe(kickoff);
    expect(
      pickDeadline(
        { submission_deadline: "custom", custom_deadline_day: 5, custom_deadline_time: "25:00" },
        game(kickoff),
      ).toISOString(),
    ).toBe(kickoff);
  });
});

describe("zone conversion", () => {
  it("maps wall-clock ET to UTC on both sides of each change", () => {
    expect(zonedTimeToUtc(2024, 11, 3, 1, 30).toISOString()).toBe("2024-11-03T05:30:00.000Z"); // first 1:30 (EDT)
    expect(zonedTimeToUtc(2024, 11, 3, 3, 0).toISOString()).toBe("2024-11-03T08:00:00.000Z");
    expect(zonedTimeToUtc(2025, 3, 9, 2, 30).toISOString()).toBe("2025-03-09T07:30:00.000Z"); // skipped → 3:30 EDT
    expect(localParts(new Date("2024-11-03T05:30:00.000Z"))).toMatchObject({
      hour: 1,
      minute: 30,
      weekday: 6,
    });
  });
});
