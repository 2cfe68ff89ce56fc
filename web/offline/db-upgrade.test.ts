import "fake-indexeddb/auto";
import Dexie from "dexie";
import { describe, expect, it } from "vitest";
import type { GamesResponse } from "#domain/sportsbook/contract";
import { PickemDB } from "./db";

/** The tables of versions 2 and 3 as they were shipped (version 3 changed rows, not tables). */
const V2_STORES = {
  session: "id",
  outbox: "++seq, &mutationId, userId, status, kind, [userId+status]",
  profiles: "userId",
  pendingPicks: "key, userId, [userId+leagueId+week], gameId, mutationId",
  selectedWeeks: "[userId+leagueId], userId",
  cachedGames: "id, [sport+season+week]",
  cachedOdds: "gameId, [sport+season+week]",
  meta: "key",
  leagueStatus: "key, userId",
};

describe("database upgrades", () => {
  it("version 3 links a queued pending pick to its outbox row by mutationId", async () => {
    const name = "pickem-upgrade-v3";
    const old = new Dexie(name);
    old.version(2).stores(V2_STORES);
    await old.open();
    await old.table("outbox").add({
      mutationId: "m-1",
      userId: 7,
      status: "rejected",
      kind: "picks.submit",
      body: { league_id: 3, client_batch_id: "batch-1" },
    });
    const base = { userId: 7, leagueId: 3, week: 2, gameId: 10, mutationId: null, updatedAt: 1 };
    await old.table("pendingPicks").bulkAdd([
      { ...base, key: "queued", pick: { name: "TEX -3.5", batchId: "batch-1", rejection: "Late" } },
      { ...base, key: "draft", pick: { name: "Over 52.5" } },
    ]);
    old.close();

    const db = new PickemDB(name);
    const queued = await db.pendingPicks.get("queued");
    const draft = await db.pendingPicks.get("draft");
    expect(queued).toMatchObject({ mutationId: "m-1", rejection: "Late" });
    expect(queued?.pick).toEqual({ name: "TEX -3.5" });
    expect(draft).toMatchObject({ mutationId: null, rejection: null, pick: { name: "Over 52.5" } });
    db.close();
  });

  it("version 4 keeps a week as one row and drops the per-game copies, keeping pending picks", async () => {
    const name = "pickem-upgrade-v4";
    const old = new Dexie(name);
    old.version(3).stores(V2_STORES);
    await old.open();
    await old.table("cachedGames").add({ id: 1, sport: "ncaa-football", season: 1, week: 14 });
    await old.table("meta").add({ key: "sportsbook:ncaa-football:season", fetchedAt: 1, value: 1 });
    await old.table("pendingPicks").add({
      key: "draft",
      userId: 7,
      leagueId: 3,
      week: 14,
      gameId: 1,
      mutationId: null,
      rejection: null,
      updatedAt: 1,
      pick: { name: "Over 52.5" },
    });
    old.close();

    const db = new PickemDB(name);
    await db.open();
    const tables = db.tables.map((t) => t.name);
    for (const gone of ["cachedGames", "cachedOdds", "meta"]) expect(tables).not.toContain(gone);
    const filterOptions = { weeks: [] } as unknown as GamesResponse["filter_options"];
    await db.weeks.put({ key: "ncaa-football:14:", games: [], filterOptions, fetchedAt: 1 });
    expect(await db.weeks.count()).toBe(1);
    expect(await db.pendingPicks.get("draft")).toMatchObject({ pick: { name: "Over 52.5" } });
    db.close();
  });
});
