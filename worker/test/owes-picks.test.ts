/**
 * The "owes picks" rule on the server (issue 43, domain/picks/owes-picks.ts): in a week the league
 * cannot pick — its postseason settings leave the games out, or every deadline has passed — the
 * answers owe nothing (no picks left, no ⚠, no "Incomplete", no reminder), and say where and why.
 * The clock is the replayed December: conference championships on Saturday 7 Dec 2024 (week 15),
 * a bowl on 21 Dec (week 17).
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { MemberLeague } from "#domain/leagues/contract";
import { call, createUser, setClock, type TestUser as User } from "./support";
import { createLeague, freshToken, insertGame, joinWithCode } from "./fixtures/leagues";

const WEDNESDAY = "2024-12-04T02:00:00.000Z";
const TITLE_KICKOFF = "2024-12-07T21:00:00.000Z";
const BOWL_KICKOFF = "2024-12-21T19:00:00.000Z";
const OUT =
  "This league does not include conference championship games or bowl games — the commissioner can change that in settings.";

let fan: User;
const leagues: Record<string, { id: number; code: string }> = {};

async function statusOf(week: number | null) {
  const q = week === null ? "" : `?week=${week}`;
  const res = await call(`/api/sportsbook/league_status/${q}`, { token: await freshToken(fan) });
  expect(res.status, res.text).toBe(200);
  return res.json.leagues as MemberLeague[];
}
const byName = (list: MemberLeague[], name: string) =>
  list.find((l) => l.id === leagues[name]!.id)!;

beforeAll(async () => {
  await setClock(WEDNESDAY);
  fan = await createUser();
  const owner = await createUser();
  await insertGame({ week: 15, kickoff: TITLE_KICKOFF, venue: "Mercedes-Benz Stadium" });
  await insertGame({ week: 17, kickoff: BOWL_KICKOFF, venue: "Cure Bowl", isPostseason: true });
  const make = async (name: string, settings: Record<string, unknown>) => {
    const l = await createLeague(await freshToken(owner), {
      name,
      picks_per_week: 5,
      postseason_pick_limit: 5,
      enable_locks: true,
      ...settings,
    });
    expect((await joinWithCode(await freshToken(fan), l.code)).status).toBe(200);
    leagues[name] = l;
  };
  await make("No Postseason", {});
  await make("Titles", { include_conf_championship: true });
  await make("Titles Noon", {
    include_conf_championship: true,
    submission_deadline: "saturday_noon",
  });
  await make("Titles Thursday", {
    include_conf_championship: true,
    submission_deadline: "custom",
    custom_deadline_day: 3,
    custom_deadline_time: "19:00",
  });
  await make("Bowls Only", { include_bowl_games: true });
});

describe("a week the league cannot pick owes no picks", () => {
  it("conference-championship week: no picks left in a league without the postseason, and why", async () => {
    for (const list of [await statusOf(null), await statusOf(15)]) {
      expect(byName(list, "No Postseason")).toMatchObject({
        picks_open: false,
        picks_remaining: 0,
        needs_action: false,
        next_pick_week: null,
        next_deadline: null,
        nothing_to_pick: OUT,
      });
      expect(byName(list, "Titles")).toMatchObject({
        picks_open: true,
        picks_remaining: 5,
        needs_action: true,
        next_pick_week: 15,
        next_deadline: TITLE_KICKOFF,
        nothing_to_pick: null,
      });
      // Saturday noon ET of the title game's week; the custom Thursday 7:00 PM ET.
      expect(byName(list, "Titles Noon").next_deadline).toBe("2024-12-07T17:00:00.000Z");
      expect(byName(list, "Titles Thursday").next_deadline).toBe("2024-12-06T00:00:00.000Z");
      // Week 15 is its postseason card, which holds the bowls it plays.
      expect(byName(list, "Bowls Only")).toMatchObject({
        picks_open: true,
        needs_action: true,
        next_pick_week: 17,
        next_deadline: BOWL_KICKOFF,
      });
    }
    const all = (await call("/api/leagues/", { token: await freshToken(fan) })).json
      .results as MemberLeague[];
    expect(byName(all, "No Postseason")).toMatchObject({ picks_remaining: 0, needs_action: false });
    const one = await call(`/api/leagues/${leagues["No Postseason"]!.id}/`, {
      token: await freshToken(fan),
    });
    expect(one.json).toMatchObject({ picks_remaining: 0, needs_action: false, picks_open: false });
  });

  it("the weekly view owes nobody picks in a week the league does not play", async () => {
    const weekly = async (name: string) =>
      (
        await call(`/api/leagues/${leagues[name]!.id}/weekly_picks/?week=15`, {
          token: await freshToken(fan),
        })
      ).json;
    expect(await weekly("No Postseason")).toMatchObject({
      picks_required: 0,
      not_played: 'League "No Postseason" does not allow Conference Championship picks',
    });
    expect(await weekly("Titles")).toMatchObject({ picks_required: 5, not_played: null });
  });

  it("custom deadline (Thursday 7:00 PM ET): closed from then, though kickoff is Saturday", async () => {
    await setClock("2024-12-06T00:30:00.000Z");
    const list = await statusOf(15);
    expect(byName(list, "Titles Thursday")).toMatchObject({
      picks_open: false,
      needs_action: false,
    });
    expect(byName(list, "Titles")).toMatchObject({ picks_open: true, needs_action: true });
  });

  it("saturday_noon: closed at 12:00 PM ET; game_time: open until kickoff", async () => {
    await setClock("2024-12-07T17:30:00.000Z");
    const list = await statusOf(15);
    expect(byName(list, "Titles Noon")).toMatchObject({ picks_open: false, picks_remaining: 0 });
    expect(byName(list, "Titles")).toMatchObject({ picks_open: true, picks_remaining: 5 });
    await setClock("2024-12-07T21:00:00.000Z");
    expect(byName(await statusOf(15), "Titles")).toMatchObject({
      picks_open: false,
      needs_action: false,
      next_pick_week: null,
    });
  });
});

describe("pick reminders follow the same rule", () => {
  it("no reminder for a week the league leaves out; one where it plays the week", async () => {
    const db = env.DB;
    const kickoff = "2024-12-14T20:00:00.000Z";
    await db
      .prepare("UPDATE games SET kickoff_at = ?, status = 'scheduled' WHERE week = 15")
      .bind(kickoff)
      .run();
    // 23 hours before kickoff: the 24-hour reminder, where one is owed.
    await setClock(new Date(Date.parse(kickoff) - 23 * 3_600_000).toISOString());
    const reminders = async () =>
      (
        (await call("/api/notifications/?type=reminders", { token: await freshToken(fan) })).json
          .results as Array<{ object_id: number }>
      ).map((n) => n.object_id);
    const got = await reminders();
    expect(got).toContain(leagues["Titles"]!.id);
    expect(got).not.toContain(leagues["No Postseason"]!.id);
    expect(got).not.toContain(leagues["Bowls Only"]!.id);
  });
});
