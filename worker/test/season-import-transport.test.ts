/**
 * Issue 42: `npm start`'s season import through wrangler's platform proxy died when the proxy's
 * connection to workerd was closed under it. The real importer on the real local D1; the only
 * stand-in is the dropped connection, thrown exactly as undici's fetch throws it.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { importSeason } from "#data/import-season";
import { buildSeasonRows } from "#data/season-rows";
import { IMPORT_NOW, seasonFiles } from "./season-support";

/** undici's error for a request written into a socket workerd had already closed. */
function otherSideClosed() {
  const cause = Object.assign(new Error("other side closed"), {
    name: "SocketError",
    code: "UND_ERR_SOCKET",
  });
  return new TypeError("fetch failed", { cause });
}

type BatchFault = (call: number) => "drop-before" | "drop-after" | "sql-error" | undefined;

/** env.DB whose batch calls (counted from 1) fail as `fault` says; everything else is real. */
function faultyDb(fault: BatchFault) {
  let calls = 0;
  const db = new Proxy(env.DB, {
    get(target, key) {
      if (key === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          calls += 1;
          const kind = fault(calls);
          if (kind === "drop-before") throw otherSideClosed();
          if (kind === "sql-error") throw new Error("D1_ERROR: no such table: nowhere");
          const results = await target.batch(statements);
          // The batch was applied and its answer lost: sending it again must change nothing.
          if (kind === "drop-after") throw otherSideClosed();
          return results;
        };
      }
      const value = Reflect.get(target, key) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, calls: () => calls };
}

const rows = buildSeasonRows(seasonFiles, 0, IMPORT_NOW.toISOString());
const count = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

/** Every row of the season, each once: what a clean import leaves. */
async function expectWholeSeason() {
  expect(await count("teams")).toBe(rows.teams.length);
  expect(await count("games")).toBe(rows.games.length);
  expect(await count("game_source_results")).toBe(rows.sourceResults.length);
  expect(await count("odds")).toBe(rows.odds.length);
  expect(await count("odds_history")).toBe(rows.oddsHistory.length);
  expect(await count("props")).toBe(rows.props.length);
  expect(await count("player_game_stats")).toBe(rows.playerStats.length);
  expect(await count("rankings")).toBe(rows.rankings.length);
  expect(
    await env.DB.prepare("SELECT value FROM app_settings WHERE key = 'replay_shift_weeks'").first(),
  ).not.toBeNull();
}

describe("season import through a connection that drops", () => {
  it("completes with every row once when a batch's connection is closed before and after it is applied", async () => {
    // Batch 4 holds the games, batch 7 odds: one lost on the way in, one on the way back.
    const { db, calls } = faultyDb((n) =>
      n === 4 ? "drop-before" : n === 7 ? "drop-after" : undefined,
    );
    const summary = await importSeason(db, seasonFiles, { now: IMPORT_NOW, demoWeek: 13 });
    expect(calls()).toBeGreaterThan(7);
    expect(summary.games).toBe(rows.games.length);
    await expectWholeSeason();
  });

  it("does not send a batch again when D1 refused its SQL: the import fails loudly", async () => {
    const { db, calls } = faultyDb((n) => (n === 5 ? "sql-error" : undefined));
    await expect(importSeason(db, seasonFiles, { now: IMPORT_NOW, demoWeek: 13 })).rejects.toThrow(
      "no such table: nowhere",
    );
    expect(calls()).toBe(5);
  });

  it("gives up on a connection that keeps dropping, and the next start's import completes the season", async () => {
    // The rows after the games gone, and the stored shift: the import then dies in the middle of
    // the odds (its batches 6 and 7 written, 8 not), as the failed starts did.
    for (const table of [
      "odds_history",
      "odds",
      "props",
      "player_game_stats",
      "game_source_results",
    ])
      await env.DB.prepare(`DELETE FROM ${table}`).run();
    await env.DB.prepare("DELETE FROM app_settings").run();
    const { db, calls } = faultyDb((n) => (n >= 8 ? "drop-before" : undefined));
    const dead = importSeason(db, seasonFiles, { now: IMPORT_NOW, demoWeek: 13 });
    await expect(dead).rejects.toThrow("fetch failed");
    // Batch 8 and its three retries, then nothing more.
    expect(calls()).toBe(11);
    expect(await count("odds")).toBeLessThan(rows.odds.length);
    // The shift is stored last: a half-imported season is not taken for a finished one.
    expect(
      await env.DB.prepare(
        "SELECT value FROM app_settings WHERE key = 'replay_shift_weeks'",
      ).first(),
    ).toBeNull();

    await importSeason(env.DB, seasonFiles, { now: IMPORT_NOW, demoWeek: 13 });
    await expectWholeSeason();
  }, 60_000);
});
