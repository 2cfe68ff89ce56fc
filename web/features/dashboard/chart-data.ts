/**
 * What the progress charts draw and say (issue 15): points by week and rank after each week for
 * one league, from GET /api/user-stats/progress/. Pure, so the words a screen reader hears and the
 * rows of the data table behind each chart are tested without a browser.
 */
import { NCAA_CALENDAR, type SportCalendar } from "#domain/season/calendars";
import type { ProgressWeek } from "#domain/stats/contract";

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** Weeks in order, whatever order the answer had. */
export const weeksInOrder = (weeks: readonly ProgressWeek[]) =>
  [...weeks].sort((a, b) => a.week - b.week);

/** The chart library's data: x = week numbers, then one series. */
export function seriesOf(
  weeks: readonly ProgressWeek[],
  value: (w: ProgressWeek) => number,
): [number[], number[]] {
  const ordered = weeksInOrder(weeks);
  return [ordered.map((w) => w.week), ordered.map(value)];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A week as a sentence says it: 'week 7', or its name in the sport ('the Wild Card'). */
const weekWords = (week: number, cal: SportCalendar) => {
  const name = cal.weekNames[week];
  return name ? `the ${name}` : `week ${week}`;
};

/** A week under the chart's axis: 'W7', or its name's initials in the sport ('WC', 'SB'). */
export function weekTick(week: number, cal: SportCalendar = NCAA_CALENDAR): string {
  const name = cal.weekNames[week];
  return name ? name.replace(/[^A-Z]/g, "") : `W${week}`;
}

/** The points chart's summary (its aria-label). */
export function pointsSummary(
  league: string,
  weeks: readonly ProgressWeek[],
  cal: SportCalendar = NCAA_CALENDAR,
): string {
  const ordered = weeksInOrder(weeks);
  const last = ordered.at(-1);
  if (!last) return `Points by week in ${league}: no graded weeks yet.`;
  const best = ordered.reduce((a, b) => (b.points > a.points ? b : a));
  return (
    `Points by week in ${league}: ${plural(ordered.length, "week")} graded, ` +
    `${plural(last.total_points, "point")} in all; best in ${weekWords(best.week, cal)} with ` +
    `${plural(best.points, "point")}.`
  );
}

/** The rank chart's summary (its aria-label). */
export function rankSummary(
  league: string,
  weeks: readonly ProgressWeek[],
  cal: SportCalendar = NCAA_CALENDAR,
): string {
  const ordered = weeksInOrder(weeks);
  const last = ordered.at(-1);
  if (!last) return `Rank by points after each week in ${league}: no graded weeks yet.`;
  const best = ordered.reduce((a, b) => (b.rank < a.rank ? b : a));
  return (
    `Rank by points after each week in ${league}: ${ordinal(last.rank)} of ${last.members} after ` +
    `${weekWords(last.week, cal)}; best ${ordinal(best.rank)} after ${weekWords(best.week, cal)}.`
  );
}

/** The rank axis runs from 1 (top) to the largest league size seen. */
export const rankFloor = (weeks: readonly ProgressWeek[]) =>
  Math.max(2, ...weeks.map((w) => Math.max(w.members, w.rank)));
