import { useApiQuery } from "#web/lib/query";
import type { TickerSport } from "#domain/season/sports";
import { tickerQuery, type TickerGame } from "../api/season-api";

/** Spec 000 §9: the ticker refreshes every 30 s while any game is live. */
export const TICKER_REFRESH_MS = 30_000;

export interface TickerState {
  /** The last answer's games: fresh, or the device's saved copy (its time in the CachedNotice). */
  games: TickerGame[];
  loading: boolean;
  /** The call failed and no answer was ever shown: there are no scores to show. */
  failed: boolean;
  reload: () => void;
}

/**
 * The ticker's games. Never made-up ones (issue 43): a failed call keeps the last answer on
 * screen, and with none the ticker says so (offline, "Not saved on this device yet").
 */
export function useTicker(sport: TickerSport): TickerState {
  const query = useApiQuery({
    ...tickerQuery(sport),
    refetchInterval: (data) => (data?.games.some((g) => g.is_live) ? TICKER_REFRESH_MS : false),
  });
  return {
    games: query.data?.games ?? [],
    loading: query.isPending,
    failed: query.isError && !query.data,
    reload: query.retry,
  };
}
