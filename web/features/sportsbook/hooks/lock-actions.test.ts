import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";

const store = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  key: () => null,
  length: 0,
});
// Offline: the sender cannot reach the server, so queued rows stay queued.
vi.stubGlobal(
  "fetch",
  vi.fn(async () => {
    throw new TypeError("offline");
  }),
);

const { db } = await import("#web/offline/db");
type PendingPick = import("#web/offline/db").PendingPick;
type SubmittedPick = import("#domain/picks/contract").SubmittedPick;
const { shownToasts } = await import("#web/ui/toast");
const { pendingKey } = await import("./pending-picks");
const { lockSubmitted, togglePendingLock, UNDO_MS } = await import("./lock-actions");

const pick = (gameId: number, name: string, isLock = false): PendingPick => ({
  gameId,
  pickType: "spread",
  gamePortion: "full_game",
  side: "home",
  propId: null,
  pickedTeamId: 251,
  odds: -110,
  line: -3.5,
  name,
  gameTime: "2099-09-07T23:30:00.000Z",
  lockAt: "2099-09-07T23:30:00.000Z",
  isLock,
});

async function addPending(p: PendingPick) {
  const key = pendingKey(7, 3, p);
  await db.pendingPicks.put({
    key,
    userId: 7,
    leagueId: 3,
    week: 2,
    gameId: p.gameId,
    pick: p,
    mutationId: null,
    rejection: null,
    updatedAt: Date.now(),
  });
  return key;
}

const rows = () => db.pendingPicks.toArray();
const locked = async () => (await rows()).filter((r) => r.pick.isLock).map((r) => r.pick.name);
const undoOf = (text: string) => shownToasts().find((t) => t.text === text)?.action;
/** The rows' newest copy, as the page's live query would give it. */
let latest: Awaited<ReturnType<typeof rows>> = [];
const newest = () => latest;

beforeEach(async () => {
  store.clear();
  store.set("pickem_token", "t");
  store.set("pickem_user", JSON.stringify({ id: 7, username: "fan" }));
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe("a pending pick's lock in one tap", () => {
  it("is set at once, and Undo takes it off again", async () => {
    const key = await addPending(pick(10, "TEX -3.5"));
    latest = await rows();
    await togglePendingLock(newest, key, true);
    expect(await locked()).toEqual(["TEX -3.5"]);
    const undo = undoOf("TEX -3.5 is your lock");
    expect(undo?.label).toBe("Undo");
    latest = await rows();
    undo!.run();
    await vi.waitFor(async () => expect(await locked()).toEqual([]));
  });

  it("moved to another pick, Undo puts it back on the pick that had it", async () => {
    await addPending(pick(10, "TEX -3.5", true));
    const other = await addPending(pick(11, "OSU -7"));
    latest = await rows();
    await togglePendingLock(newest, other, true);
    expect(await locked()).toEqual(["OSU -7"]);
    latest = await rows();
    undoOf("OSU -7 is your lock")!.run();
    await vi.waitFor(async () => expect(await locked()).toEqual(["TEX -3.5"]));
  });
});

describe("a submitted pick's lock in one tap", () => {
  const submitted = { id: 42 } as SubmittedPick;

  it("waits in the outbox for the Undo window; Undo takes it back before it is sent", async () => {
    const before = Date.now();
    await lockSubmitted(submitted, "TEX -3.5");
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ path: "/picks/42/set_lock/", method: "POST", status: "queued" });
    expect(row!.nextAttemptAt).toBeGreaterThanOrEqual(before + UNDO_MS);
    // A second tap while it waits queues nothing more.
    await lockSubmitted(submitted, "TEX -3.5");
    expect(await db.outbox.count()).toBe(1);
    undoOf("TEX -3.5 is your lock")!.run();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    await vi.waitFor(() =>
      expect(shownToasts().map((t) => t.text)).toContain("Lock on TEX -3.5 undone"),
    );
  });

  it("once the row is being sent, Undo says it is too late and leaves it", async () => {
    await lockSubmitted({ id: 43 } as SubmittedPick, "OSU -7");
    await db.outbox.toCollection().modify({ status: "sending" });
    undoOf("OSU -7 is your lock")!.run();
    await vi.waitFor(() =>
      expect(shownToasts().map((t) => t.text)).toContain("Too late to undo: the lock was sent"),
    );
    expect(await db.outbox.count()).toBe(1);
  });
});
