/**
 * The week's lock in one tap, with Undo (ADR 1109). A pending pick's lock is a change on the
 * device: Undo puts the lock back where it was. A submitted pick's lock is a set_lock row in the
 * outbox that waits out the Undo window before it is sent: Undo takes the row back, so the server
 * never sees it. Once sent the lock is permanent (spec 2 §4). Loaded with the first lock tap
 * (`lockActions()`): a first visit does not download it.
 */
import type { SubmittedPick } from "#domain/picks/contract";
import { toast } from "#web/ui/toast";
import { db } from "#web/offline/db";
import { enqueue, onMutationRetry, takeBack } from "#web/offline/outbox";
import { SET_LOCK_KIND, setLockMutation } from "../api/pick-mutations";
import { setPendingLock, type PendingPickRow } from "./pending-picks";

/** How long Undo is offered, and so how long a submitted pick's lock waits before it is sent. */
export const UNDO_MS = 5000;

const lockedText = (name: string) => `${name} is your lock`;

/**
 * Queues a submitted pick's lock, sent after `holdMs` (the Undo window); null when that pick's lock
 * already waits in the outbox (a second tap sends nothing more).
 */
export async function queueSetLock(pickId: number, label: string, holdMs: number) {
  const mutation = { ...setLockMutation(pickId, label), sendAfterMs: holdMs };
  const waiting = await db.outbox
    .filter((r) => r.path === mutation.path && r.status !== "rejected")
    .count();
  return waiting ? null : enqueue(mutation);
}

/**
 * Makes a pending pick the lock (or takes the lock off it). `rows` gives the league's newest
 * pending picks: they can change between the tap and Undo.
 */
export async function togglePendingLock(
  rows: () => readonly PendingPickRow[],
  key: string,
  on: boolean,
) {
  const before = rows();
  const row = before.find((r) => r.key === key);
  if (!row) return;
  const previous = before.find((r) => r.week === row.week && r.pick.isLock);
  await setPendingLock(before, key, on);
  if (!on) return;
  toast.success(lockedText(row.pick.name), {
    ms: UNDO_MS,
    action: {
      label: "Undo",
      run: () =>
        void (previous
          ? setPendingLock(rows(), previous.key, true)
          : setPendingLock(rows(), key, false)),
    },
  });
}

/** Makes a submitted pick the week's lock: queued now, sent when the Undo window closes. */
export async function lockSubmitted(pick: SubmittedPick, name: string) {
  watchLockRetries();
  const row = await queueSetLock(pick.id, `Lock: ${name}`, UNDO_MS);
  if (!row) return;
  toast.success(lockedText(name), {
    ms: UNDO_MS,
    action: {
      label: "Undo",
      run: () =>
        void takeBack(row.mutationId).then((taken) =>
          toast.info(taken ? `Lock on ${name} undone` : "Too late to undo: the lock was sent"),
        ),
    },
  });
}

/**
 * The newer screen's words when a lock sent online got no answer (spec 2 §8): the server may have
 * set it. The outbox keeps the lock and sends it again under the same Idempotency-Key; a lock made
 * offline waits quietly (the sync chip says so).
 */
const MAY_BE_SET = "Lock may have been set - try refreshing";
export const lockRetryText = (status: number) =>
  status >= 500
    ? `Server error (${status}). ${MAY_BE_SET}.`
    : status
      ? null
      : `Network error. ${MAY_BE_SET} the page.`;

/** A lock sent online that got no answer says so once, for the first try made online. */
let watching = false;
function watchLockRetries() {
  if (watching) return;
  watching = true;
  onMutationRetry((row, status) => {
    const text = lockRetryText(status);
    if (text && row.attempts === 1 && navigator.onLine) toast.error(text, { ms: 5000 });
  }, SET_LOCK_KIND);
}
