import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { offlineDevice, signedInFan } from "#web/offline/test-device";

// Offline: the sender cannot reach the server, so queued rows stay queued.
const store = offlineDevice();

const { db } = await import("#web/offline/db");
type PendingPick = import("#web/offline/db").PendingPick;
const { wakeOutbox } = await import("#web/offline/outbox");
const {
  queueSubmitPicks,
  pendingKey,
  draftPick,
  removePending,
  withEcho,
  canLockPending,
  setPendingLock,
  unsentNow,
} = await import("./pending-picks");
const { submitBody } = await import("./pick-writes");
const { reconcilePending } = await import("../api/pick-mutations");

const pick = (over: Partial<PendingPick> = {}): PendingPick => ({
  gameId: 10,
  pickType: "spread",
  gamePortion: "full_game",
  side: "home",
  propId: null,
  pickedTeamId: 251,
  odds: -110,
  line: -3.5,
  name: "TEX -3.5",
  gameTime: "2024-09-07T23:30:00.000Z",
  lockAt: "2024-09-07T23:30:00.000Z",
  isLock: false,
  ...over,
});

async function addPending(over: Partial<PendingPick> = {}, week = 2) {
  const p = pick(over);
  const key = pendingKey(7, 3, p);
  await db.pendingPicks.put({
    key,
    userId: 7,
    leagueId: 3,
    week,
    gameId: p.gameId,
    pick: p,
    mutationId: null,
    rejection: null,
    updatedAt: Date.now(),
  });
  return key;
}

beforeEach(() => signedInFan(store, db));

describe("pending picks and the outbox", () => {
  it("queues a submit with its pending rows linked in the same transaction", async () => {
    const a = await addPending();
    const b = await addPending({ gameId: 11 });
    const row = await queueSubmitPicks(
      { league_id: 3, week: 2, season_id: 1, lock_pick_index: 0, picks: [] },
      [a, b],
      "Submit 2 picks",
    );
    // Linked by the outbox row's own id (the Idempotency-Key); nothing extra goes to the server.
    expect(row.body).not.toHaveProperty("client_batch_id");
    const rows = await db.pendingPicks.toArray();
    expect(rows.map((r) => r.mutationId)).toEqual([row.mutationId, row.mutationId]);
    expect(await db.outbox.count()).toBe(1);
  });

  it("drops pending rows once their outbox row is gone (applied) and marks rejections", async () => {
    const a = await addPending();
    const queued = await queueSubmitPicks(
      { league_id: 3, week: 2, season_id: 1, lock_pick_index: null, picks: [] },
      [a],
      "Submit 1 pick",
    );
    // Let the (offline) sender finish its try before the server's answer is simulated.
    await wakeOutbox();
    await db.outbox
      .where("mutationId")
      .equals(queued.mutationId)
      .modify({ status: "rejected", lastError: "Game kicked off before your pick synced" });
    await reconcilePending();
    expect((await db.pendingPicks.get(a))?.rejection).toBe(
      "Game kicked off before your pick synced",
    );

    const c = await addPending({ gameId: 12 });
    const sent = await queueSubmitPicks(
      { league_id: 3, week: 2, season_id: 1, lock_pick_index: null, picks: [] },
      [c],
      "Submit 1 pick",
    );
    await db.outbox.where("mutationId").equals(sent.mutationId).delete();
    await reconcilePending();
    expect(await db.pendingPicks.get(c)).toBeUndefined();
    expect(await db.pendingPicks.get(a)).toBeDefined();
  });

  it("a draft not yet queued is left alone", async () => {
    const a = await addPending();
    await reconcilePending();
    expect(await db.pendingPicks.get(a)).toBeDefined();
  });
});

describe("a tap shows on the slip before the database answers", () => {
  const draft = (over: Partial<PendingPick> = {}) => {
    const p = pick(over);
    return { key: pendingKey(7, 3, p), userId: 7, leagueId: 3, week: 2, gameId: p.gameId, pick: p };
  };

  it("a drafted pick is shown at once and stored by the time the write resolves", async () => {
    const row = draft();
    const writing = draftPick(row);
    // Before any IndexedDB work has run: the database has nothing, the echo has the pick.
    expect(withEcho([], 7).map((r) => r.key)).toEqual([row.key]);
    expect(withEcho([], 8)).toEqual([]);
    await writing;
    expect(await db.pendingPicks.get(row.key)).toMatchObject({ key: row.key, mutationId: null });
  });

  it("a removed pick leaves the slip at once, even while the database still has it", async () => {
    const row = draft({ gameId: 13 });
    await draftPick(row);
    const stored = await db.pendingPicks.toArray();
    const removing = removePending(row.key);
    expect(stored.some((r) => r.key === row.key)).toBe(true);
    expect(withEcho(stored, 7).some((r) => r.key === row.key)).toBe(false);
    await removing;
    expect(await db.pendingPicks.get(row.key)).toBeUndefined();
  });

  it("a write the database refuses does not stay on the slip", async () => {
    const row = draft({ gameId: 14 });
    const put = vi.spyOn(db.pendingPicks, "put").mockRejectedValueOnce(new Error("QuotaExceeded"));
    await expect(draftPick(row)).rejects.toThrow("QuotaExceeded");
    put.mockRestore();
    expect(withEcho([], 7).some((r) => r.key === row.key)).toBe(false);
  });
});

