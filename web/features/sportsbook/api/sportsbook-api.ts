/**
 * Sportsbook calls (spec section 7). Reads go to the API client (the week's games are mirrored in
 * Dexie by hooks/use-sportsbook-data.ts); every write is queued in the outbox with its
 * Idempotency-Key. Picks go through the pick road (hooks/pending-picks.ts).
 */
import { api } from "#web/api/client";
import { apiQuery } from "#web/lib/query";
import type { GamesResponse, LeagueStatusResponse } from "#domain/sportsbook/contract";
import type { SharingInput, UserPicksResponse } from "#domain/picks/contract";
import type { CardWeek } from "#domain/picks/weeks";
import { enqueue } from "#web/offline/outbox";
import { SHARING_KIND } from "./pick-mutations";

export interface GamesQuery {
  /** A game week or 'postseason'; none: the season's current week. */
  week?: CardWeek;
  /** The season's sport (sports.key or name); none: college football. */
  sport?: string;
  conference?: string;
  leagueId?: number | null;
  betTypes?: string[];
  gamePortions?: string[];
}

export const fetchGames = (q: GamesQuery, signal?: AbortSignal) =>
  api<GamesResponse>("/sportsbook/games/", {
    query: {
      week: q.week,
      sport: q.sport,
      conference: q.conference,
      league_id: q.leagueId ?? undefined,
      // An empty list joins to "", which the client leaves out.
      bet_types: q.betTypes?.join(","),
      game_portions: q.gamePortions?.join(","),
    },
    signal,
  });

export const fetchLeagueStatus = (week: CardWeek | null, signal?: AbortSignal) =>
  api<LeagueStatusResponse>("/sportsbook/league_status/", {
    query: { week: week ?? undefined },
    signal,
  });

/** A league's submitted picks of the user (every week, or one week). */
export const userPicksQuery = (leagueId: number, week?: CardWeek) =>
  apiQuery<UserPicksResponse>("/user-picks/", { league_id: leagueId, week });

export const queueSharing = (pickId: number, isSharedEarly: boolean) =>
  enqueue({
    method: "PUT",
    path: `/users/picks/${pickId}/sharing/`,
    body: { is_shared_early: isSharedEarly } satisfies SharingInput,
    kind: SHARING_KIND,
    label: isSharedEarly ? "Share pick early" : "Stop sharing pick early",
  });
