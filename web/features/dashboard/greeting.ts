/** Spec section 2: morning before 12, afternoon 12 to 16, evening from 17 (the device's local hour). */
export function greetingForHour(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}

/**
 * The hero's heading: a new account's first visit is welcomed ('Welcome, ann'); every later one
 * gets the greeting of the hour ('Good evening, ann').
 */
export function greetingText(hour: number, username: string, firstVisit: boolean): string {
  return `${firstVisit ? "Welcome" : greetingForHour(hour)}, ${username}`;
}

export interface LeagueCounts {
  active: number;
  total: number;
}

/** Spec section 2: the greeting counts the user's active leagues and all of them. */
export function leagueCounts(leagues: readonly { is_active: boolean }[]): LeagueCounts {
  return { active: leagues.filter((l) => l.is_active).length, total: leagues.length };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 active leagues · 3 total' — the counts line under the greeting. */
export function leagueCountsText({ active, total }: LeagueCounts): string {
  return `${plural(active, "active league", "active leagues")} · ${total} total`;
}

/** The LIVE mark's tooltip: '1 game live now', '3 games live now'. */
export function liveGamesText(count: number): string {
  return `${plural(count, "game", "games")} live now`;
}
