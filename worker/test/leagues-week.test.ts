/**
 * A league's week: weekly picks visibility (per pick, by the server clock), the commissioner's
 * scoring settings frozen at the first pick deadline, and the current week's games.
 */
import { describe, expect, it } from "vitest";
import { call, createUser, setClock } from "./support";
import {
  createLeague,
  freshToken,
  insertGame,
  insertPick,
  leagueWith,
  setGameStatus,
} from "./fixtures/leagues";

describe("weekly picks visibility (per pick, server clock)", () => {
  it("hides another member's pick until its game kicks off; counts always show", async () => {
    await setClock("2030-09-05T12:00:00.000Z");
    const { league, users } = await leagueWith(2, { picks_per_week: 2 });
    const [viewer, other] = users as [(typeof users)[0], (typeof users)[0]];
    const early = await insertGame({ week: 1, kickoff: "2030-09-06T16:00:00.000Z" });
    const late = await insertGame({
      week: 1,
      kickoff: "2030-09-07T20:00:00.000Z",
      home: 68,
      away: 2005,
    });
    await insertGame({ week: 2, kickoff: "2030-09-14T16:00:00.000Z" });
    await insertPick({
      userId: other.id,
      leagueId: league.id,
      gameId: early,
      week: 1,
      isLock: true,
    });
    await insertPick({ userId: other.id, leagueId: league.id, gameId: late, week: 1 });
    const sharedPick = await insertPick({
      userId: viewer.id,
      leagueId: league.id,
      gameId: late,
      week: 1,
      pickedTeamId: 68,
    });
    const week = async (token: string) => {
      const user = token === viewer.token ? viewer : other;
      const fresh = await freshToken(user);
      return (await call(`/api/leagues/${league.id}/weekly_picks/?week=1`, { token: fresh })).json;
    };
    const entry = (body: { weekly_picks: { user_id: number }[] }, id: number) =>
      body.weekly_picks.find((w) => w.user_id === id) as unknown as {
        picks: { id: number; game_id: number }[];
        picks_submitted: number;
        locks_submitted: number;
        is_complete: boolean;
        is_current_user: boolean;
      };

    let body = await week(viewer.token);
    expect(body.is_current_week).toBe(true);
    expect(entry(body, other.id)).toMatchObject({
      picks: [],
      picks_submitted: 2,
      locks_submitted: 1,
      is_complete: true,
    });
    expect(entry(body, viewer.id).picks).toHaveLength(1);
    expect(entry(body, viewer.id).is_current_user).toBe(true);
    expect(JSON.stringify(entry(body, other.id))).not.toContain("picked_team");

    // One minute after the first kickoff: that pick shows, the later game's does not.
    await setClock("2030-09-06T16:01:00.000Z");
    body = await week(viewer.token);
    expect(entry(body, other.id).picks.map((p) => p.game_id)).toEqual([early]);

    // The owner shares the later pick early: the other member sees it before kickoff.
    const { env } = await import("cloudflare:test");
    await env.DB.prepare("UPDATE picks SET is_shared_early = 1 WHERE id = ?")
      .bind(sharedPick)
      .run();
    body = await week(other.token);
    expect(entry(body, viewer.id).picks.map((p) => p.id)).toEqual([sharedPick]);

    // The week ends (every game final): everything shows.
    await setGameStatus(early, "final");
    await setGameStatus(late, "final");
    body = await week(viewer.token);
    expect(body.week_over).toBe(true);
    expect(entry(body, other.id).picks).toHaveLength(2);
  });

  it("show_picks_before_lock reveals every pick at once", async () => {
    await setClock("2031-09-05T12:00:00.000Z");
    const { league, users } = await leagueWith(2, { show_picks_before_lock: true });
    const game = await insertGame({ week: 1, kickoff: "2031-09-06T16:00:00.000Z" });
    await insertPick({ userId: users[1]!.id, leagueId: league.id, gameId: game, week: 1 });
    const body = (
      await call(`/api/leagues/${league.id}/weekly_picks/?week=1`, { token: users[0]!.token })
    ).json;
    expect(body.picks_revealed).toBe(true);
    expect(
      body.weekly_picks.find((w: { user_id: number }) => w.user_id === users[1]!.id).picks,
    ).toHaveLength(1);
  });

  it("rejects a malformed week", async () => {
    const { league, users } = await leagueWith(1);
    const res = await call(`/api/leagues/${league.id}/weekly_picks/?week=x`, {
      token: users[0]!.token,
    });
    expect(res.status).toBe(400);
  });
});

