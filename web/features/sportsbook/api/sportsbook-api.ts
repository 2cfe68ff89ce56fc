/**
 * Sportsbook calls (spec section 7). Reads go straight to the API client; every write is queued in
 * the outbox (with its Idempotency-Key) together with its optimistic change in Dexie, so picks made
 * offline survive reloads and are sent exactly once when the network returns.
 */
import { api } from "#web/api/client";
import type { GamesResponse, LeagueStatusResponse } from "#domain/sportsbook/contract";
import type { SubmittedPick } from "#domain/picks/contract";
import type { CardWeek } from "#domain/picks/weeks";
import { db } from "#web/offline/db";
import { enqueue } from "#web/offline/outbox";

export interface GamesQuery {
  week: CardWeek;
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
      bet_types: q.betTypes?.length ? q.betTypes.join(",") : undefined,
      game_portions: q.gamePortions?.length ? q.gamePortions.join(",") : undefined,
    },
    signal,
  });

export const fetchLeagueStatus = (week: CardWeek | null, signal?: AbortSignal) =>
  api<LeagueStatusResponse>("/sportsbook/league_status/", {
    query: { week: week ?? undefined },
    signal,
  });

export const fetchUserPicks = (leagueId: number, week: CardWeek, signal?: AbortSignal) =>
  api<{ picks: SubmittedPick[] }>("/user-picks/", { query: { league_id: leagueId, week }, signal });

export interface SubmitPicksBody {
  league_id: number;
  week: number;
  season_id: number;
  lock_pick_index: number | null;
  picks: Record<string, unknown>[];
}

export const SUBMIT_KIND = "picks.submit";
export const CREATE_PICK_KIND = "picks.create";
export const SET_LOCK_KIND = "picks.set_lock";
export const SHARING_KIND = "picks.sharing";

/**
 * Queues a week's picks. The pending rows and the outbox row are linked by `client_batch_id`
 * (written in the same transaction), so a reload between queueing and sending loses nothing.
 */
export function queueSubmitPicks(body: SubmitPicksBody, pendingKeys: string[], label: string) {
  const batchId = crypto.randomUUID();
  return enqueue(
    {
      method: "POST",
      path: "/weekly-picks/submit_picks/",
      body: { ...body, client_batch_id: batchId },
      kind: SUBMIT_KIND,
      label,
    },
    () =>
      db.pendingPicks
        .where("key")
        .anyOf(pendingKeys)
        .modify((row) => {
          row.pick = { ...row.pick, batchId, rejection: null };
        }),
  );
}

/** The newer screen: one call per pick, linked to its pending row the same way. */
export function queueCreatePick(body: Record<string, unknown>, pendingKey: string, label: string) {
  const batchId = crypto.randomUUID();
  return enqueue(
    {
      method: "POST",
      path: "/picks/",
      body: { ...body, client_batch_id: batchId },
      kind: CREATE_PICK_KIND,
      label,
    },
    () =>
      db.pendingPicks
        .where("key")
        .equals(pendingKey)
        .modify((row) => {
          row.pick = { ...row.pick, batchId, rejection: null };
        }),
  );
}

export const queueSetLock = (pickId: number, label: string) =>
  enqueue({
    method: "POST",
    path: `/picks/${pickId}/set_lock/`,
    kind: SET_LOCK_KIND,
    label,
  });

export const queueSharing = (pickId: number, isSharedEarly: boolean) =>
  enqueue({
    method: "PUT",
    path: `/users/picks/${pickId}/sharing/`,
    body: { is_shared_early: isSharedEarly },
    kind: SHARING_KIND,
    label: isSharedEarly ? "Share pick early" : "Stop sharing pick early",
  });
