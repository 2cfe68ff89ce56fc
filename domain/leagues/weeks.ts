/**
 * League weeks: which week is current, which are over, the weeks the summary shows and the
 * detail page's week navigator (spec 001 section 4 "League detail week navigation").
 */
import { LEAGUE_LIMITS } from "./limits";

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
 * server provides completed_weeks, in which case those (newest first).
 */
export function summaryWeeks(options: {
  current_week: number;
  include_week_0: boolean;
  completed_weeks?: readonly number[] | null;
}): number[] {
  if (options.completed_weeks && options.completed_weeks.length)
    return [...options.completed_weeks].sort((a, b) => b - a);
  const low = options.include_week_0 ? 0 : 1;
  const out: number[] = [];
  for (let w = Math.min(options.current_week, LEAGUE_LIMITS.maxNavigableWeek); w >= low; w--)
    out.push(w);
  return out;
}

/** The navigator's position: the summary view, or one week. */
export type WeekView = "summary" | number;

export function nextView(view: WeekView, includeWeek0: boolean): WeekView | null {
  const low = includeWeek0 ? 0 : 1;
  if (view === "summary") return low;
  if (view >= LEAGUE_LIMITS.maxNavigableWeek) return null;
  return view + 1;
}

export function previousView(view: WeekView, includeWeek0: boolean, current: number): WeekView {
  const low = includeWeek0 ? 0 : 1;
  if (view === "summary") return Math.max(low, Math.min(current, LEAGUE_LIMITS.maxNavigableWeek));
  if (view <= low) return "summary";
  return view - 1;
}
