/**
 * A league's auto-pick settings (issue 47, ADR 0407) on real D1: off and 3 weeks unless the
 * league says otherwise, in the detail and the list; a bad value is a 400 under its field with
 * nothing stored; the commissioner changes them by PATCH even once scoring settings are frozen.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUTO_PICK_MESSAGES } from "#domain/leagues/auto-pick-settings";
import { FROZEN_SETTING_MESSAGE } from "#domain/leagues/frozen-settings";
import { call, createUser } from "./support";
import { insertLeague } from "./fixtures/sportsbook";
import { sportsbookKit } from "./sportsbook-support";

const { season, spreadPick, submit, setup } = sportsbookKit();

async function create(body: Record<string, unknown>) {
  const user = await createUser();
  return { user, res: await call("/api/leagues/", { token: user.token, body }) };
}

const storedRow = (id: number) =>
  env.DB.prepare("SELECT auto_pick, auto_pick_limit FROM leagues WHERE id = ?").bind(id).first();

describe("a league's auto-pick settings", () => {
  it("are off with a limit of 3 unless the league says otherwise, in the detail and the list", async () => {
    const { user, res } = await create({ name: "Plain Crew" });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ auto_pick: "off", auto_pick_limit: 3 });
    const detail = await call(`/api/leagues/${res.json.id}/`, { token: user.token });
    expect(detail.json).toMatchObject({ auto_pick: "off", auto_pick_limit: 3 });
    const list = await call("/api/leagues/", { token: user.token });
    const item = list.json.results.find((l: { id: number }) => l.id === res.json.id);
    expect(item).toMatchObject({ auto_pick: "off", auto_pick_limit: 3 });
  });

  it("stores the mode and limit a league is created with and answers them", async () => {
    const { user, res } = await create({
      name: "Sleepy Crew",
      auto_pick: "home",
      auto_pick_limit: 0,
    });
    expect(res.status, res.text).toBe(201);
    expect(await storedRow(res.json.id)).toEqual({ auto_pick: "home", auto_pick_limit: 0 });
    const detail = await call(`/api/leagues/${res.json.id}/`, { token: user.token });
    expect(detail.json).toMatchObject({ auto_pick: "home", auto_pick_limit: 0 });
  });

  it("refuses an unknown mode and a limit outside 0-10 under their fields, storing nothing", async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ auto_pick: "random" }, { auto_pick: [AUTO_PICK_MESSAGES.mode] }],
      [{ auto_pick_limit: 11 }, { auto_pick_limit: [AUTO_PICK_MESSAGES.limit] }],
      [{ auto_pick_limit: -1 }, { auto_pick_limit: [AUTO_PICK_MESSAGES.limit] }],
      [{ auto_pick_limit: 2.5 }, { auto_pick_limit: [AUTO_PICK_MESSAGES.limit] }],
      [{ auto_pick_limit: "3" }, { auto_pick_limit: [AUTO_PICK_MESSAGES.limit] }],
    ];
    for (const [body, errors] of cases) {
      const name = `Bad ${JSON.stringify(body)}`;
      const { res } = await create({ name, ...body });
      expect(res.status, name).toBe(400);
      expect(res.json, name).toEqual(errors);
      const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM leagues WHERE name = ?")
        .bind(name)
        .first<{ n: number }>();
      expect(n!.n).toBe(0);
    }
  });

  it("are changed by the commissioner after the first pick, when scoring settings are frozen", async () => {
    const { user, league, games } = await setup({ picksPerWeek: 1, enableLocks: false }, 4);
    const sent = await submit(user, {
      league_id: league.id,
      week: 4,
      season_id: season.seasonId,
      picks: [spreadPick(games[0]!)],
    });
    expect(sent.status, sent.text).toBe(201);
    const frozen = await call(`/api/leagues/${league.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { picks_per_week: 2 },
    });
    expect(frozen.json).toEqual({ picks_per_week: [FROZEN_SETTING_MESSAGE] });
    const res = await call(`/api/leagues/${league.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { auto_pick: "favorite", auto_pick_limit: 5 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ auto_pick: "favorite", auto_pick_limit: 5 });
    expect(await storedRow(league.id)).toEqual({ auto_pick: "favorite", auto_pick_limit: 5 });
    const bad = await call(`/api/leagues/${league.id}/`, {
      method: "PATCH",
      token: user.token,
      body: { auto_pick: "always" },
    });
    expect([bad.status, bad.json]).toEqual([400, { auto_pick: [AUTO_PICK_MESSAGES.mode] }]);
    expect(await storedRow(league.id)).toEqual({ auto_pick: "favorite", auto_pick_limit: 5 });
  });

  it("are not the commissioner's to change for another member (403, nothing stored)", async () => {
    const owner = await createUser();
    const fan = await createUser();
    const league = await insertLeague(season, [owner, fan]);
    const res = await call(`/api/leagues/${league.id}/`, {
      method: "PATCH",
      token: fan.token,
      body: { auto_pick: "home" },
    });
    expect(res.status).toBe(403);
    expect(await storedRow(league.id)).toEqual({ auto_pick: "off", auto_pick_limit: 3 });
  });
});
