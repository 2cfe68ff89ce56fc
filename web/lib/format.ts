/**
 * The one place numbers, odds and instants become text. Screens never call toLocale* or build an
 * Intl formatter themselves. Every date helper takes `{ locale, timeZone }` so tests can pin them;
 * by default they follow the device.
 */
import { formatDecimalOdds } from "#domain/markets/odds-format";
import type { SportCalendar } from "#domain/season/calendars";

export interface FormatZone {
  locale?: string;
  timeZone?: string;
}

type Instant = string | number | Date;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

interface DateFormat {
  format(date: Date): string;
}

// ---- US English without Intl ----
// A page's first Intl call starts ICU: 40–80 ms on this project's test machine, four times that on
// a mid-range phone, in the middle of drawing the first screen (the ticker's and game cards'
// kickoffs). On a device set to US English — the app's audience — the formats below are written
// out from the Date's local fields instead, character for character what Intl gives
// (format.test.ts compares them); any other locale, a pinned zone or another format uses Intl.
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const two = (n: number) => String(n).padStart(2, "0");
const clock12 = (d: Date) =>
  `${d.getHours() % 12 || 12}:${two(d.getMinutes())} ${d.getHours() < 12 ? "AM" : "PM"}`;
const weekday = (d: Date) => WEEKDAYS[d.getDay()]!.slice(0, 3);
const month = (d: Date) => MONTHS[d.getMonth()]!.slice(0, 3);

/**
 * The one clock of the app: 12-hour with AM/PM ("4:59 PM") whatever the device's locale prefers,
 * in every format that shows a time of day.
 */
const CLOCK = { hour: "numeric", minute: "2-digit", hour12: true } as const;

/** The hand-written US English formats, by their Intl options (as `JSON.stringify` writes them). */
export const US_ENGLISH_FORMATS: Record<string, (d: Date) => string> = {
  [JSON.stringify(CLOCK)]: clock12,
  [JSON.stringify({})]: (d) => `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`,
  [JSON.stringify({ weekday: "long", month: "long", day: "numeric" })]: (d) =>
    `${WEEKDAYS[d.getDay()]}, ${MONTHS[d.getMonth()]} ${d.getDate()}`,
  [JSON.stringify({
    weekday: "short",
    month: "short",
    day: "numeric",
    ...CLOCK,
  })]: (d) => `${weekday(d)}, ${month(d)} ${d.getDate()}, ${clock12(d)}`,
  [JSON.stringify({ weekday: "short", ...CLOCK })]: (d) => `${weekday(d)} ${clock12(d)}`,
};

/** The device formats dates as US English (read once; tests may stub `navigator`). */
let usEnglish: boolean | undefined;
const deviceIsUsEnglish = () =>
  (usEnglish ??= typeof navigator !== "undefined" && navigator.language === "en-US");

const formatters = new Map<string, DateFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions, zone: FormatZone = {}): DateFormat {
  const key = JSON.stringify([zone.locale ?? "", zone.timeZone ?? "", options]);
  let format = formatters.get(key);
  if (!format) {
    const written =
      zone.locale === undefined && zone.timeZone === undefined && deviceIsUsEnglish()
        ? US_ENGLISH_FORMATS[JSON.stringify(options)]
        : undefined;
    format = written
      ? {
          format: (date) => {
            if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
            return written(date);
          },
        }
      : new Intl.DateTimeFormat(zone.locale, { ...options, timeZone: zone.timeZone });
    formatters.set(key, format);
  }
  return format;
}

// ---- odds and lines ----

/** American odds: '+150', '-110', '—' when there are none. */
export const formatOdds = (odds: number | null | undefined): string =>
  odds === null || odds === undefined ? "—" : odds > 0 ? `+${odds}` : String(odds);

/**
 * A price as the sport's fans read it: decimal for soccer ('2.50'), American elsewhere; nothing
 * where the sport's lines have no prices (NBA, MLB) rather than a dash for a missing one.
 */
export const formatPrice = (
  odds: number | null | undefined,
  cal: Pick<SportCalendar, "oddsFormat" | "linesUnpriced">,
): string =>
  odds == null
    ? cal.linesUnpriced
      ? ""
      : "—"
    : cal.oddsFormat === "decimal"
      ? formatDecimalOdds(odds)
      : formatOdds(odds);

/** A spread line: '+3.5', '-7', '' when there is none. */
export const formatLine = (line: number | null | undefined): string =>
  line === null || line === undefined ? "" : line > 0 ? `+${line}` : String(line);