describe("commissioner edits", () => {
  it("scoring settings freeze at the first pick deadline; name and sponsor text stay editable", async () => {
    await setClock("2032-08-20T12:00:00.000Z");
    const owner = await createUser();
    const league = await createLeague(owner.token);
    await insertGame({ week: 0, kickoff: "2032-08-24T16:00:00.000Z" });
    const path = `/api/leagues/${league.id}/`;
    const before = await call(path, {
      method: "PATCH",
      token: owner.token,
      body: { picks_per_week: 7 },
    });
    expect(before.status, before.text).toBe(200);
    expect(before.json.picks_per_week).toBe(7);
    const invalid = await call(path, {
      method: "PATCH",
      token: owner.token,
      body: { secondary_tiebreaker: "pick_percentage" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.secondary_tiebreaker).toBeDefined();

    await setClock("2032-08-24T16:00:01.000Z");
    owner.token = await freshToken(owner);
    const frozen = await call(path, {
      method: "PATCH",
      token: owner.token,
      body: { picks_per_week: 3, allowed_bet_types: ["moneyline"] },
    });
    expect(frozen.status).toBe(400);
    expect(frozen.json.picks_per_week[0]).toContain("first pick deadline has passed");
    expect(frozen.json.allowed_bet_types).toBeDefined();
    const text = await call(path, {
      method: "PATCH",
      token: owner.token,
      body: {
        name: "Renamed League",
        description: "New words",
        is_sponsored: true,
        sponsor_name: "Joe",
        prize_description: "Pie",
      },
    });
    expect(text.status, text.text).toBe(200);
    expect(text.json).toMatchObject({
      name: "Renamed League",
      sponsor_name: "Joe",
      picks_per_week: 7,
      settings_locked: true,
    });
    const below = await call(path, {
      method: "PATCH",
      token: owner.token,
      body: { max_members: 0 },
    });
    expect(below.status).toBe(400);
  });
});

describe("current_week_games", () => {
  it("lists the current week's games, filtered by the league's conference filter", async () => {
    await setClock("2033-08-20T12:00:00.000Z");
    const owner = await createUser();
    const league = await createLeague(owner.token, { conference_filter: "sec" });
    const all = await createLeague(owner.token);
    const secGame = await insertGame({ week: 0, kickoff: "2033-08-30T16:00:00.000Z" });
    const mwGame = await insertGame({
      week: 0,
      kickoff: "2033-08-30T20:00:00.000Z",
      home: 68,
      away: 2005,
    });
    const ids = async (id: number) =>
      (await call(`/api/leagues/${id}/current_week_games/`, { token: owner.token })).json.games.map(
        (g: { id: number }) => g.id,
      );
    // (Earlier tests in this file left other week-0 games; only these two matter here.)
    const sec = await ids(league.id);
    expect(sec).toContain(secGame);
    expect(sec).not.toContain(mwGame);
    expect(await ids(all.id)).toEqual(expect.arrayContaining([secGame, mwGame]));
    const body = (
      await call(`/api/leagues/${league.id}/current_week_games/`, { token: owner.token })
    ).json;
    expect(body.week).toBe(0);
    expect(body.games.find((g: { id: number }) => g.id === secGame)).toMatchObject({
      home_team: { abbreviation: "ALA" },
      away_team: { abbreviation: "FLA" },
    });
  });
});
