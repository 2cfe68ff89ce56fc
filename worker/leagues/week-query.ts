/**
 * The week a league's read asks for (`?week=`, WeekQuerySchema): a week of the league's sport,
 * by default its current week; a week outside the sport's calendar is a 400 under `week`.
 * The weekly picks and the live leaderboard read their week through here.
 */
import { weekOutsideText } from "#domain/leagues/contract";
import type { WeekSchedule } from "#domain/leagues/weeks";
import { calendarFor } from "#domain/season/calendars";
import { fieldError } from "#worker/http/errors";
import { leagueCalendar, type LeagueRow } from "./league-row";

export function requestedWeek(
  row: Pick<LeagueRow, "include_week_0" | "sport_key">,
  schedule: readonly WeekSchedule[],
  q: number | "" | undefined,
) {
  const calendar = leagueCalendar(row, schedule);
  const cal = calendarFor(row.sport_key);
  if (typeof q === "number" && (q < cal.firstWeek || q > cal.postseasonLast))
    throw fieldError({ week: [weekOutsideText(cal)] });
  const week = q === undefined || q === "" ? calendar.current_week : q;
  return { week, calendar, cal };
}
