/**
 * Week numbers of the picks screens. Each sport's calendar (domain/season/calendars.ts) says which
 * weeks are regular and which postseason; a league card navigates the regular weeks then one
 * 'postseason' step. College football (weeks 0-14 regular, 15-22 postseason) is the default.
 */
import { hasPostseason, NCAA_CALENDAR, type SportCalendar } from "../season/calendars";

/** College football's bounds, for code that only ever sees college weeks. */
export const REGULAR_WEEKS_LAST = NCAA_CALENDAR.regularLast;
export const POSTSEASON_FIRST = NCAA_CALENDAR.postseasonFirst;
export const POSTSEASON_LAST = NCAA_CALENDAR.postseasonLast;

export type CardWeek = number | "postseason";

export function isPostseasonWeek(week: number, cal: SportCalendar = NCAA_CALENDAR): boolean {
  return week >= cal.postseasonFirst;
}

/** The card week a game week belongs to (postseason weeks → 'postseason'). */
export function cardWeekOf(week: number, cal: SportCalendar = NCAA_CALENDAR): CardWeek {
  return isPostseasonWeek(week, cal) ? "postseason" : week;
}

export function nextCardWeek(week: CardWeek, cal: SportCalendar = NCAA_CALENDAR): CardWeek | null {
  if (week === "postseason") return null;
  if (week >= cal.regularLast) return hasPostseason(cal) ? "postseason" : null;
  return week + 1;
}

export function previousCardWeek(
  week: CardWeek,
  cal: SportCalendar = NCAA_CALENDAR,
): CardWeek | null {
  if (week === "postseason") return cal.regularLast;
  return week <= cal.firstWeek ? null : week - 1;
}

/** The week range a card week covers, inclusive. */
export function cardWeekRange(
  week: CardWeek,
  cal: SportCalendar = NCAA_CALENDAR,
): [number, number] {
  return week === "postseason" ? [cal.postseasonFirst, cal.postseasonLast] : [week, week];
}

export interface WeekCompletion {
  week: number;
  all_games_complete: boolean;
}

/** First week not all complete, else the first listed week, else 0. */
export function defaultWeek(weeks: readonly WeekCompletion[]): number {
  const open = weeks.find((w) => !w.all_games_complete);
  if (open) return open.week;
  return weeks[0]?.week ?? 0;
}

/** 'Week N' plus ' (Complete)' when every game is done. */
export function weekLabel(week: WeekCompletion): string {
  return `Week ${week.week}${week.all_games_complete ? " (Complete)" : ""}`;
}

export function parseCardWeek(
  value: string | number,
  cal: SportCalendar = NCAA_CALENDAR,
): CardWeek | null {
  if (value === "postseason") return "postseason";
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isInteger(n) || n < 0) return null;
  return cardWeekOf(n, cal);
}
