import { describe, expect, it } from "vitest";
import { NCAA_CALENDAR, NFL_CALENDAR } from "../season/calendars";
import {
  currentWeek,
  isWeekOver,
  navigableWeeks,
  nextView,
  onlyPostseasonLeft,
  previousView,
  summaryWeeks,
  weekCompletions,
} from "./weeks";

describe("league detail week navigation (spec 001 section 4)", () => {
  it("next from the summary goes to week 0 with week 0, else 1; next stops at 18", () => {
    expect(nextView("summary", true)).toBe(0);
    expect(nextView("summary", false)).toBe(1);
    expect(nextView(5, true)).toBe(6);
    expect(nextView(18, true)).toBeNull();
  });

  it("previous from the summary goes to the current week; from the lowest week back to the summary", () => {
    expect(previousView("summary", true, 7)).toBe(7);
    expect(previousView(7, true, 7)).toBe(6);
    expect(previousView(0, true, 7)).toBe("summary");
    expect(previousView(1, false, 7)).toBe("summary");
    expect(previousView(1, true, 7)).toBe(0);
  });

  it("summary columns run from the current week down to 0 or 1, or are the completed weeks and the week under way", () => {
    expect(summaryWeeks({ current_week: 3, include_week_0: true })).toEqual([3, 2, 1, 0]);
    expect(summaryWeeks({ current_week: 3, include_week_0: false })).toEqual([3, 2, 1]);
    // Week 3 is under way: its graded picks count in Total, so it has its column.
    expect(
      summaryWeeks({ current_week: 3, include_week_0: true, completed_weeks: [1, 2] }),
    ).toEqual([3, 2, 1]);
    expect(
      summaryWeeks({ current_week: 3, include_week_0: true, completed_weeks: [1, 2, 3] }),
    ).toEqual([3, 2, 1]);
  });

  it("the current week is the first with an unfinished game; a week before it is over", () => {
    const schedule = [
      { week: 0, games: 2, finished: 2 },
      { week: 1, games: 3, finished: 1 },
      { week: 2, games: 3, finished: 0 },
    ];
    expect(currentWeek(schedule, true)).toBe(1);
    expect(
      currentWeek(
        schedule.map((w) => ({ ...w, finished: w.games })),
        true,
      ),
    ).toBe(2);
    expect(currentWeek([], false)).toBe(1);
    expect(isWeekOver(schedule, 0, 1)).toBe(true);
    expect(isWeekOver(schedule, 1, 1)).toBe(false);
  });
});

describe("the navigator's weeks by the league's sport", () => {
  /** Every view the Next button reaches from the summary. */
  const forward = (weeks: { includeWeek0: boolean; last: number }) => {
    const out: (number | "summary")[] = [];
    let view: number | "summary" | null = "summary";
    while (view !== null) {
      out.push(view);
      view = nextView(view, weeks.includeWeek0, weeks.last);
    }
    return out;
  };

  it("an NFL league with playoffs reaches the Wild Card to the Super Bowl after week 18", () => {
    const weeks = navigableWeeks(NFL_CALENDAR, { include_week_0: true, include_playoffs: true });
    expect(weeks).toEqual({ includeWeek0: false, last: 22 });
    expect(forward(weeks)).toEqual(["summary", ...Array.from({ length: 22 }, (_, i) => i + 1)]);
    expect(previousView("summary", false, 20, weeks.last)).toBe(20);
    expect(previousView(19, false, 20, weeks.last)).toBe(18);
    expect(summaryWeeks({ current_week: 20, include_week_0: false, last: weeks.last })[0]).toBe(20);
  });

  it("an NFL league without playoffs stops at week 18", () => {
    const weeks = navigableWeeks(NFL_CALENDAR, { include_playoffs: false });
    expect(forward(weeks).at(-1)).toBe(18);
    expect(previousView("summary", false, 20, weeks.last)).toBe(18);
  });

  it("a college league keeps week 0 when it plays it and stops at week 18", () => {
    const weeks = navigableWeeks(NCAA_CALENDAR, { include_week_0: true, include_playoffs: true });
    expect(weeks).toEqual({ includeWeek0: true, last: 18 });
    expect(forward(weeks)).toEqual(["summary", ...Array.from({ length: 19 }, (_, i) => i)]);
    expect(navigableWeeks(NCAA_CALENDAR, { include_week_0: false }).includeWeek0).toBe(false);
  });
});

describe("the current week (one rule for leagues, the sportsbook and the ticker)", () => {
  const schedule = [
    { week: 1, games: 3, finished: 3 },
    { week: 0, games: 2, finished: 1 },
    { week: 2, games: 4, finished: 0 },
  ];
  it("is the first week with a game not final, counting week 0 only where the league plays it", () => {
    expect(currentWeek(schedule, true)).toBe(0);
    expect(currentWeek(schedule, false)).toBe(2);
  });
  it("is the last week once every game is final, and the first week without a schedule", () => {
    const done = schedule.map((w) => ({ ...w, finished: w.games }));
    expect(currentWeek(done, true)).toBe(2);
    expect(currentWeek([], false)).toBe(1);
  });
  it("lists each week, in order, with whether all its games are done", () => {
    expect(weekCompletions(schedule)).toEqual([
      { week: 0, all_games_complete: false },
      { week: 1, all_games_complete: true },
      { week: 2, all_games_complete: false },
    ]);
  });
});

describe("a league created in December", () => {
  const weeks = (through: number, last: number) =>
    Array.from({ length: last + 1 }, (_, week) => ({ week, all_games_complete: week <= through }));

  it("has only the postseason left once every regular week is over", () => {
    expect(onlyPostseasonLeft(weeks(14, 16), NCAA_CALENDAR)).toBe(true);
    expect(onlyPostseasonLeft(weeks(13, 16), NCAA_CALENDAR)).toBe(false);
    expect(onlyPostseasonLeft([], NCAA_CALENDAR)).toBe(false);
  });
});
