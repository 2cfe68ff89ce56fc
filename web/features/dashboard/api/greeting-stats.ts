/**
 * What the dashboard greeting counts: the user's leagues (GET /api/leagues/) and the college
 * football games live right now (GET /api/ticker/?live_only=true, the ticker's default sport).
 * Both are plain reads through the one API client; the service worker answers them from its cache
 * when offline.
 */
import { useEffect, useState } from "react";
import { api, asList } from "#web/api/client";
import { leagueCounts, type LeagueCounts } from "../greeting";

/** The live count is read again this often while the dashboard is open. */
export const LIVE_REFRESH_MS = 60_000;

interface MyLeague {
  id: number;
  is_active: boolean;
}

export const fetchMyLeagues = async (signal?: AbortSignal) =>
  asList(await api<MyLeague[] | { results: MyLeague[] }>("/leagues/", { signal }));

export const fetchLiveGameCount = async (signal?: AbortSignal) => {
  const { games } = await api<{ games: { id: number; is_live: boolean }[] }>("/ticker/", {
    query: { sport: "ncaa-football", live_only: true },
    signal,
  });
  return games.filter((g) => g.is_live).length;
};

export interface GreetingStats {
  /** Null until the leagues are known (or when they could not be loaded). */
  leagues: LeagueCounts | null;
  liveGames: number;
}

export function useGreetingStats(userId: number | null): GreetingStats {
  const [leagues, setLeagues] = useState<LeagueCounts | null>(null);
  const [liveGames, setLiveGames] = useState(0);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    fetchMyLeagues(controller.signal)
      .then((list) => setLeagues(leagueCounts(list)))
      .catch(() => {
        // The greeting stays useful without counts; the leagues screens report the failure.
        if (!controller.signal.aborted) setLeagues(null);
      });
    return () => controller.abort();
  }, [userId]);

  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      fetchLiveGameCount(signal)
        .then((n) => setLiveGames(n))
        .catch(() => {
          // Unknown is shown as not live: a LIVE mark must never be stale.
          if (!signal.aborted) setLiveGames(0);
        });
    };
    load();
    const timer = window.setInterval(load, LIVE_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, []);

  return { leagues, liveGames };
}
