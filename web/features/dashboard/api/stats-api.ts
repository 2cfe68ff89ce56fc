/**
 * The dashboard's reads for Your Stats, the progress charts and the Achievements card (issue 15):
 * GET /api/user-stats/my_stats/ (custom thresholds in the query), available_filters/, progress/
 * and GET /api/achievements/. The service worker answers them from its cache when offline.
 */
import type { AchievementsAnswer } from "#domain/achievements/contract";
import type { AvailableFilters, StatsQuery, UserProgress, UserStats } from "#domain/stats/contract";
import { apiQuery } from "#web/lib/query";

export type { AchievementsAnswer, AchievementView } from "#domain/achievements/contract";
export type {
  AvailableFilters,
  NamedRecord,
  ProgressWeek,
  StatsQuery,
  UserProgress,
  UserStats,
  WinLoss,
} from "#domain/stats/contract";

/** Every path of this file starts here (CachedNotice matches by prefix). */
export const STATS_PATH = "/user-stats/";
export const ACHIEVEMENTS_PATH = "/achievements/";

/** The user's records; the custom spread and total records use the thresholds asked for. */
export const myStatsQuery = (q: StatsQuery) =>
  apiQuery<UserStats>(`${STATS_PATH}my_stats/`, {
    spread_threshold: String(q.spread_threshold),
    spread_operator: q.spread_operator,
    total_threshold: String(q.total_threshold),
    total_operator: q.total_operator,
  });

/** The seasons, conferences and teams the user has picked (the card's selectors). */
export const statsFiltersQuery = () =>
  apiQuery<AvailableFilters>(`${STATS_PATH}available_filters/`);

/** Points by week and rank after each week, per league (the charts). */
export const progressQuery = () => apiQuery<UserProgress>(`${STATS_PATH}progress/`);

/** The catalogue as the user sees it: earned with the date, the rest with progress. */
export const achievementsQuery = () => apiQuery<AchievementsAnswer>(ACHIEVEMENTS_PATH);
