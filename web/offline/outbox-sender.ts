/**
 * The outbox sender: sends queued user writes to the server, exactly once each, in order.
 * Runs in the page (web/offline/outbox.ts wires it up) and in the service worker (sw.ts, when no
 * page is open); it needs no DOM, only Dexie and fetch, so both can use it.
 *
 * Guarantees (DESIGN.md "Writes: the outbox"; docs/decisions/0201-outbox-protocol.md):
 * - Only rows of the signed-in user are sent; rows of any other user are held, never sent.
 * - Rows go in `seq` order. A row waiting for a retry blocks the rows behind it (a pick and its
 *   later edit never overtake each other); a rejected row does not.
 * - Every request carries `Idempotency-Key: <mutationId>` and the access token read at send time.
 * - 401: refresh once (when a refresher is given) and resend; no valid token → the row waits.
 * - Network errors, timeouts, 5xx, 408/425/429 and 409 "idempotency_in_progress" → retried with
 *   exponential backoff and jitter (Retry-After honoured), `onRetry` runs. The row is never
 *   dropped.
 * - Any other 4xx → the row is marked `rejected` with the server's message, `onRejected` runs
 *   (features reload their state from the server) and the queue moves on.
 * - 2xx → the row is deleted and `onApplied` runs with the server's answer.
 * - Rows are deleted only on 2xx or by the user (Dismiss). Nothing else removes them.
 * - One sender at a time across tabs and the service worker (Web Locks, when available); a pass
 *   asked for while one runs runs again after it.
 */
import { apiHeaders, apiPath, readBody } from "../api/wire";
import { ApiError, errorMessage, serverText } from "../api/errors";
import type { OutboxRow, PickemDB } from "./db";

export interface SenderDeps {
  db: PickemDB;
  fetch: (
    input: string,
    init: RequestInit & { headers: Record<string, string> },
  ) => Promise<Response>;
  /** The signed-in user now; null when signed out (everything is held). */
  currentUserId: () => number | null | Promise<number | null>;
  /** The access token to send with, read at send time. */
  accessToken: () => string | null | Promise<string | null>;
  /** Trades the refresh token for a new access token (null if it cannot). Absent: no refresh. */
  refresh?: () => Promise<string | null>;
  onRejected?: (row: OutboxRow) => void;
  onApplied?: (row: OutboxRow, data: unknown) => void;
  /** A send failed and the row waits for its retry: `status` is the answer's, 0 with none. */
  onRetry?: (row: OutboxRow, status: number) => void;
  now?: () => number;
  random?: () => number;
  /** Per-request timeout (AbortSignal.timeout). */
  timeoutMs?: number;
  /** Name of the Web Lock shared by all senders of this origin. */
  lockName?: string;
}

