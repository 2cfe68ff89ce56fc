/**
 * The pick'em calendar in America/New_York, DST-aware. All instants in and out are UTC `Date`s;
 * "Saturday 12:00 PM ET" is computed in the zone's local time for that date, so a deadline in the
 * week the clocks change lands on the right UTC instant (EDT = UTC−4, EST = UTC−5).
 *
 * A game's deadline week is the week (ET) that contains its kickoff, starting on its sport's
 * `deadlineWeekStartsOn` (college Monday–Sunday, the NFL Tuesday–Monday so Monday night belongs to
 * the weekend before). A deadline never falls after the game's own kickoff: games that start
 * before the league deadline lock at kickoff.
 */
import { calendarFor } from "./season/calendars";

export const LEAGUE_TIME_ZONE = "America/New_York";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Monday .. 6 Sunday */
  weekday: number;
}

/** Wall-clock parts of `instant` in `timeZone`. */
export function localParts(instant: Date, timeZone = LEAGUE_TIME_ZONE): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  const { year, month, day, hour, minute, second } = parts as Record<string, number>;
  const weekday = (new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay() + 6) % 7;
  return {
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: second!,
    weekday,
  };
}

/** Minutes the zone is ahead of UTC at `instant` (−240 for EDT, −300 for EST). */
export function zoneOffsetMinutes(instant: Date, timeZone = LEAGUE_TIME_ZONE): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/**
 * The UTC instant of a wall-clock time in `timeZone`. For a time skipped by spring-forward the
 * instant an hour later is returned; for a repeated time (fall-back) the first one.
 */
export function zonedTimeToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone = LEAGUE_TIME_ZONE,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle on the offset in effect at the resulting instant.
  let guess = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60000;
  guess = wall - zoneOffsetMinutes(new Date(guess), timeZone) * 60000;
  const earlier = wall - zoneOffsetMinutes(new Date(guess - 3600000), timeZone) * 60000;
  if (earlier < guess && localParts(new Date(earlier), timeZone).hour === hour)
    return new Date(earlier);
  if (localParts(new Date(guess), timeZone).hour !== hour) guess += 3600000;
  return new Date(guess);
}

/** Adds days to a calendar date (no time zone involved). */
function addDays(year: number, month: number, day: number, days: number) {
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * Day `weekday` (0 Monday .. 6 Sunday) at 'HH:MM' ET in the ET week containing `instant` that
 * starts on `weekStartsOn` (0 Monday: the Monday–Sunday week; 1 Tuesday: Tuesday–Monday).
 */
export function weekdayTimeInWeekOf(
  instant: Date,
  weekday: number,
  time: string,
  weekStartsOn = 0,
): Date {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match || !Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
    throw new RangeError(`invalid deadline day/time: ${weekday} ${time}`);
  }
  const p = localParts(instant);
  const dayInWeek = (d: number) => (d - weekStartsOn + 7) % 7;
  const target = addDays(p.year, p.month, p.day, dayInWeek(weekday) - dayInWeek(p.weekday));
  return zonedTimeToUtc(target.year, target.month, target.day, Number(match[1]), Number(match[2]));
}

/** Saturday 12:00 PM ET of the week (starting on `weekStartsOn`) containing `instant`. */
export function saturdayNoonOfWeek(instant: Date, weekStartsOn = 0): Date {
  return weekdayTimeInWeekOf(instant, 5, "12:00", weekStartsOn);
}

export interface DeadlineLeague {
  /** The league's sport (sports.key), whose calendar anchors the deadline week; college when absent. */
  sport_key?: string | null;
  submission_deadline: "game_time" | "saturday_noon" | "custom" | string;
  custom_deadline_day?: number | null;
  custom_deadline_time?: string | null;
}

export interface DeadlineGame {
  /** Kickoff, UTC ISO-8601 or Date. */
  kickoff_at: string | Date;
}

/**
 * When picks on `game` close for `league`: at kickoff ('game_time'), at Saturday noon ET of the
 * game's deadline week ('saturday_noon'), or at the league's custom day and ET time of that week
 * (the week anchored by the league's sport calendar); never later than kickoff. A custom deadline
 * without a valid day/time falls back to kickoff.
 */
export function pickDeadline(league: DeadlineLeague, game: DeadlineGame): Date {
  const kickoff = game.kickoff_at instanceof Date ? game.kickoff_at : new Date(game.kickoff_at);
  let deadline = kickoff;
  const weekStartsOn = calendarFor(league.sport_key).deadlineWeekStartsOn;
  if (league.submission_deadline === "saturday_noon") {
    deadline = saturdayNoonOfWeek(kickoff, weekStartsOn);
  } else if (league.submission_deadline === "custom") {
    const day = league.custom_deadline_day;
    const time = league.custom_deadline_time;
    if (day != null && time && /^([01]\d|2[0-3]):([0-5]\d)$/.test(time) && day >= 0 && day <= 6) {
      deadline = weekdayTimeInWeekOf(kickoff, day, time, weekStartsOn);
    }
  }
  return deadline.getTime() < kickoff.getTime() ? deadline : kickoff;
}

/** True when picks on the game are closed at `now`. */
export function isPastDeadline(league: DeadlineLeague, game: DeadlineGame, now: Date): boolean {
  return now.getTime() >= pickDeadline(league, game).getTime();
}