/** Average odds as a signed whole number, or dashes (spec: standings average_odds). */
export function formatAverageOdds(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "--";
  const n = Math.round(value);
  return n > 0 ? `+${n}` : String(n);
}

/** A count with the device's digit grouping: '1,234'. */
export const formatCount = (n: number, zone: FormatZone = {}): string =>
  zone.locale === undefined && deviceIsUsEnglish() && Number.isSafeInteger(n)
    ? String(n).replace(/\B(?=(\d{3})+$)/g, ",")
    : n.toLocaleString(zone.locale);

// ---- instants ----

/** Time of day, always on the 12-hour clock: '10:42 AM', '4:59 PM'. */
export const formatTime = (at: Instant, zone?: FormatZone): string =>
  dateFormat(CLOCK, zone).format(toDate(at));

/** A calendar date: '11/24/2026' (the device's short date). */
export const formatDate = (at: Instant, zone?: FormatZone): string =>
  dateFormat({}, zone).format(toDate(at));

/** Date and time, for logs such as the dev mailbox: 'Nov 24, 2026, 10:42:05 AM'. */
export const formatDateTime = (at: Instant, zone?: FormatZone): string =>
  dateFormat({ dateStyle: "medium", timeStyle: "medium", hour12: true }, zone).format(toDate(at));

/** Today's long date for a greeting: 'Tuesday, November 24'. */
export const formatLongDate = (at: Instant, zone?: FormatZone): string =>
  dateFormat({ weekday: "long", month: "long", day: "numeric" }, zone).format(toDate(at));

/** A kickoff: 'Sat, Nov 30, 3:30 PM'. */
export const formatKickoff = (at: Instant, zone?: FormatZone): string =>
  dateFormat({ weekday: "short", month: "short", day: "numeric", ...CLOCK }, zone).format(
    toDate(at),
  );

/** A kickoff this week, where the day is enough: 'Sat 3:30 PM'. */
export const formatKickoffDay = (at: Instant, zone?: FormatZone): string =>
  dateFormat({ weekday: "short", ...CLOCK }, zone).format(toDate(at));

/** "Offline — updated 10:42 AM": the words every screen showing saved data uses. */
export const offlineUpdatedText = (fetchedAt: Instant, zone?: FormatZone): string =>
  `Offline — updated ${formatTime(fetchedAt, zone)}`;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The spec's relative time, the one rule for every post's age: under 1 hour 'Just now', under
 * 24 hours 'Nh ago', under 7 days 'Nd ago', else the date: the short one ('11/24/2026') unless a
 * screen asks for other `date` options, as a league board does ('Nov 24, 2026').
 */
export function relativeTime(
  at: Instant,
  nowMs: number,
  zone?: FormatZone,
  date: Intl.DateTimeFormatOptions = {},
): string {
  const age = nowMs - toDate(at).getTime();
  if (age < HOUR_MS) return "Just now";
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  if (age < 7 * DAY_MS) return `${Math.floor(age / DAY_MS)}d ago`;
  return dateFormat(date, zone).format(toDate(at));
}

/**
 * When `lockCountdown(lockAtMs, now)` next reads differently (epoch ms): on the next hour while it
 * shows days, the next minute while it shows hours, the next second in the last hour; null once it
 * reads 'Locked'.
 */
export function lockCountdownChangesAt(lockAtMs: number, nowMs: number): number | null {
  const left = lockAtMs - nowMs;
  if (left <= 0) return null;
  const step = left >= DAY_MS ? HOUR_MS : left >= HOUR_MS ? 60_000 : 1000;
  const shown = Math.floor(left / step) * step;
  // The text changes once less than `shown` is left; in the last second, at the lock itself.
  return shown === 0 ? lockAtMs : lockAtMs - shown + 1;
}

/** 'Locks in 2d 3h', 'Locks in 1h 05m', 'Locks in 4m 09s', or 'Locked'. */
export function lockCountdown(lockAtMs: number, nowMs: number): string {
  const left = lockAtMs - nowMs;
  if (left <= 0) return "Locked";
  const s = Math.floor(left / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `Locks in ${d}d ${h}h`;
  if (h > 0) return `Locks in ${h}h ${String(m).padStart(2, "0")}m`;
  return `Locks in ${m}m ${String(sec).padStart(2, "0")}s`;
}

/** A win percentage with one decimal, as the server computed it: '62.5%'. */
export const formatPercent = (value: number): string =>
  `${(Number.isFinite(value) ? value : 0).toFixed(1)}%`;
