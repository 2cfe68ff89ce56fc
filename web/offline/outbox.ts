/**
 * The outbox, page side: every user write goes through `enqueue()` (DESIGN.md "Writes: the
 * outbox"; protocol and guarantees in ./outbox-sender.ts and docs/decisions/0201-outbox-protocol.md).
 *
 * USAGE (features):
 *
 *   import { enqueue, onMutationRejected } from "#web/offline/outbox";
 *   await enqueue(
 *     { method: "PATCH", path: "/users/profile/", body, kind: "profile.update", label: "Profile update" },
 *     () => db.profiles.update(userId, body),        // optimistic change, same transaction
 *   );
 *   // Roll back on rejection: reload your state from the server.
 *   useEffect(() => onMutationRejected(() => refetchProfile(), "profile.update"), []);
 *
 * `applyOptimistic` runs inside a Dexie "rw" transaction over all tables together with the outbox
 * insert: both commit or neither does. It gets the row's mutationId, so local rows can point at
 * the outbox row that carries them. Use only Dexie calls in it (no fetch, no setTimeout) —
 * awaiting anything else ends the transaction. The change is saved on the device before
 * `enqueue` resolves; the sender is woken at once and the server applies it exactly once.
 * Never queue logins, registrations or password changes: they need the network (call `api()`).
 */
import { apiFetch, refreshAccessToken } from "../api/client";
import { getAccessToken, getStoredUser } from "../api/tokens";
import { db, type OutboxRow } from "./db";
import { storeMutation, type NewMutation } from "./outbox-row";
import { SYNC_TAG, WAKE_MESSAGE } from "./outbox-constants";
import { OutboxSender } from "./outbox-sender";

export { SYNC_TAG, WAKE_MESSAGE };

/** Returns true when it has told the user about the refusal itself (its screen's toast). */
type RejectedListener = (row: OutboxRow) => boolean | void;
/** A listener of a row that only needs to know (dismissed, or refused and told by no screen). */
type RowListener = (row: OutboxRow) => void;
type AppliedListener = (row: OutboxRow, data: unknown) => void;
type RetryListener = (row: OutboxRow, status: number) => void;
const rejectedListeners = new Set<{ kind?: string; fn: RejectedListener }>();
const unreportedListeners = new Set<{ kind?: string; fn: RowListener }>();
const dismissedListeners = new Set<{ kind?: string; fn: RowListener }>();
const appliedListeners = new Set<{ kind?: string; fn: AppliedListener }>();
const retryListeners = new Set<{ kind?: string; fn: RetryListener }>();

/** `(listener, kind?) => unsubscribe` over one set of listeners. */
const subscribe =
  <F>(listeners: Set<{ kind?: string; fn: F }>) =>
  (fn: F, kind?: string): (() => void) => {
    const entry = { kind, fn };
    listeners.add(entry);
    return () => listeners.delete(entry);
  };

/**
 * Runs `listener` when the server rejects a queued change (of `kind`, or any). Use it to reload
 * the feature's state from the server (optimistic rollback). A listener that tells the user (its
 * screen's toast) returns true, and the generic message stays quiet (`onUnreportedRejection`).
 * Returns an unsubscribe function.
 */
export const onMutationRejected = subscribe(rejectedListeners);

/**
 * Runs `listener` for a rejected change that no screen on display told the user about (no
 * rejection listener returned true): the one generic message, so each refusal is said once.
 */
export const onUnreportedRejection = subscribe(unreportedListeners);

/**
 * Runs `listener` when the user dismisses a queued or rejected change (of `kind`, or any) in the
 * Sync panel: its optimistic copy is no longer coming, so reload the feature's state.
 */
export const onMutationDismissed = subscribe(dismissedListeners);

/** Runs `listener` with the server's answer when a queued change (of `kind`, or any) is applied. */
export const onMutationApplied = subscribe(appliedListeners);

/**
 * Runs `listener` when a send of a change (of `kind`, or any) failed and it waits for its retry:
 * `status` is the server's (5xx, 429…), 0 for a network error or a timeout.
 */
export const onMutationRetry = subscribe(retryListeners);

/** Runs the listeners of `kind`; true when one of them said it told the user. */
const notify = <F extends (...args: never[]) => unknown>(
  listeners: Set<{ kind?: string; fn: F }>,
  kind: string,
  ...args: Parameters<F>
): boolean => {
  let reported = false;
  for (const entry of listeners) {
    if (entry.kind && entry.kind !== kind) continue;
    try {
      if (entry.fn(...args) === true) reported = true;
    } catch (error) {
      console.error("outbox listener failed", error);
    }
  }
  return reported;
};

/**
 * The page's sender: tokens from web/api/tokens.ts; sends, and refreshes, through the one API
 * client, so each write's D1 bookmark is kept for the reads after it (ADR 0412).
 */
export const sender = new OutboxSender({
  db,
  fetch: apiFetch,
  currentUserId: () => getStoredUser()?.id ?? null,
  accessToken: getAccessToken,
  refresh: refreshAccessToken,
  onRejected: (row) => {
    if (!notify(rejectedListeners, row.kind, row)) notify(unreportedListeners, row.kind, row);
  },
  onApplied: (row, data) => notify(appliedListeners, row.kind, row, data),
  onRetry: (row, status) => notify(retryListeners, row.kind, row, status),
});

