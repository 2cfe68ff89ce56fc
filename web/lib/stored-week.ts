/**
 * The game week last shown on the sportsbook, per sport (localStorage; the sportsbook's keys are
 * forgotten at logout). No imports: the sportsbook route reads it at boot to know which league
 * status the screen asks for first.
 */
export const weekStorageKey = (sport: string) => `pickem_sportsbook_week_${sport}`;

/** The week last chosen for the sport (an older 'postseason' value counts as none). */
export function readStoredWeek(sport: string): number | null {
  const raw = localStorage.getItem(weekStorageKey(sport));
  const n = raw === null || raw === "" ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}
