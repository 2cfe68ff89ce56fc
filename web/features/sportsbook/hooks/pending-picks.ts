/**
 * The pick road, one for both sportsbook screens: a pick drafted on the phone is a pending row in
 * Dexie; submitting queues an outbox row and, in the same transaction, stamps the pending rows it
 * carries with that row's mutationId (its Idempotency-Key). When the server applies the outbox
 * row, its pending rows go (the submitted picks come back from the server); when it rejects it,
 * they stay with the server's reason and can be fixed and sent again. Nothing is lost on a reload
 * between any two of these steps.
 */
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect } from "react";
import { useAuth } from "#web/api/session";
import { db, type PendingPick, type PendingPickRow } from "#web/offline/db";
import { enqueue, onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import { CREATE_PICK_KIND, SUBMIT_KIND } from "../api/sportsbook-api";

export type { PendingPick, PendingPickRow };

/** One row per market side a user takes in a league. */
export const pendingKey = (
  userId: number,
  leagueId: number,
  p: Pick<PendingPick, "gameId" | "pickType" | "gamePortion" | "side" | "propId">,
) => `${userId}:${leagueId}:${p.gameId}:${p.pickType}:${p.gamePortion}:${p.propId ?? 0}:${p.side}`;

/** Queued and on its way: not editable until the server answers. */
export const isQueued = (row: PendingPickRow) => row.mutationId !== null && row.rejection === null;
/** Still to be sent: a draft, or a rejected pick the user may send again. */
export const isUnsent = (row: PendingPickRow) => !isQueued(row);
/** Counts towards caps and locks (everything but a rejected pick). */
export const isLive = (row: PendingPickRow) => row.rejection === null;

/** The signed-in user's pending picks in one league, oldest first. */
export function usePendingPicks(leagueId: number | null): PendingPickRow[] {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return (
    useLiveQuery(async () => {
      if (userId === null || leagueId === null) return [];
      return db.pendingPicks
        .where("userId")
        .equals(userId)
        .filter((r) => r.leagueId === leagueId)
        .sortBy("updatedAt");
    }, [userId, leagueId]) ?? []
  );
}

/** All pending rows of the signed-in user (the league list's warning marks and counts). */
export function useAllPendingPicks(): PendingPickRow[] {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return (
    useLiveQuery(async () => {
      if (userId === null) return [];
      return db.pendingPicks.where("userId").equals(userId).toArray();
    }, [userId]) ?? []
  );
}

/** Drafts a pick (or replaces the draft of the same market side). */
export function draftPick(
  row: Omit<PendingPickRow, "mutationId" | "rejection" | "updatedAt">,
): Promise<string> {
  return db.pendingPicks.put({ ...row, mutationId: null, rejection: null, updatedAt: Date.now() });
}

export const removePending = (key: string) => db.pendingPicks.delete(key);

/** Makes one pending pick the lock (and no other). */
export async function setPendingLock(rows: PendingPickRow[], key: string, on: boolean) {
  await db.transaction("rw", db.pendingPicks, async () => {
    for (const row of rows) {
      const isLock = on && row.key === key;
      if (row.pick.isLock !== isLock)
        await db.pendingPicks.update(row.key, { pick: { ...row.pick, isLock } });
    }
  });
}

/** Inside `enqueue`'s transaction: the rows now ride on outbox row `mutationId`. */
export const linkToOutbox = (keys: readonly string[], mutationId: string) =>
  db.pendingPicks.where("key").anyOf(keys).modify({ mutationId, rejection: null });

/**
 * Brings pending rows in line with the outbox: a row whose outbox entry is gone was applied (or
 * dismissed) and is dropped; one whose entry was rejected shows the server's message. Runs on every
 * outbox change, so it also covers writes the service worker sent while no page listened.
 */
export async function reconcilePending(): Promise<void> {
  await db.transaction("rw", [db.pendingPicks, db.outbox], async () => {
    const queued = await db.pendingPicks.filter((r) => r.mutationId !== null).toArray();
    for (const row of queued) {
      const entry = await db.outbox.where("mutationId").equals(row.mutationId!).first();
      if (!entry) await db.pendingPicks.delete(row.key);
      else if (entry.status === "rejected" && row.rejection === null)
        await db.pendingPicks.update(row.key, {
          rejection: entry.lastError ?? "Rejected by the server",
        });
    }
  });
}

/** Keeps the pending rows of this page in step with the outbox (applied, rejected, dismissed). */
export function usePendingSync() {
  const outboxVersion = useLiveQuery(
    async () => (await db.outbox.toArray()).map((r) => `${r.mutationId}:${r.status}`).join(","),
    [],
  );
  useEffect(() => {
    if (outboxVersion !== undefined) void reconcilePending();
  }, [outboxVersion]);
  useEffect(() => {
    const carried = (mutationId: string) => db.pendingPicks.where("mutationId").equals(mutationId);
    const offs = [SUBMIT_KIND, CREATE_PICK_KIND].flatMap((kind) => [
      onMutationApplied((row) => void carried(row.mutationId).delete(), kind),
      onMutationRejected(
        (row) =>
          void carried(row.mutationId).modify({
            rejection: row.lastError ?? "Rejected by the server",
          }),
        kind,
      ),
    ]);
    return () => offs.forEach((off) => off());
  }, []);
}

export interface SubmitPicksBody {
  league_id: number;
  week: number;
  season_id: number;
  lock_pick_index: number | null;
  picks: Record<string, unknown>[];
}

/** /sportsbook: a week's pending picks of one league in one submission. */
export const queueSubmitPicks = (body: SubmitPicksBody, keys: readonly string[], label: string) =>
  enqueue(
    { method: "POST", path: "/weekly-picks/submit_picks/", body, kind: SUBMIT_KIND, label },
    (mutationId) => linkToOutbox(keys, mutationId),
  );

/** /sportsbook-new: one call per pending pick. */
export const queueCreatePick = (body: Record<string, unknown>, key: string, label: string) =>
  enqueue({ method: "POST", path: "/picks/", body, kind: CREATE_PICK_KIND, label }, (mutationId) =>
    linkToOutbox([key], mutationId),
  );
