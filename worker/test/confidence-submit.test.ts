/**
 * A confidence league's week (issue 46, ADR 0406) through POST /api/weekly-picks/submit_picks/ on
 * real D1: exactly N picks ranked 1 to N, each rank once, no lock; every refusal a 400 under its
 * field with nothing stored; the ranks stored and answered; a standard league's picks unchanged.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CONFIDENCE_MESSAGES as M } from "#domain/leagues/pool-format";
import { countPicks } from "./fixtures/sportsbook";
import { sportsbookKit } from "./sportsbook-support";
import { call } from "./support";

const { season, spreadPick, submit, setup } = sportsbookKit();

async function confidenceWeek() {
  const kit = await setup({ picksPerWeek: 3, enableLocks: false });
  await env.DB.prepare("UPDATE leagues SET pool_format = 'confidence' WHERE id = ?")
    .bind(kit.league.id)
    .run();
  const send = (ranks: unknown[], extra: Record<string, unknown> = {}) =>
    submit(kit.user, {
      league_id: kit.league.id,
      week: 5,
      season_id: season.seasonId,
      picks: ranks.map((confidence, i) => ({ ...spreadPick(kit.games[i]!), confidence })),
      ...extra,
    });
  return { ...kit, send };
}

describe("a confidence week's submission", () => {
  it("stores each pick's rank and answers it on the submission and the user's picks", async () => {
    const { user, league, send } = await confidenceWeek();
    const res = await send([2, 3, 1]);
    expect(res.status, res.text).toBe(201);
    expect(res.json.picks.map((p: { confidence: number }) => p.confidence)).toEqual([2, 3, 1]);
    const listed = await call(`/api/user-picks/?league_id=${league.id}&week=5`, {
      token: user.token,
    });
    expect(listed.json.picks).toEqual(res.json.picks);
    const rows = await env.DB.prepare(
      "SELECT confidence FROM picks WHERE league_id = ? ORDER BY confidence",
    )
      .bind(league.id)
      .all<{ confidence: number }>();
    expect(rows.results.map((r) => r.confidence)).toEqual([1, 2, 3]);
  });

  it("refuses a wrong count, a missing, repeated, out-of-range or fractional rank, and a lock, storing nothing", async () => {
    const { user, league, send } = await confidenceWeek();
    const refusals: [unknown[], Record<string, unknown>, Record<string, string[]>][] = [
      [[1, 2], {}, { picks: [M.exactly(3)] }],
      [[1, null, 3], {}, { "picks.1.confidence": [M.missing] }],
      [[1, 1, 3], {}, { "picks.1.confidence": [M.repeated(1)] }],
      [[1, 2, 4], {}, { "picks.2.confidence": [M.range(3)] }],
      [[1, 2.5, 3], {}, { "picks.1.confidence": [M.notInteger] }],
      [[1, 2, 3], { lock_pick_index: 0 }, { lock_pick_index: [M.noLocks] }],
    ];
    for (const [ranks, extra, errors] of refusals) {
      const res = await send(ranks, extra);
      expect(res.status, JSON.stringify(ranks)).toBe(400);
      expect(res.json).toEqual(errors);
    }
    expect(await countPicks(user.id, league.id)).toBe(0);
  });

  it("refuses the newer screen's one unranked pick in a confidence league, storing nothing", async () => {
    const { user, league, games } = await confidenceWeek();
    const res = await call("/api/picks/", {
      token: user.token,
      body: { game: games[0]!.id, betType: "spread", selection: "home", leagueId: league.id },
    });
    expect([res.status, res.json.error]).toEqual([400, M.rankedTogether]);
    expect(await countPicks(user.id, league.id)).toBe(0);
  });

  it("leaves a standard league's picks without a rank, whatever the client sends", async () => {
    const { user, league, games } = await setup();
    const res = await submit(user, {
      league_id: league.id,
      week: 5,
      season_id: season.seasonId,
      picks: [{ ...spreadPick(games[0]!), confidence: 9 }],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.picks[0]).not.toHaveProperty("confidence");
    const row = await env.DB.prepare("SELECT confidence FROM picks WHERE user_id = ?")
      .bind(user.id)
      .first();
    expect(row).toEqual({ confidence: null });
  });
});
