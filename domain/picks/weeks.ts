/**
 * Week numbers of the picks screens: weeks 0-14 are regular, 15-22 postseason, and a league card
 * navigates 0..14 then one 'postseason' step.
 */
export const REGULAR_WEEKS_LAST = 14;
export const POSTSEASON_FIRST = 15;
export const POSTSEASON_LAST = 22;

export type CardWeek = number | "postseason";

export function isPostseasonWeek(week: number): boolean {
  return week >= POSTSEASON_FIRST;
}

/** The card week a game week belongs to (15-22 → 'postseason'). */
export function cardWeekOf(week: number): CardWeek {
  return isPostseasonWeek(week) ? "postseason" : week;
}

export function nextCardWeek(week: CardWeek): CardWeek | null {
  if (week === "postseason") return null;
  return week >= REGULAR_WEEKS_LAST ? "postseason" : week + 1;
}

export function previousCardWeek(week: CardWeek): CardWeek | null {
  if (week === "postseason") return REGULAR_WEEKS_LAST;
  return week <= 0 ? null : week - 1;
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

export function parseCardWeek(value: string | number): CardWeek | null {
  if (value === "postseason") return "postseason";
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isInteger(n) || n < 0) return null;
  return cardWeekOf(n);
}
