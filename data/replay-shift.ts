/**
 * The replay's whole-week shift (docs/decisions/0303): chosen at the first import so today falls
 * in a live week, stored in app_settings and shared by every sport's import.
 */
import { localParts } from "#domain/calendar";
import { assignAppWeeks, SEASON_YEAR, WEEK_MS, type SourceGame } from "./season-source";
import type { D1Like } from "./upsert-rows";

const DAY_MS = 24 * 3600 * 1000;

/** Monday of the ET week (Monday–Sunday) holding `instant`, at 05:00Z: midnight EST / 1 AM EDT. */
export function etWeekStartMs(instant: number): number {
  const p = localParts(new Date(instant));
  return Date.UTC(p.year, p.month - 1, p.day - p.weekday, 5);
}

/** Monday of the ET week of an app week's first game. */
function weekStartMs(games: SourceGame[], weeks: Map<number, number>, week: number): number | null {
  const inWeek = games
    .filter((g) => weeks.get(g.id) === week)
    .map((g) => g.kickoff.getTime())
    .sort((a, b) => a - b);
  if (inWeek.length === 0) return null;
  return etWeekStartMs(inWeek[0]!);
}

/**
 * The same-date rule: the whole weeks, a year's worth for each year between `now` and the 2024
 * season (or one year fewer), that put today's date on the same date of a season running from
 * `seasonStart` to `seasonEnd`; null when today's date is outside it either way.
 */
export function sameDateShiftWeeks(
  now: Date,
  seasonStart: number,
  seasonEnd: number,
): number | null {
  const yearsApart = now.getUTCFullYear() - SEASON_YEAR;
  for (const k of [yearsApart, yearsApart - 1]) {
    const sameDate = new Date(now);
    sameDate.setUTCFullYear(now.getUTCFullYear() - k);
    const shift = Math.round((now.getTime() - sameDate.getTime()) / WEEK_MS);
    const replayed = now.getTime() - shift * WEEK_MS;
    if (replayed >= seasonStart && replayed < seasonEnd) return shift;
  }
  return null;
}

/**
 * Whole weeks to add to every real 2024 instant (docs/decisions/0303-season-replay-clock.md).
 * With `demoWeek`, `now` falls in that app week (Monday–Sunday ET). Without it, the season moves
 * by whole years' worth of weeks so today's date falls on the same date of the 2024 season, if it
 * is in the season; otherwise `now` falls in week 1.
 */
export function chooseShiftWeeks(games: SourceGame[], now: Date, demoWeek?: number | null): number {
  const weeks = assignAppWeeks(games);
  const seasonStart =
    weekStartMs(games, weeks, 0) ?? Math.min(...games.map((g) => g.kickoff.getTime()));
  const seasonEnd = Math.max(...games.map((g) => g.kickoff.getTime())) + 2 * DAY_MS;
  if (demoWeek === undefined || demoWeek === null) {
    const sameDate = sameDateShiftWeeks(now, seasonStart, seasonEnd);
    if (sameDate !== null) return sameDate;
    demoWeek = 1;
  }
  const start = weekStartMs(games, weeks, demoWeek) ?? weekStartMs(games, weeks, 1)!;
  return Math.floor((now.getTime() - start) / WEEK_MS);
}

export const SHIFT_KEY = "replay_shift_weeks";
export const DEMO_WEEK_KEY = "replay_demo_week";

export async function readSetting(db: D1Like, key: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT value FROM app_settings WHERE key = ?")
    .bind(key)
    .first<{ value: string }>();
  return row?.value ?? null;
}
export function writeSetting(db: D1Like, key: string, value: string, nowIso: string) {
  return db
    .prepare(
      "INSERT INTO app_settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
    )
    .bind(key, value, nowIso);
}

/**
 * The SET list that puts a game back before kickoff for the jobs to replay it again (one bound
 * parameter: updated_at). The score bump makes grading re-grade it once it is final again.
 */
export const RESET_REPLAY_STATE =
  "status = 'scheduled', period = NULL, clock = NULL, home_score = NULL, away_score = NULL, home_q1 = NULL, home_q2 = NULL, home_q3 = NULL, home_q4 = NULL, home_ot = NULL, away_q1 = NULL, away_q2 = NULL, away_q3 = NULL, away_q4 = NULL, away_ot = NULL, final_at = NULL, scores_version = scores_version + 1, updated_at = ?";

export interface ImportOptions {
  /** The server clock (development: simulated). */
  now: Date;
  /** DEMO_WEEK: the app week `now` should fall in; re-anchors the replay when it changes. */
  demoWeek?: number | null;
}

/**
 * The replay shift is stored in app_settings on first import and reused afterwards, so restarts
 * keep every kickoff (and every pick's deadline) where it was. A different DEMO_WEEK re-anchors:
 * kickoffs move and the games' replay state is reset for the jobs to replay again.
 */
export async function resolveShift(db: D1Like, games: SourceGame[], options: ImportOptions) {
  const storedShift = await readSetting(db, SHIFT_KEY);
  const storedDemo = await readSetting(db, DEMO_WEEK_KEY);
  const demo = options.demoWeek ?? null;
  const demoText = demo === null ? "" : String(demo);
  if (storedShift !== null && (demo === null || storedDemo === demoText)) {
    return { shiftWeeks: Number(storedShift), changed: false, existed: true };
  }
  const shiftWeeks = chooseShiftWeeks(games, options.now, demo);
  return {
    shiftWeeks,
    changed: storedShift !== null && Number(storedShift) !== shiftWeeks,
    existed: storedShift !== null,
    demoText,
  };
}
