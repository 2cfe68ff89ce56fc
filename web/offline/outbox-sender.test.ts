import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PickemDB, type OutboxRow } from "./db";
import { backoffDelay, OutboxSender, type SenderDeps } from "./outbox-sender";

let db: PickemDB;
let clock = 1_000_000;
let dbCount = 0;

beforeEach(() => {
  dbCount += 1;
  db = new PickemDB(`outbox-test-${dbCount}`);
  clock = 1_000_000;
});
afterEach(async () => {
  await db.delete();
});

let mutationCounter = 0;
async function addRow(partial: Partial<OutboxRow> = {}): Promise<OutboxRow> {
  mutationCounter += 1;
  const row: OutboxRow = {
    mutationId: `m-${mutationCounter}`,
    userId: 1,
    method: "PATCH",
    path: "/users/profile/",
    body: { n: mutationCounter },
    status: "queued",
    attempts: 0,
    nextAttemptAt: clock,
    lastError: null,
    createdAt: clock,
    kind: "profile.update",
    label: "Profile update",
    ...partial,
  };
  row.seq = await db.outbox.add(row);
  return row;
}

interface Sent {
  url: string;
  method: string;
  key: string;
  token: string;
  body: unknown;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

/** A fetch that records each request and answers with `answer(request, index)`. */
function fakeFetch(
  answer: (req: Sent, index: number, init: RequestInit) => Promise<Response> | Response,
) {
  const sent: Sent[] = [];
  const fn: SenderDeps["fetch"] = async (url, init) => {
    const headers = init.headers as Record<string, string>;
    const req: Sent = {
      url,
      method: String(init.method),
      key: headers["idempotency-key"]!,
      token: headers.authorization!,
      body: init.body ? JSON.parse(String(init.body)) : null,
    };
    sent.push(req);
    return answer(req, sent.length - 1, init);
  };
  return { sent, fetch: fn };
}

function makeSender(overrides: Partial<SenderDeps> & Pick<SenderDeps, "fetch">) {
  return new OutboxSender({
    db,
    currentUserId: () => 1,
    accessToken: () => "token-1",
    now: () => clock,
    random: () => 0.5,
    ...overrides,
  });
}

describe("outbox sender", () => {
  it("sends rows in order with the mutationId as Idempotency-Key and deletes them when applied", async () => {
    const rows = [await addRow(), await addRow(), await addRow()];
    const { sent, fetch } = fakeFetch(() => json(200, { ok: true }));
    const applied: string[] = [];
    const result = await makeSender({
      fetch,
      onApplied: (row) => applied.push(row.mutationId),
    }).flush();
    expect(sent.map((s) => s.key)).toEqual(rows.map((r) => r.mutationId));
    expect(sent.map((s) => s.body)).toEqual(rows.map((r) => r.body));
    expect(sent[0]).toMatchObject({
      url: "/api/users/profile/",
      method: "PATCH",
      token: "Bearer token-1",
    });
    expect(applied).toEqual(rows.map((r) => r.mutationId));
    expect(result).toEqual({ sent: 3, rejected: 0, nextAttemptAt: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it("backs off exponentially with jitter on 5xx, keeping the row and the order", async () => {
    const first = await addRow();
    await addRow();
    const { sent, fetch } = fakeFetch(() => json(503, { error: "down" }));
    const sender = makeSender({ fetch });

    const r1 = await sender.flush();
    expect(sent).toHaveLength(1);
    let head = (await db.outbox.get(first.seq!))!;
    expect(head).toMatchObject({ status: "queued", attempts: 1, lastError: "Server error (503)" });
    expect(r1.nextAttemptAt).toBe(clock + backoffDelay(1, () => 0.5));
    expect(head.nextAttemptAt - clock).toBeGreaterThanOrEqual(500);
    expect(head.nextAttemptAt - clock).toBeLessThanOrEqual(1000);

    // Not due yet: nothing is sent, and the second row does not overtake the first.
    await sender.flush();
    expect(sent).toHaveLength(1);

    clock = head.nextAttemptAt;
    await sender.flush();
    head = (await db.outbox.get(first.seq!))!;
    expect(head.attempts).toBe(2);
    clock = head.nextAttemptAt;
    await sender.flush();
    head = (await db.outbox.get(first.seq!))!;
    expect(head.attempts).toBe(3);
    expect(sent.map((s) => s.key)).toEqual([first.mutationId, first.mutationId, first.mutationId]);
    expect(await db.outbox.count()).toBe(2);
  });

  it("makes waiting rows due at once when the network returns, keeping their attempts", async () => {
    const row = await addRow();
    let online = false;
    const { sent, fetch } = fakeFetch(() => {
      if (!online) throw new TypeError("Failed to fetch");
      return json(200, { ok: true });
    });
    const sender = makeSender({ fetch });
    await sender.flush();
    clock = (await db.outbox.get(row.seq!))!.nextAttemptAt;
    await sender.flush();
    expect((await db.outbox.get(row.seq!))!.attempts).toBe(2);
    online = true;
    await sender.flush();
    expect(sent).toHaveLength(2);
    await sender.flush({ resetBackoff: true });
    expect(sent).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it("opens no write transaction at start-up when the queue is empty (every page load)", async () => {
    const modes: string[] = [];
    db.use({
      stack: "dbcore",
      name: "count-transactions",
      create: (down) => ({
        ...down,
        transaction: (stores, mode, options) => {
          modes.push(mode);
          return down.transaction(stores, mode, options);
        },
      }),
    });
    const { sent, fetch } = fakeFetch(() => json(200, { ok: true }));
    await makeSender({ fetch }).flush({ resetBackoff: true });
    expect(sent).toHaveLength(0);
    expect(modes).not.toContain("readwrite");
    expect(modes.length).toBeGreaterThan(0);
  });

  it("computes growing, jittered, capped delays", () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(30, () => 1)).toBe(5 * 60_000);
  });

  it("retries network errors and timeouts without dropping the row", async () => {
    const row = await addRow();
    let call = 0;
    const { sent, fetch } = fakeFetch((_req, _i, init) => {
      call += 1;
      if (call === 1) throw new TypeError("Failed to fetch");
      if (call === 2)
        return new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener("abort", () => reject(init.signal!.reason)),
        );
      return json(200, { ok: true });
    });
    const sender = makeSender({ fetch, timeoutMs: 30 });
    await sender.flush();
    expect(await db.outbox.get(row.seq!)).toMatchObject({
      attempts: 1,
      lastError: "Network error. Will retry.",
    });
    clock += 10_000;
    await sender.flush();
    expect(await db.outbox.get(row.seq!)).toMatchObject({
      attempts: 2,
      lastError: "The server took too long to answer.",
    });
    clock += 10_000;
    await sender.flush();
    expect(sent).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it("tells onRetry of each failed send with the answer's status, 0 when there was none", async () => {
    const row = await addRow();
    let call = 0;
    const { fetch } = fakeFetch(() => {
      call += 1;
      if (call === 1) throw new TypeError("Failed to fetch");
      if (call === 2) return json(503, { error: "down" });
      return json(200, { ok: true });
    });
    const retries: Array<[number, number]> = [];
    const sender = makeSender({
      fetch,
      onRetry: (r, status) => retries.push([r.attempts, status]),
    });
    await sender.flush();
    clock += 10_000;
    await sender.flush();
    clock += 10_000;
    await sender.flush();
    expect(retries).toEqual([
      [1, 0],
      [2, 503],
    ]);
    expect(await db.outbox.get(row.seq!)).toBeUndefined();
  });

  it("gives a large body (a board post's image) its upload time before timing out", async () => {
    // 400 KB at 40 KB/s: 10 s more than the 30 ms base, so a 60 ms upload is not cut off.
    const row = await addRow({ body: { image_url: "x".repeat(400_000) } });
    const { sent, fetch } = fakeFetch(
      (_req, _i, init) =>
        new Promise<Response>((resolve, reject) => {
          const done = setTimeout(() => resolve(json(201, { id: 1 })), 60);
          init.signal!.addEventListener("abort", () => {
            clearTimeout(done);
            reject(init.signal!.reason);
          });
        }),
    );
    await makeSender({ fetch, timeoutMs: 30 }).flush();
    expect(sent).toHaveLength(1);
    expect(await db.outbox.get(row.seq!)).toBeUndefined();
  });

  it("refreshes the token on 401 and resends with the fresh one", async () => {
    await addRow();
    const { sent, fetch } = fakeFetch((req) =>
      req.token === "Bearer fresh" ? json(200, { ok: true }) : json(401, { error: "expired" }),
    );
    const refresh = vi.fn(async () => "fresh");
    const result = await makeSender({ fetch, accessToken: () => "stale", refresh }).flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.token)).toEqual(["Bearer stale", "Bearer fresh"]);
    expect(sent[0]!.key).toBe(sent[1]!.key);
    expect(result.sent).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it("holds the row when the refresh fails, and never marks it rejected", async () => {
    const row = await addRow();
    const { fetch } = fakeFetch(() => json(401, { error: "expired" }));
    const result = await makeSender({ fetch, refresh: async () => null }).flush();
    expect(result.nextAttemptAt).not.toBeNull();
    expect(await db.outbox.get(row.seq!)).toMatchObject({
      status: "queued",
      lastError: "Waiting for you to sign in again.",
    });
  });

  it("marks a 4xx rejected with the server's message and moves on to later rows", async () => {
    const bad = await addRow({ body: { bad: true } });
    const good = await addRow();
    const { sent, fetch } = fakeFetch((req) =>
      (req.body as { bad?: boolean }).bad
        ? json(400, { error: "Game kicked off before your pick synced" })
        : json(200, { ok: true }),
    );
    const rejected: OutboxRow[] = [];
    const result = await makeSender({ fetch, onRejected: (row) => rejected.push(row) }).flush();
    expect(sent.map((s) => s.key)).toEqual([bad.mutationId, good.mutationId]);
    expect(result).toMatchObject({ sent: 1, rejected: 1 });
    expect(rejected.map((r) => r.lastError)).toEqual(["Game kicked off before your pick synced"]);
    expect(await db.outbox.toArray()).toMatchObject([
      {
        mutationId: bad.mutationId,
        status: "rejected",
        rejectedStatus: 400,
        lastError: "Game kicked off before your pick synced",
      },
    ]);
    // A rejected row is not sent again by later passes.
    await makeSender({ fetch }).flush();
    expect(sent).toHaveLength(2);
  });

  it("shows field errors of a 400 as the rejection message", async () => {
    await addRow();
    const { fetch } = fakeFetch(() =>
      json(400, { first_name: ["Ensure this field has no more than 30 characters."] }),
    );
    await makeSender({ fetch }).flush();
    const [row] = await db.outbox.toArray();
    expect(row!.lastError).toBe("Ensure this field has no more than 30 characters.");
    // The answer itself stays on the row: a screen shows each message under its field.
    expect(row!.rejectedBody).toEqual({
      first_name: ["Ensure this field has no more than 30 characters."],
    });
  });

  it("treats 409 idempotency_in_progress as retry-later, honouring Retry-After", async () => {
    const row = await addRow();
    const { fetch } = fakeFetch(() =>
      json(409, { error: "busy", code: "idempotency_in_progress" }, { "retry-after": "3" }),
    );
    await makeSender({ fetch }).flush();
    const stored = (await db.outbox.get(row.seq!))!;
    expect(stored.status).toBe("queued");
    expect(stored.nextAttemptAt - clock).toBe(3000);
  });

  it("holds rows of another user and sends only the signed-in user's", async () => {
    const alices = [await addRow({ userId: 1 }), await addRow({ userId: 1 })];
    const bobs = await addRow({ userId: 2 });
    const { sent, fetch } = fakeFetch(() => json(200, { ok: true }));
    await makeSender({ fetch, currentUserId: () => 2, accessToken: () => "bob-token" }).flush();
    expect(sent.map((s) => s.key)).toEqual([bobs.mutationId]);
    expect((await db.outbox.toArray()).map((r) => r.mutationId)).toEqual(
      alices.map((r) => r.mutationId),
    );
    // Signed out: nothing at all is sent.
    await makeSender({ fetch, currentUserId: () => null }).flush();
    expect(sent).toHaveLength(1);
  });

  it("stops before sending when the user changes mid-pass", async () => {
    await addRow({ userId: 1 });
    let user = 1;
    let calls = 0;
    const { sent, fetch } = fakeFetch(() => json(200, { ok: true }));
    await makeSender({
      fetch,
      currentUserId: () => {
        calls += 1;
        if (calls > 1) user = 2;
        return user;
      },
    }).flush();
    expect(sent).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it("never drops or duplicates a row across any mix of failures", async () => {
    const rows = [];
    for (let i = 0; i < 12; i++) rows.push(await addRow());
    // A server with an idempotency table: applies each key once, replays afterwards.
    const applied = new Map<string, number>();
    let seed = 7;
    const rand = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const { fetch } = fakeFetch((req, _i, init) => {
      const roll = rand();
      if (roll < 0.15) throw new TypeError("Failed to fetch");
      if (roll < 0.3) return json(500, { error: "Server error" });
      if (roll < 0.4) return json(401, { error: "expired" });
      if (roll < 0.45)
        return new Promise<Response>((_r, reject) =>
          init.signal!.addEventListener("abort", () => reject(init.signal!.reason)),
        );
      const body = req.body as { n: number };
      if (!applied.has(req.key)) applied.set(req.key, body.n);
      // Some answers are lost on the way back: the write happened, the client saw an error.
      if (roll < 0.55) throw new TypeError("connection reset");
      return json(200, { n: applied.get(req.key) });
    });
    const order: string[] = [];
    const realSender = new OutboxSender({
      db,
      fetch,
      currentUserId: () => 1,
      accessToken: () => "token-1",
      refresh: async () => "token-1",
      now: () => clock,
      random: () => 0.5,
      timeoutMs: 5,
      onApplied: (row) => order.push(row.mutationId),
    });
    for (let round = 0; round < 400 && (await db.outbox.count()) > 0; round++) {
      const before = await db.outbox.count();
      const result = await realSender.flush();
      const after = await db.outbox.count();
      expect(before - after).toBe(result.sent);
      clock = (result.nextAttemptAt ?? clock) + 1;
    }
    expect(await db.outbox.count()).toBe(0);
    expect(order).toEqual(rows.map((r) => r.mutationId));
    expect([...applied.keys()].sort()).toEqual(rows.map((r) => r.mutationId).sort());
  });
});
