/**
 * What the dashboard greeting counts: the user's leagues (GET /api/leagues/) and the college
 * football games live right now (GET /api/ticker/?live_only=true, the ticker's default sport),
 * through the shared reads; the service worker answers them from its cache when offline.
 */
import { liveGamesQuery, myLeaguesQuery } from "#web/api/shared-queries";
import { useApiQuery } from "#web/lib/query";
import { leagueCounts, type LeagueCounts } from "../greeting";

/** The live count is read again this often while the dashboard is open. */
export const LIVE_REFRESH_MS = 60_000;

export interface GreetingStats {
  /** Null until the leagues are known (or when they could not be loaded). */
  leagues: LeagueCounts | null;
  liveGames: number;
}

export function useGreetingStats(): GreetingStats {
  const leagues = useApiQuery(myLeaguesQuery());
  const live = useApiQuery({ ...liveGamesQuery(), refetchInterval: LIVE_REFRESH_MS });
  return {
    // The greeting stays useful without counts (a saved answer still counts); the leagues screens
    // report a failure.
    leagues: leagues.data ? leagueCounts(leagues.data.results) : null,
    // Unknown is shown as not live: a LIVE mark must never be stale.
    liveGames: live.isError ? 0 : (live.data?.games.filter((g) => g.is_live).length ?? 0),
  };
}
