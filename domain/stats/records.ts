/**
 * Win–loss records from graded picks, one definition for every screen that shows them (the
 * profile's Stats card now, the dashboard's stats later; ADR 1302):
 * - wins are picks with is_correct true, losses with is_correct false; pending, void and pushes
 *   not counted as wins (is_correct null) count for neither;
 * - percentage = wins / (wins + losses) × 100 with one decimal, 0 when there are none;
 * - custom spread: spread picks whose absolute spread at pick is ≥ (gte) or ≤ (lte) the
 *   threshold; custom total: total picks whose total at pick is ≥ or ≤ the threshold. Lines are the
 *   ones stored with each pick, never today's.
 */
/** A win–loss record: the stats answers' and the profile's (custom lines included). */
export interface WinLoss {
  wins: number;
  losses: number;
  percentage: number;
}

/** The totals of a profile's Stats card. */
export interface ProfileStats {
  total_picks: number;
  correct_picks: number;
  win_percentage: number;
}

export type ThresholdOperator = "gte" | "lte";

export interface GradedPick {
  pick_type: string;
  spread_at_pick: number | null;
  total_at_pick: number | null;
  /** null: not decided (pending, void, a push not counted). */
  is_correct: boolean | null;
  /** How many picks alike this row stands for (rows grouped in SQL); 1 when absent. */
  count?: number;
}

export const percentage = (wins: number, losses: number): number =>
  wins + losses === 0 ? 0 : Math.round((wins / (wins + losses)) * 1000) / 10;

export function record(picks: Iterable<GradedPick>): WinLoss {
  let wins = 0;
  let losses = 0;
  for (const p of picks) {
    if (p.is_correct === true) wins += p.count ?? 1;
    else if (p.is_correct === false) losses += p.count ?? 1;
  }
  return { wins, losses, percentage: percentage(wins, losses) };
}

export const meetsThreshold = (value: number, threshold: number, op: ThresholdOperator) =>
  op === "gte" ? value >= threshold : value <= threshold;

/** The line a custom record compares: the absolute spread of a spread pick, a total pick's total. */
const LINE = {
  spread: (p: GradedPick) =>
    p.pick_type === "spread" && p.spread_at_pick !== null ? Math.abs(p.spread_at_pick) : null,
  total: (p: GradedPick) => (p.pick_type === "over_under" ? p.total_at_pick : null),
} as const;

function customRecord(
  picks: readonly GradedPick[],
  line: (p: GradedPick) => number | null,
  threshold: number,
  op: ThresholdOperator,
): WinLoss {
  return record(
    picks.filter((p) => {
      const value = line(p);
      return value !== null && meetsThreshold(value, threshold, op);
    }),
  );
}

export const customSpreadRecord = (
  picks: readonly GradedPick[],
  threshold: number,
  op: ThresholdOperator,
) => customRecord(picks, LINE.spread, threshold, op);

export const customTotalRecord = (
  picks: readonly GradedPick[],
  threshold: number,
  op: ThresholdOperator,
) => customRecord(picks, LINE.total, threshold, op);

/** The profile's headline numbers: decided picks, correct ones, and the win percentage. */
export function profileStats(picks: readonly GradedPick[]): ProfileStats {
  const r = record(picks);
  return {
    total_picks: r.wins + r.losses,
    correct_picks: r.wins,
    win_percentage: r.percentage,
  };
}
