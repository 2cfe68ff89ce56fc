import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BATCH_ATTEMPTS,
  batchIdempotent,
  isTransportError,
  upsertRows,
  type D1Like,
} from "./upsert-rows";

/** undici's error for a request written into a socket the server had already closed. */
function otherSideClosed() {
  const cause = Object.assign(new Error("other side closed"), {
    name: "SocketError",
    code: "UND_ERR_SOCKET",
  });
  return new TypeError("fetch failed", { cause });
}

/** A D1 stand-in that logs prepares, binds and batches in order; `fail` decides each batch. */
function loggingDb(fail: (call: number) => Error | undefined = () => undefined) {
  const log: string[] = [];
  let batches = 0;
  const db = {
    prepare(sql: string) {
      log.push("prepare");
      return { sql, bind: () => (log.push("bind"), { sql }) };
    },
    async batch(list: unknown[]) {
      batches += 1;
      log.push(`batch ${list.length}`);
      const error = fail(batches);
      if (error) throw error;
      return list.map(() => ({ results: [] }));
    },
  };
  return { db: db as unknown as D1Like, log, batches: () => batches };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("transport errors", () => {
  it("knows undici's dropped connection from an answer of D1 or a bug of ours", () => {
    expect(isTransportError(otherSideClosed())).toBe(true);
    const reset = new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
    expect(isTransportError(reset)).toBe(true);
    expect(isTransportError(new Error("D1_ERROR: UNIQUE constraint failed: games.id"))).toBe(false);
    expect(isTransportError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isTransportError(new TypeError("fetch failed"))).toBe(false);
  });

  it("sends a batch again after a dropped connection, a bounded number of times", async () => {
    vi.useFakeTimers();
    const once = loggingDb((n) => (n === 1 ? otherSideClosed() : undefined));
    const answer = batchIdempotent(once.db, []);
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toEqual([]);
    expect(once.batches()).toBe(2);

    const always = loggingDb(() => otherSideClosed());
    const failing = batchIdempotent(always.db, []);
    const settled = expect(failing).rejects.toThrow("fetch failed");
    await vi.runAllTimersAsync();
    await settled;
    expect(always.batches()).toBe(BATCH_ATTEMPTS);
  });

  it("never sends a batch again that D1 refused", async () => {
    const refused = loggingDb(() => new Error("D1_ERROR: no such column: nope"));
    await expect(batchIdempotent(refused.db, [])).rejects.toThrow("no such column");
    expect(refused.batches()).toBe(1);
  });
});

describe("upsertRows on the platform proxy", () => {
  // 7 columns: 14 rows a statement; 6000 rows are 429 statements, three batches.
  const columns = ["a", "b", "c", "d", "e", "f", "g"];
  const rows = Array.from({ length: 6000 }, (_, i) => [i, 1, 2, 3, 4, 5, 6]);

  it("sends each batch as soon as its statements are bound, never after all of them", async () => {
    const { db, log } = loggingDb();
    expect(await upsertRows(db, "t", columns, rows, "ON CONFLICT DO NOTHING")).toBe(429);
    const batches = log.flatMap((entry, i) => (entry.startsWith("batch") ? [i] : []));
    expect(log.filter((e) => e.startsWith("batch"))).toEqual([
      "batch 200",
      "batch 200",
      "batch 29",
    ]);
    const bindsBefore = (i: number) => log.slice(0, i).filter((e) => e === "bind").length;
    expect(batches.map(bindsBefore)).toEqual([200, 400, 429]);
  });

  it("prepares each statement shape once: one blocking proxy call a statement, not three", async () => {
    const { db, log } = loggingDb();
    await upsertRows(db, "t", columns, rows, "ON CONFLICT DO NOTHING");
    // The full 14-row statement, and the shorter last one.
    expect(log.filter((e) => e === "prepare")).toHaveLength(2);
  });
});
