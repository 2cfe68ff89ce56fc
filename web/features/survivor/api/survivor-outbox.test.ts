// A survivor pick rides the one outbox (issue 47): saved on the device with its path and body
// before any network, drawn from its row as the viewer's pick of the week, and a refused row
// (the Sync panel's) no longer is.
import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { offlineDevice, signedInFan } from "#web/offline/test-device";

const store = offlineDevice();
const { db } = await import("#web/offline/db");
const { queueSurvivorPick } = await import("./survivor-api");
const { SURVIVOR_PICK_KIND, survivorRowLeague } = await import("./survivor-mutations");
const { queuedPicks } = await import("../hooks/use-survivor");
const { viewerPicks } = await import("../survivor-rules");

beforeEach(() => signedInFan(store, db));

describe("a survivor pick offline", () => {
  it("is stored as one outbox row for the league's survivor pick", async () => {
    await queueSurvivorPick(3, { week: 6, game_id: 61, team_id: 4 }, "Survivor pick: Ohio State");
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: 7,
      method: "POST",
      path: "/leagues/3/survivor/pick/",
      body: { week: 6, game_id: 61, team_id: 4 },
      kind: SURVIVOR_PICK_KIND,
      status: "queued",
    });
    expect(survivorRowLeague(rows[0]!.path)).toBe(3);
  });

  it("shows as the week's pick of its league only, until refused", async () => {
    await queueSurvivorPick(3, { week: 6, game_id: 61, team_id: 4 }, "Survivor pick");
    await queueSurvivorPick(5, { week: 6, game_id: 60, team_id: 1 }, "Survivor pick");
    const rows = await db.outbox.orderBy("seq").toArray();
    const queued = queuedPicks(rows, 3);
    expect(queued.map((q) => q.team_id)).toEqual([4]);
    expect(viewerPicks(undefined, queued)[0]).toMatchObject({ week: 6, team_id: 4, queued: true });
    const refused = rows.map((r) => ({ ...r, status: "rejected" as const }));
    expect(queuedPicks(refused, 3)).toEqual([]);
  });
});
