/**
 * League weeks: which week is current, which are over, the weeks the summary shows and the
 * detail page's week navigator (spec 001 section 4 "League detail week navigation").
 */
import { NCAA_CALENDAR, type SportCalendar } from "../season/calendars";
import { LEAGUE_LIMITS } from "./limits";

/** A week of the season's week list and whether all its games are done. */
interface WeekCompletionLike {
  week: number;
  all_games_complete: boolean;
}

export interface WeekSchedule {
  week: number;
  /** Games in the week and how many of them are final or void. */
  games: number;
  finished: number;
}

/**
 * The current week: the first week (from week 0, or 1 without week 0) that still has a game that
 * is not final; once every game is final, the last week. With no schedule, the first week.
 */
export function currentWeek(schedule: readonly WeekSchedule[], includeWeek0: boolean): number {
  const first = includeWeek0 ? 0 : 1;
  const weeks = schedule.filter((w) => w.week >= first).sort((a, b) => a.week - b.week);
  const open = weeks.find((w) => w.finished < w.games);
  if (open) return open.week;
  return weeks.at(-1)?.week ?? first;
}

/** Each week of the schedule and whether all its games are done (the Week filter's options). */
export function weekCompletions(schedule: readonly WeekSchedule[]) {
  return [...schedule]
    .sort((a, b) => a.week - b.week)
    .map((w) => ({ week: w.week, all_games_complete: w.finished >= w.games }));
}

/** A week is over when every game is final, or it lies before the current week. */
export function isWeekOver(schedule: readonly WeekSchedule[], week: number, current: number) {
  if (week < current) return true;
  const w = schedule.find((s) => s.week === week);
  return !!w && w.games > 0 && w.finished >= w.games;
}

/** Weeks whose every game is final, ascending. */
export function completedWeeks(schedule: readonly WeekSchedule[], includeWeek0: boolean) {
  const first = includeWeek0 ? 0 : 1;
  return schedule
    .filter((w) => w.week >= first && w.games > 0 && w.finished >= w.games)
    .map((w) => w.week)
    .sort((a, b) => a - b);
}

/**
 * Columns of the League Summary: from the current week down to 1 (0 with week 0), unless the
 * server provides completed_weeks, in which case those (newest first) and the week under way: its
 * graded picks already count in Total, so a fan can see where Total comes from.
 */
export function summaryWeeks(options: {
  current_week: number;
  include_week_0: boolean;
  completed_weeks?: readonly number[] | null;
  /** The navigator's last week (`navigableWeeks`); college's week 18 by default. */
  last?: number;
}): number[] {
  const low = options.include_week_0 ? 0 : 1;
  const last = options.last ?? LEAGUE_LIMITS.maxNavigableWeek;
  if (options.completed_weeks && options.completed_weeks.length) {
    const weeks = new Set(options.completed_weeks);
    if (options.current_week >= low && options.current_week <= last)
      weeks.add(options.current_week);
    return [...weeks].sort((a, b) => b - a);
  }
  const out: number[] = [];
  for (let w = Math.min(options.current_week, last); w >= low; w--) out.push(w);
  return out;
}

/** The navigator's position: the summary view, or one week. */
export type WeekView = "summary" | number;

/** The weeks a league's navigator steps through. */
export interface NavigableWeeks {
  includeWeek0: boolean;
  /** The last week Next reaches. */
  last: number;
}

/**
 * The navigator's weeks by the league's sport calendar: college football as spec 001 section 4
 * says (week 0 when the league plays it, up to week 18); another sport from its first week to its
 * last regular week, then its postseason weeks when the league plays the playoffs (the NFL: 1–18,
 * Wild Card to Super Bowl 19–22).
 */
export function navigableWeeks(
  cal: SportCalendar,
  rules: { include_week_0?: boolean | null; include_playoffs?: boolean | null } | null,
): NavigableWeeks {
  const includeWeek0 = cal.firstWeek === 0 && (rules?.include_week_0 ?? true);
  if (cal.sport === NCAA_CALENDAR.sport)
    return { includeWeek0, last: LEAGUE_LIMITS.maxNavigableWeek };
  return { includeWeek0, last: rules?.include_playoffs ? cal.postseasonLast : cal.regularLast };
}

export function nextView(
  view: WeekView,
  includeWeek0: boolean,
  last: number = LEAGUE_LIMITS.maxNavigableWeek,
): WeekView | null {
  const low = includeWeek0 ? 0 : 1;
  if (view === "summary") return low;
  if (view >= last) return null;
  return view + 1;
}

export function previousView(
  view: WeekView,
  includeWeek0: boolean,
  current: number,
  last: number = LEAGUE_LIMITS.maxNavigableWeek,
): WeekView {
  const low = includeWeek0 ? 0 : 1;
  if (view === "summary") return Math.max(low, Math.min(current, last));
  if (view <= low) return "summary";
  return view - 1;
}

/**
 * Whether only the postseason is left of the season: it has regular weeks and every one is over.
 * A league created then without any postseason stage would have nothing to pick (the Create
 * League dialog says so before creating).
 */
export function onlyPostseasonLeft(
  weeks: readonly WeekCompletionLike[],
  cal: SportCalendar,
): boolean {
  const regular = weeks.filter((w) => w.week <= cal.regularLast);
  return regular.length > 0 && regular.every((w) => w.all_games_complete);
}