export interface FlushResult {
  sent: number;
  rejected: number;
  /** When the head of the queue may be tried again (epoch ms), or null if nothing is waiting. */
  nextAttemptAt: number | null;
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
export const SEND_TIMEOUT_MS = 15_000;
const RETRYABLE = new Set([408, 425, 429]);

/** Exponential backoff with jitter: attempt 1 → 0.5–1 s, 2 → 1–2 s, ... capped at 5 min. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

type Outcome =
  | { kind: "applied"; data: unknown }
  | { kind: "rejected"; status: number; message: string; data: unknown }
  | { kind: "retry"; message: string; status: number; retryAfterMs?: number }
  | { kind: "held"; message: string };

function retryAfterMs(res: Response): number | undefined {
  const value = res.headers.get("retry-after");
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

export class OutboxSender {
  private running: Promise<FlushResult> | null = null;
  private again = false;
  private resetBackoff = false;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly deps: SenderDeps) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
  }

  /**
   * Sends every due row of the signed-in user, in order, until the queue is empty or its head
   * must wait. Calls made while a pass runs are folded into one more pass after it.
   * `resetBackoff` (start-up, `online`) makes waiting rows due at once.
   */
  flush(options: { resetBackoff?: boolean } = {}): Promise<FlushResult> {
    if (options.resetBackoff) this.resetBackoff = true;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let result: FlushResult;
      do {
        this.again = false;
        result = await this.withLock(() => this.pass());
      } while (this.again);
      return result;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async withLock(fn: () => Promise<FlushResult>): Promise<FlushResult> {
    // Web Locks spelt out rather than the DOM's LockManager: the sender also compiles (and runs)
    // in the Workers runtime of the sync property test, which has no Web Locks.
    type Locks = { request(name: string, fn: () => Promise<FlushResult>): Promise<FlushResult> };
    const locks = (globalThis as { navigator?: { locks?: Locks } }).navigator?.locks;
    if (!locks?.request) return fn();
    return locks.request(this.deps.lockName ?? "pickem-outbox", fn);
  }

  private async pass(): Promise<FlushResult> {
    const { db } = this.deps;
    const result: FlushResult = { sent: 0, rejected: 0, nextAttemptAt: null };
    const userId = await this.deps.currentUserId();
    if (userId == null) return result;
    let reset = this.resetBackoff;
    this.resetBackoff = false;
    for (;;) {
      const rows = await db.outbox.where("userId").equals(userId).sortBy("seq");
      if (reset) {
        // Start-up or the network came back: waiting rows are due now (failures while offline say
        // nothing about the server). Attempts are kept, so a failing server still backs off. The
        // write (one transaction, the rows as they are then) only when a row waits: an empty
        // queue, every page load's case, costs one read.
        reset = false;
        const now = this.now();
        const waiting = (row: OutboxRow) => row.status !== "rejected" && row.nextAttemptAt > now;
        if (rows.some(waiting)) {
          await db.outbox
            .where("userId")
            .equals(userId)
            .filter(waiting)
            .modify({ nextAttemptAt: now });
          continue;
        }
      }
      const head = rows.find((row) => row.status !== "rejected");
      if (!head) return result;
      if (head.nextAttemptAt > this.now()) {
        result.nextAttemptAt = head.nextAttemptAt;
        return result;
      }
      await db.outbox.update(head.seq!, { status: "sending" });
      // The user may have switched while we waited: never send a row under another account.
      if ((await this.deps.currentUserId()) !== head.userId) {
        await db.outbox.update(head.seq!, { status: "queued" });
        return result;
      }
      const outcome = await this.send(head);
      const attempts = head.attempts + 1;
      switch (outcome.kind) {
        case "applied":
          await db.outbox.delete(head.seq!);
          result.sent += 1;
          this.deps.onApplied?.(head, outcome.data);
          break;
        case "rejected": {
          const changes = {
            status: "rejected" as const,
            attempts,
            lastError: outcome.message,
            rejectedStatus: outcome.status,
            rejectedBody: outcome.data,
          };
          // update() returns 0 when the user dismissed the row meanwhile: nothing to report.
          if (await db.outbox.update(head.seq!, changes)) {
            result.rejected += 1;
            this.deps.onRejected?.({ ...head, ...changes });
          }
          break;
        }
        case "retry":
        case "held": {
          const delay = Math.max(
            backoffDelay(attempts, this.random),
            outcome.kind === "retry" ? (outcome.retryAfterMs ?? 0) : 0,
          );
          const nextAttemptAt = this.now() + delay;
          await db.outbox.update(head.seq!, {
            status: "queued",
            attempts,
            nextAttemptAt,
            lastError: outcome.message,
          });
          result.nextAttemptAt = nextAttemptAt;
          if (outcome.kind === "retry")
            this.deps.onRetry?.({ ...head, attempts, lastError: outcome.message }, outcome.status);
          return result;
        }
      }
    }
  }

  private async request(row: OutboxRow, token: string): Promise<Response> {
    const hasBody = row.body !== undefined && row.body !== null;
    const body = hasBody ? JSON.stringify(row.body) : undefined;
    return this.deps.fetch(apiPath(row.path), {
      method: row.method,
      headers: apiHeaders(token, hasBody, row.mutationId),
      body,
      // A large body (a board post's image, up to 7 MB) gets its upload time at 40 KB/s more.
      signal: AbortSignal.timeout(
        (this.deps.timeoutMs ?? SEND_TIMEOUT_MS) + Math.ceil((body?.length ?? 0) / 40),
      ),
    });
  }

  private async send(row: OutboxRow): Promise<Outcome> {
    try {
      let token = await this.deps.accessToken();
      if (!token && this.deps.refresh) token = await this.deps.refresh();
      if (!token) return { kind: "held", message: "Waiting for you to sign in again." };
      let res = await this.request(row, token);
      if (res.status === 401) {
        const fresh = this.deps.refresh ? await this.deps.refresh() : null;
        if (!fresh) return { kind: "held", message: "Waiting for you to sign in again." };
        res = await this.request(row, fresh);
        if (res.status === 401)
          return { kind: "held", message: "Waiting for you to sign in again." };
      }
      // A body that breaks off is no body.
      const data = await readBody(res).catch(() => null);
      if (res.ok) return { kind: "applied", data };
      const inProgress =
        res.status === 409 &&
        !!data &&
        typeof data === "object" &&
        (data as { code?: unknown }).code === "idempotency_in_progress";
      if (res.status >= 500 || RETRYABLE.has(res.status) || inProgress) {
        return {
          kind: "retry",
          message:
            res.status >= 500
              ? `Server error (${res.status})`
              : (serverText(data) ?? `HTTP ${res.status}`),
          status: res.status,
          retryAfterMs: retryAfterMs(res),
        };
      }
      const error = new ApiError(res.status, data, serverText(data) ?? `HTTP ${res.status}`);
      return {
        kind: "rejected",
        status: res.status,
        message: serverText(data) ?? errorMessage(error, "The server refused this change."),
        data,
      };
    } catch (error) {
      const timedOut =
        error instanceof DOMException &&
        (error.name === "TimeoutError" || error.name === "AbortError");
      return {
        kind: "retry",
        message: timedOut ? "The server took too long to answer." : "Network error. Will retry.",
        status: 0,
      };
    }
  }
}