describe("submit body", () => {
  it.each([
    [pick(), { pick_type: "spread", picked_value: "-3.5", picked_team_id: 251 }],
    [
      pick({ pickType: "over_under", side: "under", line: 52.5, pickedTeamId: null }),
      { pick_type: "over_under", picked_value: "under", value: 52.5 },
    ],
    [
      pick({ pickType: "player_prop", side: "over", propId: 9, line: 245.5, pickedTeamId: null }),
      { pick_type: "player_prop", picked_value: "over", prop_id: 9, prop_type: "player" },
    ],
    [
      pick({ pickType: "moneyline", side: "away", pickedTeamId: 245 }),
      { picked_team_id: 245, picked_value: null },
    ],
    [
      pick({ pickType: "moneyline", side: "draw", pickedTeamId: null, line: null }),
      { pick_type: "moneyline", picked_team_id: null, picked_outcome: "draw" },
    ],
  ])("maps %o", (p, expected) => {
    expect(submitBody(p)).toMatchObject(expected);
  });
});

// Last: moving a lock echoes rows for a few seconds, which the echo tests above must not see.
describe("the week's lock among pending picks", () => {
  const locks = { enable_locks: true };
  const before = Date.parse("2024-09-07T12:00:00.000Z");
  const rows = () => db.pendingPicks.toArray();
  const row = async (key: string) => (await db.pendingPicks.get(key))!;

  it("is offered while the game takes picks, in a league with locks, in a week without one", async () => {
    const a = await row(await addPending());
    const all = await rows();
    expect(canLockPending(locks, a, all, () => false, before)).toBe(true);
    expect(canLockPending({ enable_locks: false }, a, all, () => false, before)).toBe(false);
    expect(canLockPending(locks, a, all, () => true, before)).toBe(false);
    // Past the pick's deadline it cannot be sent, so it cannot be the lock either.
    expect(canLockPending(locks, a, all, () => false, Date.parse(a.pick.lockAt))).toBe(false);
  });

  it("is not offered beside a lock already queued for the server in the same week", async () => {
    const queuedLock = await addPending({ isLock: true });
    await queueSubmitPicks(
      { league_id: 3, week: 2, season_id: 1, lock_pick_index: 0, picks: [] },
      [queuedLock],
      "Submit 1 pick",
    );
    const sameWeek = await row(await addPending({ gameId: 11 }));
    const nextWeek = await row(await addPending({ gameId: 12 }, 3));
    const all = await rows();
    expect(canLockPending(locks, sameWeek, all, () => false, before)).toBe(false);
    expect(canLockPending(locks, nextWeek, all, () => false, before)).toBe(true);
    expect(canLockPending(locks, await row(queuedLock), all, () => false, before)).toBe(false);
  });

  it("moves within its week only, and never off a pick on its way to the server", async () => {
    const queued = await addPending({ gameId: 9, isLock: true }, 1);
    await queueSubmitPicks(
      { league_id: 3, week: 1, season_id: 1, lock_pick_index: 0, picks: [] },
      [queued],
      "Submit 1 pick",
    );
    const weekTwoLock = await addPending({ isLock: true });
    const weekTwoOther = await addPending({ gameId: 11 });
    const weekThreeLock = await addPending({ gameId: 12, isLock: true }, 3);
    await setPendingLock(await rows(), weekTwoOther, true);
    expect((await row(weekTwoOther)).pick.isLock).toBe(true);
    expect((await row(weekTwoLock)).pick.isLock).toBe(false);
    expect((await row(weekThreeLock)).pick.isLock).toBe(true);
    expect((await row(queued)).pick.isLock).toBe(true);
  });

  it("a second Submit finds nothing left to send once the first is queued", async () => {
    const a = await addPending();
    const screen = await rows();
    await queueSubmitPicks(
      { league_id: 3, week: 2, season_id: 1, lock_pick_index: null, picks: [] },
      [a],
      "Submit 1 pick",
    );
    // The screen still shows the row unsent; the database knows better.
    expect(screen[0]!.mutationId).toBeNull();
    expect(await unsentNow(screen)).toEqual([]);
  });
});
