/**
 * Stats (issue 15): the answers and the query schema of /api/user-stats/…, shared by the Worker
 * (worker/stats/) and the dashboard (web/features/dashboard/). Definitions: ADR 1501 and
 * domain/stats/records.ts.
 */
import * as v from "valibot";
import type { WinLoss } from "./records";
import { STATS_DEFAULTS, type StatsQuery } from "./thresholds";

export type { ProfileStats, ThresholdOperator, WinLoss } from "./records";
export * from "./thresholds";

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

/**
 * A season the user has picks in (ADR 1501): one per season row, so a year with college and NFL
 * picks is two; `name` says the year and the sport ('2024 NCAA Football', '2024 NFL').
 */
export interface StatsSeason {
  /** seasons.id: the key the Season selector and its record share. */
  id: number;
  year: number;
  name: string;
}

export interface SeasonRecord extends StatsSeason, WinLoss {}

export interface Breakdown {
  /** The one with the most decided picks (ties: the better percentage, then the name); null when none. */
  most_picked: NamedRecord | null;
  /** Every one the user picked, most decided picks first. */
  all: NamedRecord[];
}

/** GET /api/user-stats/my_stats/ (spec section 3 "Stats response"). */
export interface UserStats {
  allTime: WinLoss;
  /** One per season (of any sport) the user has picks in, newest year first, then by name. */
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
  seasons: StatsSeason[];
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
  /** `sport`: the league's sport key ('ncaa-football', 'nfl'), which names its weeks. */
  leagues: { id: number; name: string; sport: string; weeks: ProgressWeek[] }[];
}
