/**
 * The score push (ADR 0416): after each graded game, a fan who opted in on a device is pushed
 * their week so far in each league — a push only, not one of the notification centre's 17 types.
 * One text per (league, week, record), so the Worker sends a device only a text it has not had.
 */
import { calendarFor, weekTitle } from "../season/calendars";

/** A member's graded week in one league (their league_week_points row). */
export interface WeekSoFar {
  week: number;
  /** The league's sport (sports.key): its postseason weeks have names ('Wild Card'). */
  sport?: string | null;
  wins: number;
  losses: number;
  pushes: number;
  points: number;
}

/** 'Week 9 so far: 3–1 · 4 pts', with the pushes when there are any ('3–1–1 · 4 pts'). */
export function scorePushText(w: WeekSoFar): string {
  const record = [w.wins, w.losses, ...(w.pushes > 0 ? [w.pushes] : [])].join("–");
  const points = `${w.points} ${Math.abs(w.points) === 1 ? "pt" : "pts"}`;
  return `${weekTitle(w.week, calendarFor(w.sport))} so far: ${record} · ${points}`;
}
