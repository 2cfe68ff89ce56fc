/**
 * Stats (issue 15): the answers and the query schema of /api/user-stats/…, shared by the Worker
 * (worker/stats/) and the dashboard (web/features/dashboard/). Definitions: ADR 1501 and
 * domain/stats/records.ts.
 */
import * as v from "valibot";
import type { WinLoss } from "#domain/social/contract";
import type { ThresholdOperator } from "./records";

export type { WinLoss } from "#domain/social/contract";
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

/** One threshold in a query string; finer steps would only help infer lines. */
export const thresholdSchema = (name: string) =>
  v.pipe(
    v.string(`${name} must be a number`),
    v.regex(/^\d{1,3}(\.[05]0?)?$/, `${name} must be a number from 0 to 999 in steps of 0.5`),
    v.transform(Number),
  );
export const operatorSchema = (name: string) =>
  v.picklist(["gte", "lte"] as const, `${name} must be gte or lte`);

/** GET /api/user-stats/my_stats/ query; every field optional (defaults above). */
export const StatsQuerySchema = v.object({
  spread_threshold: v.optional(
    thresholdSchema("spread_threshold"),
    String(STATS_DEFAULTS.spread_threshold),
  ),
  spread_operator: v.optional(operatorSchema("spread_operator"), STATS_DEFAULTS.spread_operator),
  total_threshold: v.optional(
    thresholdSchema("total_threshold"),
    String(STATS_DEFAULTS.total_threshold),
  ),
  total_operator: v.optional(operatorSchema("total_operator"), STATS_DEFAULTS.total_operator),
});

export interface NamedRecord extends WinLoss {
  /** Conference or team id; a team also has its name and short name. */
  id: number;
  name: string;
  short_name?: string;
}

export interface SeasonRecord extends WinLoss {
  year: number;
}

export interface Breakdown {
  /** The one with the most decided picks (ties: the better percentage, then the name); null when none. */
  most_picked: NamedRecord | null;
  /** Every one the user picked, most decided picks first. */
  all: NamedRecord[];
}

/** GET /api/user-stats/my_stats/ (spec section 3 "Stats response"). */
export interface UserStats {
  allTime: WinLoss;
  /** One per season year the user has picks in, newest first. */
  seasons: SeasonRecord[];
  conferences: Breakdown;
  teams: Breakdown;
  spread: {
    total: WinLoss;
    /** Picks of the favourite (negative spread at pick). */
    withSpread: WinLoss;
    /** Picks of the underdog (positive spread at pick). */
    againstSpread: WinLoss;
    home: WinLoss;
    away: WinLoss;
  };
  overUnder: { total: WinLoss; over: WinLoss; under: WinLoss };
  customSpread: WinLoss;
  customTotal: WinLoss;
  /** The thresholds the custom records used (the query's, after defaults). */
  thresholds: StatsQuery;
}

/** GET /api/user-stats/available_filters/: only what the user has picked. */
export interface AvailableFilters {
  seasons: { year: number }[];
  conferences: { id: number; name: string }[];
  teams: { id: number; name: string; short_name: string }[];
}

/** One finished week of one league, for the dashboard's charts. */
export interface ProgressWeek {
  week: number;
  /** Points the user scored that week. */
  points: number;
  /** Points after that week (the running total). */
  total_points: number;
  /** The user's place by running total after that week (ties share a place), of `members`. */
  rank: number;
  members: number;
}

/** GET /api/user-stats/progress/: points by week and rank after each week, per league. */
export interface UserProgress {
  leagues: { id: number; name: string; weeks: ProgressWeek[] }[];
}
