import { describe, expect, it } from "vitest";
import { NFL_CALENDAR } from "#domain/season/calendars";
import type { ProgressWeek } from "#domain/stats/contract";
import { ordinal, pointsSummary, rankFloor, rankSummary, seriesOf, weekTick } from "./chart-data";

const week = (week: number, points: number, total_points: number, rank: number, members = 6) => ({
  week,
  points,
  total_points,
  rank,
  members,
});

const weeks: ProgressWeek[] = [week(2, 5, 8, 1), week(1, 3, 3, 4), week(3, 2, 10, 2)];

describe("progress charts", () => {
  it("write places as a fan says them", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "101st",
      "111th",
    ]);
  });

  it("draw the weeks in order whatever order they came in", () => {
    expect(seriesOf(weeks, (w) => w.points)).toEqual([
      [1, 2, 3],
      [3, 5, 2],
    ]);
    expect(seriesOf(weeks, (w) => w.rank)[1]).toEqual([4, 1, 2]);
  });

  it("summarise the points chart for a screen reader", () => {
    expect(pointsSummary("Big Ten Buddies", weeks)).toBe(
      "Points by week in Big Ten Buddies: 3 weeks graded, 10 points in all; best in week 2 with 5 points.",
    );
    expect(pointsSummary("Solo", [week(1, 1, 1, 1, 1)])).toBe(
      "Points by week in Solo: 1 week graded, 1 point in all; best in week 1 with 1 point.",
    );
    expect(pointsSummary("Empty", [])).toBe("Points by week in Empty: no graded weeks yet.");
  });

  it("summarise the rank chart: the latest place and the best", () => {
    expect(rankSummary("Big Ten Buddies", weeks)).toBe(
      "Rank by points after each week in Big Ten Buddies: 2nd of 6 after week 3; best 1st after week 2.",
    );
  });

  it("name an NFL league's playoff weeks as the sport does, not week 19 or 22", () => {
    const playoffs = [week(18, 2, 40, 3), week(19, 6, 46, 1), week(22, 1, 47, 2)];
    expect(pointsSummary("Sunday Crew", playoffs, NFL_CALENDAR)).toBe(
      "Points by week in Sunday Crew: 3 weeks graded, 47 points in all; best in the Wild Card with 6 points.",
    );
    expect(rankSummary("Sunday Crew", playoffs, NFL_CALENDAR)).toBe(
      "Rank by points after each week in Sunday Crew: 2nd of 6 after the Super Bowl; best 1st after the Wild Card.",
    );
    expect([18, 19, 20, 21, 22].map((w) => weekTick(w, NFL_CALENDAR))).toEqual([
      "W18",
      "WC",
      "DR",
      "CC",
      "SB",
    ]);
    expect(weekTick(19)).toBe("W19");
  });

  it("run the rank axis from 1 to the league's size", () => {
    expect(rankFloor(weeks)).toBe(6);
    expect(rankFloor([week(1, 1, 1, 1, 1)])).toBe(2);
  });
});
