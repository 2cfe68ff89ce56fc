import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SURVIVOR_SETTING_MESSAGES as M } from "#domain/leagues/survivor-settings";
import { call, createUser } from "./support";
import { ensureSeason } from "./fixtures/leagues";

async function create(body: unknown) {
  await ensureSeason();
  const user = await createUser();
  return { user, res: await call("/api/leagues/", { token: user.token, body }) };
}

const columns = (id: number) =>
  env.DB.prepare(
    "SELECT pool_format, enable_locks, survivor_lives, survivor_pick_type, survivor_push FROM leagues WHERE id = ?",
  )
    .bind(id)
    .first();

describe("survivor league settings (issue 47)", () => {
  it("a standard league answers the survivor defaults, in the detail and the list", async () => {
    const { user, res } = await create({ name: "Plain Crew" });
    expect(res.status, res.text).toBe(201);
    const defaults = {
      survivor_lives: 1,
      survivor_pick_type: "straight_up",
      survivor_push: "survive",
    };
    expect(res.json).toMatchObject({ pool_format: "standard", ...defaults });
    const list = await call("/api/leagues/", { token: user.token });
    const item = list.json.results.find((l: { id: number }) => l.id === res.json.id);
    expect(item).toMatchObject(defaults);
  });

  it("stores a survivor league's lives, pick type and push rule, with its locks off", async () => {
    const { user, res } = await create({
      name: "Last Fan Standing",
      pool_format: "survivor",
      survivor_lives: "2",
      survivor_pick_type: "spread",
      survivor_push: "lose",
      enable_locks: true,
    });
    expect(res.status, res.text).toBe(201);
    const chosen = { survivor_lives: 2, survivor_pick_type: "spread", survivor_push: "lose" };
    expect(res.json).toMatchObject({ pool_format: "survivor", enable_locks: false, ...chosen });
    expect(await columns(res.json.id)).toEqual({
      pool_format: "survivor",
      enable_locks: 0,
      ...chosen,
    });
    const detail = await call(`/api/leagues/${res.json.id}/`, { token: user.token });
    expect(detail.json).toMatchObject({ pool_format: "survivor", ...chosen });
    const edit = await call(`/api/leagues/${res.json.id}/`, {
      token: user.token,
      method: "PATCH",
      body: { survivor_lives: 3, survivor_push: "survive" },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.json).toMatchObject({ survivor_lives: 3, survivor_push: "survive" });
  });

  it("refuses lives outside 1 to 3 and unknown rules under their fields, storing nothing", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM leagues").first<{ n: number }>();
    for (const [body, errors] of [
      [{ survivor_lives: 0 }, { survivor_lives: [M.lives] }],
      [{ survivor_lives: 4 }, { survivor_lives: [M.lives] }],
      [{ survivor_lives: 1.5 }, { survivor_lives: [M.lives] }],
      [{ survivor_pick_type: "moneyline" }, { survivor_pick_type: [M.pickType] }],
      [{ survivor_push: "tie" }, { survivor_push: [M.push] }],
    ] as const) {
      const { res } = await create({ name: "Bad Survivor", pool_format: "survivor", ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toEqual(errors);
    }
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM leagues").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});