let timer: ReturnType<typeof setTimeout> | undefined;

/** Asks the sender to run now; it re-arms a timer for the next retry while work is pending. */
export function wakeOutbox(options: { resetBackoff?: boolean } = {}): Promise<void> {
  return sender.flush(options).then(
    (result) => {
      clearTimeout(timer);
      timer = undefined;
      if (result.nextAttemptAt !== null) {
        const delay = Math.max(50, result.nextAttemptAt - Date.now());
        timer = setTimeout(() => void wakeOutbox(), delay);
      }
    },
    (error: unknown) => {
      // IndexedDB failures (quota, private mode): try again later, rows stay where they are.
      console.error("outbox sender failed", error);
      clearTimeout(timer);
      timer = setTimeout(() => void wakeOutbox(), 5_000);
    },
  );
}

/** Registers a Background Sync so a closed page's work is sent when the network returns. */
function requestBackgroundSync() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) =>
      (
        registration as ServiceWorkerRegistration & {
          sync?: { register(tag: string): Promise<void> };
        }
      ).sync?.register(SYNC_TAG),
    )
    .catch(() => undefined);
}

/**
 * Saves a user write on the device: the outbox row and `applyOptimistic`'s local change commit in
 * one Dexie transaction. Resolves with the row once it is stored; sending happens in background.
 * Throws when nobody is signed in (nothing may be queued without an owner).
 */
export async function enqueue(
  mutation: NewMutation,
  applyOptimistic?: (mutationId: string) => unknown,
): Promise<OutboxRow> {
  const user = getStoredUser();
  if (!user) throw new Error("Sign in to save changes.");
  const row = await storeMutation(db, user.id, mutation, applyOptimistic);
  void wakeOutbox();
  requestBackgroundSync();
  return row;
}

/** Sends a rejected (or waiting) row again, now. */
export async function retryMutation(mutationId: string): Promise<void> {
  await db.outbox
    .where("mutationId")
    .equals(mutationId)
    .modify({ status: "queued", nextAttemptAt: Date.now(), attempts: 0 });
  await wakeOutbox();
}

/** Forgets a row for good (the user's choice in the Sync panel); its feature is told. */
export async function dismissMutation(mutationId: string): Promise<void> {
  const row = await db.outbox.where("mutationId").equals(mutationId).first();
  await db.outbox.where("mutationId").equals(mutationId).delete();
  if (row) notify(dismissedListeners, row.kind, row);
}

/**
 * Takes back a row not yet sent (an Undo while the row waits): true when it was still queued and is
 * now gone, false when it is being sent, was sent or is unknown.
 */
export function takeBack(mutationId: string): Promise<boolean> {
  return db.transaction("rw", db.outbox, async () => {
    const row = await db.outbox.where("mutationId").equals(mutationId).first();
    if (row?.status !== "queued") return false;
    await db.outbox.delete(row.seq!);
    return true;
  });
}

/**
 * Starts the sender for this page: now, on `online`, when the page becomes visible, when the
 * service worker relays a `sync` event, and on a timer while work waits. Returns a stop function.
 */
export function startOutbox(): () => void {
  const wake = () => void wakeOutbox();
  const reconnect = () => void wakeOutbox({ resetBackoff: true });
  const onVisible = () => {
    if (document.visibilityState === "visible") wake();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === WAKE_MESSAGE) wake();
  };
  window.addEventListener("online", reconnect);
  document.addEventListener("visibilitychange", onVisible);
  navigator.serviceWorker?.addEventListener("message", onMessage);
  reconnect();
  return () => {
    window.removeEventListener("online", reconnect);
    document.removeEventListener("visibilitychange", onVisible);
    navigator.serviceWorker?.removeEventListener("message", onMessage);
    clearTimeout(timer);
  };
}

let explicitLogout = false;

/**
 * Call before an explicit Logout (the header does): when the signed-in user has unsent changes it
 * asks whether to drop them. Resolves false if the user wants to stay (sync first). After true,
 * the logout clears the outbox too; without it (an expired session) unsent rows stay, held.
 */
export async function confirmLogout(
  ask: (message: string) => boolean | Promise<boolean>,
): Promise<boolean> {
  const user = getStoredUser();
  const pending = user
    ? await db.outbox
        .where("userId")
        .equals(user.id)
        .filter((row) => row.status !== "rejected")
        .count()
    : 0;
  if (pending > 0) {
    const changes = pending === 1 ? "1 change has" : `${pending} changes have`;
    const ok = await ask(
      `${changes} not been synced yet. Logging out deletes ${pending === 1 ? "it" : "them"} from this device. Log out anyway?`,
    );
    if (!ok) return false;
  }
  explicitLogout = true;
  return true;
}

/** Whether the logout in progress was confirmed by the user (read once by the sign-out hook). */
export function takeExplicitLogout(): boolean {
  const value = explicitLogout;
  explicitLogout = false;
  return value;
}
