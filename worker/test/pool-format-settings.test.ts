import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CONFIDENCE_MESSAGES } from "#domain/leagues/pool-format";
import { call, createUser } from "./support";
import { ensureMlbSeason, ensureSeason } from "./fixtures/leagues";

async function create(body: unknown) {
  await ensureSeason();
  const user = await createUser();
  return { user, res: await call("/api/leagues/", { token: user.token, body }) };
}

describe("league pool format and bowl pool settings (issue 46)", () => {
  it("a league is standard and season-long unless it says otherwise, in the detail and the list", async () => {
    const { user, res } = await create({ name: "Plain Crew" });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ pool_format: "standard", postseason_only: false });
    const detail = await call(`/api/leagues/${res.json.id}/`, { token: user.token });
    expect(detail.json).toMatchObject({ pool_format: "standard", postseason_only: false });
    const list = await call("/api/leagues/", { token: user.token });
    const item = list.json.results.find((l: { id: number }) => l.id === res.json.id);
    expect(item).toMatchObject({ pool_format: "standard", postseason_only: false });
  });

  it("a confidence bowl pool is stored with its locks off", async () => {
    const { user, res } = await create({
      name: "Bowl Mania",
      pool_format: "confidence",
      postseason_only: true,
      include_bowl_games: true,
      include_playoffs: true,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      pool_format: "confidence",
      postseason_only: true,
      enable_locks: false,
    });
    const row = await env.DB.prepare(
      "SELECT pool_format, postseason_only, enable_locks FROM leagues WHERE id = ?",
    )
      .bind(res.json.id)
      .first();
    expect(row).toEqual({ pool_format: "confidence", postseason_only: 1, enable_locks: 0 });
    const detail = await call(`/api/leagues/${res.json.id}/`, { token: user.token });
    expect(detail.json).toMatchObject({ pool_format: "confidence", postseason_only: true });
  });

  it("refuses a lock pick in a confidence league and an unknown format, under their fields", async () => {
    const locks = await create({ name: "Ranked", pool_format: "confidence", enable_locks: true });
    expect(locks.res.status).toBe(400);
    expect(locks.res.json).toEqual({ enable_locks: [CONFIDENCE_MESSAGES.noLocks] });
    const odd = await create({ name: "Odd", pool_format: "knockout" });
    expect(odd.res.status).toBe(400);
    expect(odd.res.json).toEqual({
      pool_format: ["Pool format must be standard, confidence or survivor"],
    });
  });

  it("refuses a postseason-only league of a sport without a postseason", async () => {
    await ensureMlbSeason();
    const { res } = await create({
      name: "Diamond Bowls",
      sport_type: "mlb",
      postseason_only: true,
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      postseason_only: ["MLB has no postseason: a postseason-only league needs a sport with one"],
    });
  });
});
