/**
 * The custom records' thresholds (spec sections 2, 5 and 9): defaults, step and the typed-value
 * rule, without the request schemas, so a screen that only needs these does not load valibot.
 */
import type { ThresholdOperator } from "./records";

export type { ThresholdOperator } from "./records";

/** Spec section 9: spread at least 7, total at least 45. */
export const STATS_DEFAULTS = {
  spread_threshold: 7,
  spread_operator: "gte",
  total_threshold: 45,
  total_operator: "gte",
} as const satisfies StatsQuery;

/** Thresholds are typed in steps of 0.5 (spec section 5), from 0 to 999. */
export const STATS_LIMITS = { step: 0.5, thresholdMax: 999 } as const;

export interface StatsQuery {
  spread_threshold: number;
  spread_operator: ThresholdOperator;
  total_threshold: number;
  total_operator: ThresholdOperator;
}

/**
 * A typed threshold as the server takes it: a non-number becomes 0 (spec section 2), negatives 0,
 * at most 999, to the nearest half point (the field's step). The profile and the dashboard use it.
 */
export function thresholdNumber(typed: string): number {
  const n = Number(typed.trim().replace(",", "."));
  if (!typed.trim() || !Number.isFinite(n) || n < 0) return 0;
  return Math.min(STATS_LIMITS.thresholdMax, Math.round(n * 2) / 2);
}

/** A threshold field as typed (the field keeps what the fan types) and its ≥ / ≤ operator. */
export interface TypedThreshold {
  value: string;
  op: ThresholdOperator;
}

/** The two fields as they first show: the defaults. */
export const DEFAULT_SPREAD: TypedThreshold = {
  value: String(STATS_DEFAULTS.spread_threshold),
  op: STATS_DEFAULTS.spread_operator,
};
export const DEFAULT_TOTAL: TypedThreshold = {
  value: String(STATS_DEFAULTS.total_threshold),
  op: STATS_DEFAULTS.total_operator,
};

/** The query the two threshold fields ask for. */
export const thresholdQuery = (spread: TypedThreshold, total: TypedThreshold): StatsQuery => ({
  spread_threshold: thresholdNumber(spread.value),
  spread_operator: spread.op,
  total_threshold: thresholdNumber(total.value),
  total_operator: total.op,
});

/** Whether a query asks for the default thresholds (7 and 45, at least). */
export const isDefaultQuery = (q: StatsQuery) =>
  q.spread_threshold === STATS_DEFAULTS.spread_threshold &&
  q.spread_operator === STATS_DEFAULTS.spread_operator &&
  q.total_threshold === STATS_DEFAULTS.total_threshold &&
  q.total_operator === STATS_DEFAULTS.total_operator;
