import { useEffect, useState } from "react";
import { useApiQuery } from "#web/lib/query";
import type { TickerSport } from "#domain/season/sports";
import { tickerQuery, type TickerGame } from "../api/season-api";

/** Spec 000 §9: the ticker refreshes every 30 s while any game is live. */
export const TICKER_REFRESH_MS = 30_000;

export interface TickerState {
  games: TickerGame[];
  loading: boolean;
  /** True when the call failed and sample games are shown instead. */
  isSample: boolean;
  reload: () => void;
}

/** The sample games load only when a ticker call has failed (most visits never need them). */
function useSampleGames(needed: boolean): TickerGame[] | null {
  const [samples, setSamples] = useState<TickerGame[] | null>(null);
  useEffect(() => {
    if (!needed || samples) return;
    let live = true;
    import("../api/sample-games").then(
      (m) => live && setSamples(m.SAMPLE_GAMES),
      () => undefined, // not downloaded and no network: the ticker stays empty
    );
    return () => {
      live = false;
    };
  }, [needed, samples]);
  return samples;
}

export function useTicker(sport: TickerSport): TickerState {
  const query = useApiQuery({
    ...tickerQuery(sport),
    refetchInterval: (data) => (data?.games.some((g) => g.is_live) ? TICKER_REFRESH_MS : false),
  });
  // Spec: a failed call shows sample games (college football only).
  const isSample = query.isError;
  const samples = useSampleGames(isSample && sport === "ncaa-football");
  const games = isSample
    ? sport === "ncaa-football"
      ? (samples ?? [])
      : []
    : (query.data?.games ?? []);
  return { games, loading: query.isPending && !query.isError, isSample, reload: query.retry };
}
