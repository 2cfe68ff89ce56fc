import { useCallback, useEffect, useRef, useState } from "react";
import { fetchTicker, type TickerGame, type TickerSport } from "../api/season-api";
import { SAMPLE_GAMES } from "../api/sample-games";

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
  const [games, setGames] = useState<TickerGame[]>([]);
  const [loading, setLoading] = useState(true);
  const [isSample, setIsSample] = useState(false);
  const request = useRef(0);

  const load = useCallback(async () => {
    const id = ++request.current;
    try {
      const data = await fetchTicker(sport);
      if (id !== request.current) return;
      setGames(data.games);
      setIsSample(false);
    } catch {
      if (id !== request.current) return;
      setGames(sport === "ncaa-football" ? SAMPLE_GAMES : []);
      setIsSample(true);
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, [sport]);

  useEffect(() => {
    setLoading(true);
    void load();
  }, [load]);

  const anyLive = games.some((g) => g.is_live);
  useEffect(() => {
    if (!anyLive) return;
    const timer = setInterval(() => void load(), TICKER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [anyLive, load]);

  return { games, loading, isSample, reload: () => void load() };
}
