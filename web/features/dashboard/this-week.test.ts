import { describe, expect, it } from "vitest";
import type { MemberLeague } from "#domain/leagues/contract";
import { ALL_PICKS_IN, NO_PICKS_DUE, weekHeadline, weekLine } from "./this-week";

const league = (over: Partial<MemberLeague> = {}, made = 2, lock = false) =>
  ({
    id: 1,
    name: "Saturday Showdown",
    is_active: true,
    enable_locks: true,
    picks_open: true,
    needs_action: true,
    picks_required_this_week: 5,
    picks_remaining: 5 - made,
    next_pick_week: 8,
    next_deadline: "2026-10-17T16:00:00.000Z",
    nothing_to_pick: null,
    user_stats: { current_week_picks_made: made, current_week_lock_made: lock },
    ...over,
  }) as MemberLeague;

describe("This week's line of a league", () => {
  it("picks made of those due and the lock while the week takes picks", () => {
    expect(weekLine(league())).toEqual({
      picks: "Picks 2/5",
      lock: "Lock not set",
      owes: true,
      note: null,
    });
    expect(weekLine(league({ enable_locks: false, needs_action: false }, 5)).lock).toBeNull();
    expect(weekLine(league({ needs_action: false }, 5, true))).toMatchObject({
      lock: "Lock set",
      owes: false,
    });
  });

  it("a survivor league's week is one team, with no lock", () => {
    const survivor = { pool_format: "survivor" as const, enable_locks: false };
    expect(weekLine(league({ ...survivor, picks_required_this_week: 1 }, 0))).toEqual({
      picks: "Pick your team",
      lock: null,
      owes: true,
      note: null,
    });
    expect(weekLine(league({ ...survivor, needs_action: false }, 1))).toMatchObject({
      picks: "Team picked",
      owes: false,
    });
    // A fan out of the pool owes no team and is not told a deadline.
    expect(
      weekLine(league({ ...survivor, needs_action: false, picks_required_this_week: 0 }, 0)),
    ).toEqual({
      picks: "Out of the pool",
      lock: null,
      owes: false,
      note: "The pool plays on without you",
    });
  });

  it("a week the league cannot pick owes nothing, and says why or when picks are next", () => {
    const closed = { picks_open: false, needs_action: false, picks_remaining: 0 };
    const why =
      "This league does not include bowl games — the commissioner can change that in settings.";
    expect(weekLine(league({ ...closed, next_pick_week: null, nothing_to_pick: why }))).toEqual({
      picks: "No picks due",
      lock: null,
      owes: false,
      note: why,
    });
    expect(weekLine(league({ ...closed, next_pick_week: 17 })).note).toBe("Next picks: week 17");
  });

  it(`says "${ALL_PICKS_IN}" only when the fan made every pick a league took this week`, () => {
    const done = league({ needs_action: false }, 5, true);
    const closed = league({ picks_open: false, needs_action: false, picks_remaining: 0 }, 0);
    expect(weekHeadline([done, closed])).toEqual({ text: ALL_PICKS_IN, note: null });
    expect(weekHeadline([done, league()])).toBeNull();
    expect(weekHeadline([])).toBeNull();
    // A league that has stopped playing does not count as picks made.
    expect(weekHeadline([{ ...league(), is_active: false, needs_action: false }, closed])).toEqual({
      text: NO_PICKS_DUE,
      note: "Next picks: week 8",
    });
  });

  it(`says "${NO_PICKS_DUE}" to a fan none of whose leagues takes picks this week`, () => {
    // The December of a league created with the defaults: no postseason, nothing made, nothing due.
    const why =
      "This league does not include bowl games — the commissioner can change that in settings.";
    const closed = (next: number | null) =>
      league(
        { picks_open: false, needs_action: false, picks_remaining: 0, next_pick_week: next },
        0,
      );
    expect(weekHeadline([{ ...closed(null), nothing_to_pick: why }])).toEqual({
      text: NO_PICKS_DUE,
      note: null,
    });
    expect(weekHeadline([closed(17), closed(16), closed(null)])).toEqual({
      text: NO_PICKS_DUE,
      note: "Next picks: week 16",
    });
  });
});
