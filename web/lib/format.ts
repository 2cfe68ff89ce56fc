/**
 * The one place numbers, odds and instants become text. Screens never call toLocale* or build an
 * Intl formatter themselves. Every date helper takes `{ locale, timeZone }` so tests can pin them;
 * by default they follow the device.
 */

export interface FormatZone {
  locale?: string;
  timeZone?: string;
}

type Instant = string | number | Date;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions, zone: FormatZone = {}) {
  const key = JSON.stringify([zone.locale ?? "", zone.timeZone ?? "", options]);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(zone.locale, { ...options, timeZone: zone.timeZone });
    formatters.set(key, format);
  }
  return format;
}

// ---- odds and lines ----

/** American odds: '+150', '-110', '—' when there are none. */
export const formatOdds = (odds: number | null | undefined): string =>
  odds === null || odds === undefined ? "—" : odds > 0 ? `+${odds}` : String(odds);

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
  n.toLocaleString(zone.locale);

// ---- instants ----

/** Time of day: '10:42 AM'. */
export const formatTime = (at: Instant, zone?: FormatZone): string =>
  dateFormat({ hour: "numeric", minute: "2-digit" }, zone).format(toDate(at));

/** 24-hour clock: '18:05'. */
export const formatClock24 = (at: Instant, zone?: FormatZone): string =>
  dateFormat({ hour: "2-digit", minute: "2-digit", hour12: false }, zone).format(toDate(at));

/** A calendar date: '11/24/2026' (the device's short date). */
export const formatDate = (at: Instant, zone?: FormatZone): string =>
  dateFormat({}, zone).format(toDate(at));

/** Date and time, for logs such as the dev mailbox: 'Nov 24, 2026, 10:42:05 AM'. */
export const formatDateTime = (at: Instant, zone?: FormatZone): string =>
  dateFormat({ dateStyle: "medium", timeStyle: "medium" }, zone).format(toDate(at));

/** Today's long date for a greeting: 'Tuesday, November 24'. */
export const formatLongDate = (at: Instant, zone?: FormatZone): string =>
  dateFormat({ weekday: "long", month: "long", day: "numeric" }, zone).format(toDate(at));

/** A kickoff: 'Sat, Nov 30, 3:30 PM'. */
export const formatKickoff = (at: Instant, zone?: FormatZone): string =>
  dateFormat(
    { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
    zone,
  ).format(toDate(at));

/** A kickoff this week, where the day is enough: 'Sat 3:30 PM'. */
export const formatKickoffDay = (at: Instant, zone?: FormatZone): string =>
  dateFormat({ weekday: "short", hour: "numeric", minute: "2-digit" }, zone).format(toDate(at));

/** "Offline — updated 10:42 AM": the words every screen showing saved data uses. */
export const offlineUpdatedText = (fetchedAt: Instant, zone?: FormatZone): string =>
  `Offline — updated ${formatTime(fetchedAt, zone)}`;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The spec's relative time: under 1 hour 'Just now', under 24 hours 'Nh ago', under 7 days
 * 'Nd ago', else the date.
 */
export function relativeTime(at: Instant, nowMs: number, zone?: FormatZone): string {
  const age = nowMs - toDate(at).getTime();
  if (age < HOUR_MS) return "Just now";
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  if (age < 7 * DAY_MS) return `${Math.floor(age / DAY_MS)}d ago`;
  return formatDate(at, zone);
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
