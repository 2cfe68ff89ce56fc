/** Display helpers of the sportsbook: American odds, lines, kickoff dates and lock countdowns. */
export const fmtOdds = (odds: number | null | undefined) =>
  odds === null || odds === undefined ? "—" : odds > 0 ? `+${odds}` : String(odds);

export const fmtLine = (line: number | null | undefined) =>
  line === null || line === undefined ? "" : line > 0 ? `+${line}` : String(line);

export const fmtKickoff = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

export const fmtClock = (ms: number) =>
  new Date(ms).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit", hour12: false });

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

export const cardWeekLabel = (week: number | "postseason") =>
  week === "postseason" ? "Postseason" : `Week ${week}`;
