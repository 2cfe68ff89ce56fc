/**
 * Live views of the outbox for the UI (dexie-react-hooks): they re-render when any tab or the
 * service worker changes the queue. Only the signed-in user's rows are shown; another user's
 * held rows stay invisible (and unsent).
 */
import { useLiveQuery } from "dexie-react-hooks";
import { db, type OutboxRow } from "./db";

async function currentUserId(): Promise<number | null> {
  return (await db.session.get("current"))?.user?.id ?? null;
}

/** The signed-in user's outbox rows in send order (queued, sending and rejected). */
export function useOutbox(): OutboxRow[] {
  return (
    useLiveQuery(async () => {
      const userId = await currentUserId();
      if (userId == null) return [];
      return db.outbox.where("userId").equals(userId).sortBy("seq");
    }, []) ?? []
  );
}

/** How many of the signed-in user's changes wait to be sent (rejected ones are not counted). */
export function usePendingCount(): number {
  return (
    useLiveQuery(async () => {
      const userId = await currentUserId();
      if (userId == null) return 0;
      return db.outbox
        .where("userId")
        .equals(userId)
        .filter((row) => row.status !== "rejected")
        .count();
    }, []) ?? 0
  );
}

/** '3 changes waiting to sync' / '1 change waiting to sync'. */
export const pendingText = (count: number) =>
  `${count} ${count === 1 ? "change" : "changes"} waiting to sync`;
