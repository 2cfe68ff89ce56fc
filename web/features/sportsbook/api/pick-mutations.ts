/**
 * The outbox rows of the pick road and how pending picks follow them, with no DOM: a submission
 * or a single pick rides on one outbox row (its pending rows carry the row's mutationId), a lock
 * of a submitted pick is a row of its own. `pending-picks.ts` and `sportsbook-api.ts` queue these
 * rows with `enqueue()`; the sync property test (worker/test/sync-property.test.ts) stores the
 * same rows into its own database.
 */
import { db, type PendingPickRow, type PickemDB } from "#web/offline/db";
import type { NewMutation } from "#web/offline/outbox-row";

export const SUBMIT_KIND = "picks.submit";
export const CREATE_PICK_KIND = "picks.create";
export const SET_LOCK_KIND = "picks.set_lock";
export const SHARING_KIND = "picks.sharing";

export interface SubmitPicksBody {
  league_id: number;
  week: number;
  season_id: number;
  lock_pick_index: number | null;
  picks: Record<string, unknown>[];
  /** A league breaking ties by the total-points guess: the fan's guess, 0..200 (issue 46). */
  tiebreaker_guess?: number | null;
}

/** /sportsbook: a week's pending picks of one league in one submission. */
export const submitPicksMutation = (body: SubmitPicksBody, label: string): NewMutation => ({
  method: "POST",
  path: "/weekly-picks/submit_picks/",
  body,
  kind: SUBMIT_KIND,
  label,
});

/** The body of POST /api/picks/ for a pending pick (the /sportsbook-new road). */
export const createPickBody = (row: PendingPickRow, leagueId: number) => ({
  game: row.pick.gameId,
  betType: row.pick.pickType === "over_under" ? "total" : row.pick.pickType,
  selection: row.pick.side,
  leagueId,
  week: row.week,
  isLock: row.pick.isLock,
  gamePortion: row.pick.gamePortion,
});

/** /sportsbook-new: one call per pending pick. */
export const createPickMutation = (body: Record<string, unknown>, label: string): NewMutation => ({
  method: "POST",
  path: "/picks/",
  body,
  kind: CREATE_PICK_KIND,
  label,
});

export const setLockMutation = (pickId: number, label: string): NewMutation => ({
  method: "POST",
  path: `/picks/${pickId}/set_lock/`,
  kind: SET_LOCK_KIND,
  label,
});

/** Inside `enqueue`'s transaction: the rows now ride on outbox row `mutationId`. */
export const linkToOutbox = (keys: readonly string[], mutationId: string, d: PickemDB = db) =>
  d.pendingPicks.where("key").anyOf(keys).modify({ mutationId, rejection: null });

/**
 * Brings pending rows in line with the outbox: a row whose outbox entry is gone was applied (or
 * dismissed) and is dropped; one whose entry was rejected shows the server's message. Runs on every
 * outbox change, so it also covers writes the service worker sent while no page listened.
 */
export async function reconcilePending(d: PickemDB = db): Promise<void> {
  // Nothing rides on the outbox (every page load without unsent picks): a read, no write lock.
  if (!(await d.pendingPicks.filter((r) => r.mutationId !== null).first())) return;
  await d.transaction("rw", [d.pendingPicks, d.outbox], async () => {
    const queued = await d.pendingPicks.filter((r) => r.mutationId !== null).toArray();
    for (const row of queued) {
      const entry = await d.outbox.where("mutationId").equals(row.mutationId!).first();
      if (!entry) await d.pendingPicks.delete(row.key);
      else if (entry.status === "rejected" && row.rejection === null)
        await d.pendingPicks.update(row.key, {
          rejection: entry.lastError ?? "Rejected by the server",
        });
    }
  });
}
