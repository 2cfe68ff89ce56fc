/**
 * A survivor league's picks due on real D1 (issue 47, ADR 0407): the week's one survivor pick
 * counts for the member's league answers (picks left, needs action) and the commissioner's "who
 * has not picked" (weekly_picks), a member out of the pool owes nothing, and the dashboard's
 * standings carry the survivor order, each row's standing and how many are still alive; the pick
 * reminders remind only the alive members without the week's pick.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { freshToken, insertGame as insertFixtureGame, leagueWithMembers } from "./fixtures/leagues";
import { insertGame, insertLeague } from "./fixtures/sportsbook";
import { survivorPoolWithOneOut } from "./fixtures/survivor";
import { sportsbookKit } from "./sportsbook-support";
import { call, createUser, setClock, type TestUser } from "./support";

const { season, hours } = sportsbookKit();

const detail = async (user: TestUser, leagueId: number) => {
  const res = await call(`/api/leagues/${leagueId}/`, { token: user.token });
  expect(res.status, res.text).toBe(200);
  return res.json;
};

describe("a survivor league's picks due", () => {
  it("counts the week's survivor pick, for the member and the commissioner, and an eliminated member owes none", async () => {
    const [fan, mate, outcast] = [await createUser(), await createUser(), await createUser()];
    const game = await insertGame(season, { week: 5, kickoffAt: hours(5) });
    await insertGame(season, { week: 5, kickoffAt: hours(6) });
    const league = await survivorPoolWithOneOut(season, [fan, mate, outcast], outcast);

    const before = await detail(fan, league.id);
    const week = before.picks_week;
    expect(week).toBe(5);
    expect(before).toMatchObject({
      picks_required_this_week: 1,
      picks_remaining: 1,
      needs_action: true,
    });

    const picked = await call(`/api/leagues/${league.id}/survivor/pick/`, {
      token: fan.token,
      body: { week, game_id: game.id, team_id: game.homeTeamId },
    });
    expect(picked.status, picked.text).toBe(200);
    expect(await detail(fan, league.id)).toMatchObject({
      picks_remaining: 0,
      needs_action: false,
      user_stats: { current_week_picks_made: 1 },
    });
    // The list (dashboard, sportsbook) says the same: the mate still owes the week's team.
    const list = await call("/api/leagues/", { token: mate.token });
    expect(list.json.results.find((l: { id: number }) => l.id === league.id)).toMatchObject({
      picks_remaining: 1,
      needs_action: true,
    });
    // Out of the pool in week 4: nothing is due.
    expect(await detail(outcast, league.id)).toMatchObject({
      picks_remaining: 0,
      needs_action: false,
    });

    const weekly = await call(`/api/leagues/${league.id}/weekly_picks/?week=${week}`, {
      token: fan.token,
    });
    expect(weekly.status, weekly.text).toBe(200);
    expect(weekly.json.picks_required).toBe(1);
    const byUser = new Map(
      weekly.json.weekly_picks.map((w: { user_id: number }) => [w.user_id, w] as const),
    );
    expect(byUser.get(fan.id)).toMatchObject({ picks_submitted: 1, is_complete: true });
    expect(byUser.get(mate.id)).toMatchObject({ picks_submitted: 0, is_complete: false });
    expect(byUser.get(outcast.id)).toMatchObject({ picks_submitted: 0, is_complete: true });
    // That a member picked is counted; which team stays in the survivor answer (hidden until kickoff).
    for (const w of weekly.json.weekly_picks) expect(w.picks).toEqual([]);
  });

  it("gives the dashboard the survivor order, each row's standing and how many are still alive", async () => {
    const [fan, mate, outcast] = [await createUser(), await createUser(), await createUser()];
    const league = await survivorPoolWithOneOut(season, [outcast, fan, mate], outcast);
    const res = await call("/api/standings/dashboard_standings/", { token: outcast.token });
    expect(res.status, res.text).toBe(200);
    const entry = res.json.leagues.find((l: { id: number }) => l.id === league.id);
    expect(entry).toMatchObject({ survivor_alive: 2, total_members: 3, user_position: 3 });
    expect(entry.top_members.map((r: { user_id: number }) => r.user_id).at(-1)).toBe(outcast.id);
    expect(entry.top_members[0]).toMatchObject({ survivor_status: "alive", lives_left: 1 });
    expect(entry.user_row).toMatchObject({
      user_id: outcast.id,
      rank: 3,
      survivor_status: "eliminated",
      lives_left: 0,
      eliminated_week: 4,
    });
  });

  it("leaves a standard league's dashboard entry without survivor fields", async () => {
    const fan = await createUser();
    const league = await insertLeague(season, [fan]);
    const res = await call("/api/standings/dashboard_standings/", { token: fan.token });
    const entry = res.json.leagues.find((l: { id: number }) => l.id === league.id);
    expect(entry).not.toHaveProperty("survivor_alive");
    expect(entry.user_row).not.toHaveProperty("survivor_status");
  });
});

describe("a survivor league's pick reminders", () => {
  it("remind only the alive members without a survivor pick of the week", async () => {
    // Week 9 of the fixture season: kickoff Saturday 2 Nov 2024 20:00 UTC.
    const kickoff = "2024-11-02T20:00:00.000Z";
    await setClock(new Date(Date.parse(kickoff) - 30 * 3_600_000).toISOString());
    const [picked, waiting, outcast] = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const u = await createUser();
        return { ...u, token: await freshToken(u) };
      }),
    );
    const { owner, league } = await leagueWithMembers([picked!, waiting!, outcast!], {
      pool_format: "survivor",
    });
    const game = await insertFixtureGame({ week: 9, kickoff });
    const at = new Date().toISOString();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO survivor_picks (league_id, user_id, week, game_id, team_id, submitted_at)
         SELECT ?, ?, 9, id, home_team_id, ? FROM games WHERE id = ?`,
      ).bind(league.id, picked!.id, at, game),
      env.DB.prepare(
        `INSERT INTO survivor_picks (league_id, user_id, week, game_id, team_id, result, submitted_at, graded_at)
         VALUES (?, ?, 8, NULL, NULL, 'loss', ?, ?)`,
      ).bind(league.id, outcast!.id, at, at),
      env.DB.prepare(
        "INSERT INTO survivor_weeks (league_id, week, all_out, graded_at) VALUES (?, 8, 0, ?)",
      ).bind(league.id, at),
    ]);
    await setClock(new Date(Date.parse(kickoff) - 23 * 3_600_000).toISOString());
    const reminders = async (u: TestUser) =>
      (
        (await call("/api/notifications/?type=reminders", { token: await freshToken(u) })).json
          .results as { league_name: string }[]
      ).filter((n) => n.league_name === league.name);
    expect(await reminders(waiting!)).toHaveLength(1);
    expect(await reminders(owner)).toHaveLength(1);
    expect(await reminders(picked!)).toHaveLength(0);
    expect(await reminders(outcast!)).toHaveLength(0);
  });
});
