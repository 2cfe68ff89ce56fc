/**
 * How a user write becomes an outbox row: the row and the feature's optimistic change commit in
 * ONE Dexie transaction, or neither does. `enqueue()` (./outbox.ts) is the page's way in; this
 * part needs no DOM and no signed-in page, so the sync property test
 * (worker/test/sync-property.test.ts) stores rows exactly as the page does, into its own database.
 */
import type { OutboxMethod, OutboxRow, PickemDB } from "./db";

export interface NewMutation {
  method: OutboxMethod;
  /** API path, e.g. "/users/profile/". */
  path: string;
  body?: unknown;
  /** Machine name, e.g. "profile.update" (listeners filter on it). */
  kind: string;
  /** Human label for the Sync panel. */
  label: string;
  /** Saved now, sent no sooner than this many ms from now (a board vote's 2-second wait). */
  sendAfterMs?: number;
}

/** A UUIDv7 (RFC 9562): 48-bit ms timestamp, version, random bits — sortable by creation. */
export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let ts = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ts % 256;
    ts = Math.floor(ts / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Stores `mutation` as `userId`'s outbox row in `target`, with `applyOptimistic`'s local change in
 * the same transaction (it gets the row's mutationId). Resolves with the stored row (its `seq` set).
 */
export async function storeMutation(
  target: PickemDB,
  userId: number,
  mutation: NewMutation,
  applyOptimistic?: (mutationId: string) => unknown,
  now: number = Date.now(),
): Promise<OutboxRow> {
  const row: OutboxRow = {
    mutationId: uuidv7(now),
    userId,
    method: mutation.method,
    path: mutation.path,
    body: mutation.body ?? null,
    status: "queued",
    attempts: 0,
    nextAttemptAt: now + (mutation.sendAfterMs ?? 0),
    lastError: null,
    rejectedStatus: null,
    createdAt: now,
    kind: mutation.kind,
    label: mutation.label,
  };
  await target.transaction("rw", target.tables, async () => {
    if (applyOptimistic) await applyOptimistic(row.mutationId);
    row.seq = await target.outbox.add(row);
  });
  return row;
}
