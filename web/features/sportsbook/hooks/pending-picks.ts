/**
 * The pick road, one for both sportsbook screens: a pick drafted on the phone is a pending row in
 * Dexie; submitting queues an outbox row and, in the same transaction, stamps the pending rows it
 * carries with that row's mutationId (its Idempotency-Key). When the server applies the outbox
 * row, its pending rows go (the submitted picks come back from the server); when it rejects it,
 * they stay with the server's reason and can be fixed and sent again. Nothing is lost on a reload
 * between any two of these steps.
 */
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useAuth } from "#web/api/session";
import { db, type PendingPick, type PendingPickRow } from "#web/offline/db";
import { enqueue, onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import {
  CREATE_PICK_KIND,
  SUBMIT_KIND,
  createPickMutation,
  linkToOutbox,
  reconcilePending,
  submitPicksMutation,
  type SubmitPicksBody,
} from "../api/pick-mutations";

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

/**
 * Whether a pending pick may be made (or is) the lock: the league has locks, the pick is not on
 * its way to the server and its game still takes picks, and its week has no lock yet — neither a
 * submitted one (permanent) nor one queued to be sent. `rows` are the league's pending picks.
 */
export function canLockPending(
  league: { enable_locks: boolean },
  row: PendingPickRow,
  rows: readonly PendingPickRow[],
  weekHasLock: (week: number) => boolean,
  nowMs: number,
): boolean {
  if (!league.enable_locks || isQueued(row) || Date.parse(row.pick.lockAt) <= nowMs) return false;
  if (row.pick.isLock) return true;
  const queuedLock = rows.some((r) => r.week === row.week && r.pick.isLock && isQueued(r));
  return !queuedLock && !weekHasLock(row.week);
}

/** One league's rows of `all`, oldest first. */
export const leagueRows = (all: PendingPickRow[], leagueId: number | null): PendingPickRow[] =>
  leagueId === null
    ? []
    : all.filter((r) => r.leagueId === leagueId).sort((a, b) => a.updatedAt - b.updatedAt);

/** The signed-in user's pending picks in one league, oldest first. */
export function usePendingPicks(leagueId: number | null): PendingPickRow[] {
  const all = useAllPendingPicks();
  return useMemo(() => leagueRows(all, leagueId), [all, leagueId]);
}

const NONE: PendingPickRow[] = [];

/*
 * Local echo. A tap's draft is a Dexie write, and Dexie's live queries answer only after the
 * write commits and the query runs again (150-250 ms on a slow phone). The slip must show the
 * pick on the next frame, so this page's own writes are echoed here at once and laid over the
 * database's rows until the database agrees (or the write fails, and the echo goes).
 */
const echo = new Map<string, PendingPickRow | null>();
let echoVersion = 0;
const echoListeners = new Set<() => void>();
const echoChanged = () => {
  echoVersion++;
  for (const fn of echoListeners) fn();
};
const subscribeEcho = (fn: () => void) => {
  echoListeners.add(fn);
  return () => echoListeners.delete(fn);
};
const readEchoVersion = () => echoVersion;

/** `row` (or, with null, the row's absence) shows at once; `write` makes it true in Dexie. */
async function echoed<T>(
  changes: [key: string, row: PendingPickRow | null][],
  write: () => Promise<T>,
): Promise<T> {
  for (const [key, row] of changes) echo.set(key, row);
  echoChanged();
  const forget = () => {
    let dropped = false;
    for (const [key, row] of changes)
      if (echo.get(key) === row) dropped = echo.delete(key) || dropped;
    if (dropped) echoChanged();
  };
  try {
    const result = await write();
    // The live query has answered long before this; should it not have (a row another write
    // removed at once), the database's rows stand on their own again.
    setTimeout(forget, 3000);
    return result;
  } catch (error) {
    forget();
    throw error;
  }
}

/** The database's rows of `userId` with the writes it has not answered yet laid over them. */
export function withEcho(rows: PendingPickRow[], userId: number): PendingPickRow[] {
  if (!echo.size) return rows;
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const [key, row] of echo) {
    if (row === null) byKey.delete(key);
    else if (row.userId === userId) byKey.set(key, row);
  }
  return [...byKey.values()];
}

/** Drops the echoes the database now agrees with (they change nothing shown). */
function settleEcho(rows: PendingPickRow[]) {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const [key, row] of echo) {
    const stored = byKey.get(key);
    const agrees =
      row === null
        ? stored === undefined
        : stored?.updatedAt === row.updatedAt && stored.pick.isLock === row.pick.isLock;
    if (agrees) echo.delete(key);
  }
}

/** All pending rows of the signed-in user (the league list's warning marks and counts). */
export function useAllPendingPicks(): PendingPickRow[] {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const stored = useLiveQuery(async () => {
    if (userId === null) return [];
    return db.pendingPicks.where("userId").equals(userId).toArray();
  }, [userId]);
  const version = useSyncExternalStore(subscribeEcho, readEchoVersion, readEchoVersion);
  useEffect(() => {
    if (stored) settleEcho(stored);
  }, [stored]);
  return useMemo(
    () => (stored && userId !== null ? withEcho(stored, userId) : NONE),
    // `version` names the echo's state: the rows are recomputed when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stored, userId, version],
  );
}

/** Drafts a pick (or replaces the draft of the same market side); shown at once. */
export function draftPick(
  row: Omit<PendingPickRow, "mutationId" | "rejection" | "updatedAt">,
): Promise<string> {
  const full: PendingPickRow = { ...row, mutationId: null, rejection: null, updatedAt: Date.now() };
  return echoed([[full.key, full]], () => db.pendingPicks.put(full));
}

/** Takes a pending pick off the slip (at once; from Dexie when the write lands). */
export const removePending = (key: string) =>
  echoed([[key, null]], () => db.pendingPicks.delete(key));

/**
 * Makes one pending pick the lock (or takes it off): the other unsent picks of its week lose
 * theirs. Picks of other weeks, and picks already on their way to the server, are left alone.
 */
export async function setPendingLock(rows: readonly PendingPickRow[], key: string, on: boolean) {
  const target = rows.find((row) => row.key === key);
  if (!target) return;
  const changed = rows
    .filter((row) => row.week === target.week && !isQueued(row))
    .filter((row) => row.pick.isLock !== (on && row.key === key))
    .map((row) => ({ ...row, pick: { ...row.pick, isLock: on && row.key === key } }));
  await echoed(
    changed.map((row) => [row.key, row]),
    () =>
      db.transaction("rw", db.pendingPicks, async () => {
        for (const row of changed) await db.pendingPicks.update(row.key, { pick: row.pick });
      }),
  );
}

/**
 * Of `rows`, those still unsent as the database has them now: the screen's copy lags a commit by a
 * live query's round, and a second tap on Submit in that window must not send them again.
 */
export async function unsentNow(rows: readonly PendingPickRow[]): Promise<PendingPickRow[]> {
  const stored = await db.pendingPicks.bulkGet(rows.map((r) => r.key));
  return rows.flatMap((row, i) => {
    const now = stored[i] ?? row;
    return isUnsent(now) ? [now] : [];
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

/** /sportsbook: a week's pending picks of one league in one submission. */
export const queueSubmitPicks = (body: SubmitPicksBody, keys: readonly string[], label: string) =>
  enqueue(submitPicksMutation(body, label), (mutationId) => linkToOutbox(keys, mutationId));

/** /sportsbook-new: one call per pending pick. */
export const queueCreatePick = (body: Record<string, unknown>, key: string, label: string) =>
  enqueue(createPickMutation(body, label), (mutationId) => linkToOutbox([key], mutationId));
