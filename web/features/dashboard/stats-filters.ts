/**
 * How Your Stats reads its controls and words its numbers (spec sections 2, 4, 5 and 9; issue 15).
 * Pure, so the rules are tested without a browser:
 * - the breakdown selectors show the most-picked conference or team until the fan picks another.
 */
import type { UserStats, WinLoss } from "#domain/stats/contract";

/** Pause after the last keystroke before the records are asked for again. */
export const THRESHOLD_DEBOUNCE_MS = 300;

/** Decided picks of a record. */
export const decided = (r: WinLoss) => r.wins + r.losses;

/** '12-8'. */
export const recordText = (r: WinLoss) => `${r.wins}-${r.losses}`;

/** Nothing decided yet: the card says 'No stats available'. */
export const hasStats = (stats: UserStats) => decided(stats.allTime) > 0;

const NO_RECORD: WinLoss = { wins: 0, losses: 0, percentage: 0 };

/** The record of a season, by its id (0-0 for a season without decided picks). */
export function seasonRecord(stats: UserStats, seasonId: number | null): WinLoss {
  return stats.seasons.find((s) => s.id === seasonId) ?? NO_RECORD;
}

/**
 * The conference or team a selector shows and its record: the fan's choice, else the most picked
 * one, else the first; 0-0 for one picked but not decided yet (the filters list every pick).
 */
export function breakdownChoice(
  breakdown: UserStats["conferences"],
  chosenId: number | null,
): { id: number | null; record: WinLoss } {
  const id = chosenId ?? breakdown.most_picked?.id ?? breakdown.all[0]?.id ?? null;
  return { id, record: breakdown.all.find((r) => r.id === id) ?? NO_RECORD };
}

/**
 * The season (id) a selector shows: the fan's choice, else the newest with picks (the server
 * lists seasons newest first).
 */
export function chosenSeason(seasonIds: readonly number[], chosen: number | null): number | null {
  if (chosen !== null && seasonIds.includes(chosen)) return chosen;
  return seasonIds[0] ?? null;
}
