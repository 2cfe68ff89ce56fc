/**
 * The signed-in user's queued changes of one kind (board writes, profile writes), live from the
 * outbox in send order: the rows are the only record of what waits, so screens draw their
 * optimistic state from them (they survive a closed tab).
 */
import { useLiveQuery } from "dexie-react-hooks";
import { db, type OutboxRow } from "./db";

const NONE: OutboxRow[] = [];

/** `filter` must be a module-level function (it is read once per signed-in user). */
export function useQueuedRows(userId: number | null, filter: (row: OutboxRow) => boolean) {
  return (
    useLiveQuery(
      () =>
        userId === null
          ? NONE
          : db.outbox.where("userId").equals(userId).filter(filter).sortBy("seq"),
      [userId],
    ) ?? NONE
  );
}
