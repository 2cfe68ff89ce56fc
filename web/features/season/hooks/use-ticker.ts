import { useApiQuery } from "#web/lib/query";
import { SAMPLE_GAMES } from "../api/sample-games";
import { tickerQuery, type TickerGame, type TickerSport } from "../api/season-api";

/** Spec 000 §9: the ticker refreshes every 30 s while any game is live. */
export const TICKER_REFRESH_MS = 30_000;

export interface TickerState {
  games: TickerGame[];
  loading: boolean;
  /** True when the call failed and sample games are shown instead. */
  isSample: boolean;
  reload: () => void;
}

export function useTicker(sport: TickerSport): TickerState {
  const query = useApiQuery({
    ...tickerQuery(sport),
    refetchInterval: (data) => (data?.games.some((g) => g.is_live) ? TICKER_REFRESH_MS : false),
  });
  // Spec: a failed call shows sample games (college football only).
  const isSample = query.isError;
  const games = isSample
    ? sport === "ncaa-football"
      ? SAMPLE_GAMES
      : []
    : (query.data?.games ?? []);
  return { games, loading: query.isPending && !query.isError, isSample, reload: query.retry };
}
