/**
 * A survivor league's pick (issue 47, ADR 0407) on real D1: made and changed until kickoff on the
 * server clock, every refusal a 400 under its field with nothing stored, another member's pick
 * absent until its game kicks off for every reader, the standard pick routes refused, and a void
 * game graded a push.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FROZEN_SETTING_MESSAGE, FROZEN_SURVIVOR_MESSAGE } from "#domain/leagues/frozen-settings";
import { SURVIVOR_TEXTS as T } from "#domain/survivor/rules";
import { gradeSurvivorLeagues } from "#worker/survivor/grading";
import { insertGame, insertLeague } from "./fixtures/sportsbook";
import { sportsbookKit } from "./sportsbook-support";
import { call, createUser, serverNowForTests, setClock, type TestUser } from "./support";

const { season, hours, spreadPick, submit } = sportsbookKit();

async function survivorLeague(members: TestUser[], settings = "pool_format = 'survivor'") {
  const league = await insertLeague(season, members, { enableLocks: false });
  await env.DB.prepare(`UPDATE leagues SET ${settings} WHERE id = ?`).bind(league.id).run();
  return league;
}
const pick = (user: TestUser, leagueId: number, body: Record<string, unknown>) =>
  call(`/api/leagues/${leagueId}/survivor/pick/`, { token: user.token, body });
const pool = (user: TestUser, leagueId: number) =>
  call(`/api/leagues/${leagueId}/survivor/`, { token: user.token });
const stored = async (leagueId: number) =>
  (
    await env.DB.prepare(
      "SELECT user_id, week, game_id, team_id, spread_at_pick FROM survivor_picks WHERE league_id = ? ORDER BY user_id, week",
    )
      .bind(leagueId)
      .all()
  ).results;
const [TEXAS, TEXAS_AM, ALABAMA] = [251, 245, 333];

describe("the survivor pick", () => {
  it("stores the week's pick with its line and answers it; a change before kickoff replaces it", async () => {
    const fan = await createUser();
    const league = await survivorLeague([fan]);
    const a = await insertGame(season, { week: 5, kickoffAt: hours(5), homeSpread: -6.5 });
    const b = await insertGame(season, { week: 5, kickoffAt: hours(6) });
    const res = await pick(fan, league.id, { week: 5, game_id: a.id, team_id: TEXAS });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      pick: { week: 5, game_id: a.id, team_id: TEXAS, result: "pending", is_auto: false },
    });
    const again = await pick(fan, league.id, { week: 5, game_id: b.id, team_id: TEXAS_AM });
    expect(again.status, again.text).toBe(200);
    expect(await stored(league.id)).toEqual([
      { user_id: fan.id, week: 5, game_id: b.id, team_id: TEXAS_AM, spread_at_pick: 3.5 },
    ]);
    const mine = await pool(fan, league.id);
    expect(mine.json).toMatchObject({ alive_count: 1, member_count: 1 });
    expect(mine.json.entries).toEqual([
      {
        user_id: fan.id,
        username: fan.username,
        status: "alive",
        lives_left: 1,
        weeks_survived: 0,
        eliminated_week: null,
        picks: [
          {
            week: 5,
            game_id: b.id,
            team_id: TEXAS_AM,
            team_abbreviation: "TA&M",
            result: "pending",
            is_auto: false,
          },
        ],
      },
    ]);
  });

  it("refuses a used team, a game of another week, a team not playing and a kicked-off game, storing nothing new", async () => {
    const fan = await createUser();
    const league = await survivorLeague([fan]);
    const week5 = await insertGame(season, { week: 5, kickoffAt: hours(5) });
    const week6 = await insertGame(season, { week: 6, kickoffAt: hours(30) });
    const started = await insertGame(season, { week: 6, kickoffAt: hours(-1) });
    expect(
      (await pick(fan, league.id, { week: 5, game_id: week5.id, team_id: TEXAS })).status,
    ).toBe(200);
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { week: 6, game_id: week6.id, team_id: TEXAS },
        { team_id: ["You already used Texas this season"] },
      ],
      [{ week: 7, game_id: week6.id, team_id: TEXAS_AM }, { game_id: [T.notInWeek] }],
      [{ week: 6, game_id: week6.id, team_id: ALABAMA }, { team_id: [T.notPlaying] }],
      [{ week: 6, game_id: started.id, team_id: TEXAS_AM }, { game_id: [T.kickedOff] }],
      [{ week: 6, game_id: 999_999_999, team_id: TEXAS_AM }, { game_id: [T.notInWeek] }],
      [{ week: 40, game_id: week6.id, team_id: TEXAS_AM }, { week: [T.notWeek] }],
      [{ week: "6", game_id: week6.id, team_id: TEXAS_AM }, { week: ["Week must be a number"] }],
    ];
    for (const [body, errors] of refusals) {
      const res = await pick(fan, league.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toEqual(errors);
    }
    expect(await stored(league.id)).toHaveLength(1);
  });

  it("is 404 for a non-member and 400 outside a survivor league; the standard pick routes refuse a survivor league", async () => {
    const fan = await createUser();
    const stranger = await createUser();
    const league = await survivorLeague([fan]);
    const game = await insertGame(season, { week: 5, kickoffAt: hours(5) });
    const body = { week: 5, game_id: game.id, team_id: TEXAS };
    expect((await pick(stranger, league.id, body)).status).toBe(404);
    const standard = await insertLeague(season, [fan]);
    const notSurvivor = await pick(fan, standard.id, body);
    expect([notSurvivor.status, notSurvivor.json]).toEqual([400, { error: T.notSurvivor }]);
    const weekly = await submit(fan, {
      league_id: league.id,
      week: 5,
      season_id: season.seasonId,
      picks: [spreadPick(game)],
    });
    expect([weekly.status, weekly.json]).toEqual([400, { error: T.useSurvivorPick }]);
    const one = await call("/api/picks/", {
      token: fan.token,
      body: { game: game.id, betType: "spread", selection: "home", leagueId: league.id },
    });
    expect([one.status, one.json]).toEqual([400, { error: T.useSurvivorPick }]);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM picks WHERE league_id = ?")
      .bind(league.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("a spread league needs the game's line; the survivor settings freeze once the first week is graded", async () => {
    const fan = await createUser();
    const made = await call("/api/leagues/", {
      token: fan.token,
      body: { name: "Spread Survivors", pool_format: "survivor", survivor_pick_type: "spread" },
    });
    expect(made.status, made.text).toBe(201);
    const game = await insertGame(season, { week: 5, kickoffAt: hours(5) });
    await env.DB.prepare("UPDATE odds SET home_spread = NULL, away_spread = NULL WHERE game_id = ?")
      .bind(game.id)
      .run();
    const noLine = await pick(fan, made.json.id, { week: 5, game_id: game.id, team_id: TEXAS });
    expect([noLine.status, noLine.json]).toEqual([400, { game_id: [T.noLine] }]);
    const open = await call(`/api/leagues/${made.json.id}/`, {
      token: fan.token,
      method: "PATCH",
      body: { survivor_lives: 2 },
    });
    expect(open.status, open.text).toBe(200);
    await env.DB.prepare("UPDATE odds SET home_spread = -3, away_spread = 3 WHERE game_id = ?")
      .bind(game.id)
      .run();
    expect(
      (await pick(fan, made.json.id, { week: 5, game_id: game.id, team_id: TEXAS })).status,
    ).toBe(200);
    // A kept pick freezes the league's format (the first deadline's rule), not the pool's rules.
    const afterPick = await call(`/api/leagues/${made.json.id}/`, {
      token: fan.token,
      method: "PATCH",
      body: { survivor_lives: 3, pool_format: "standard" },
    });
    expect([afterPick.status, afterPick.json]).toEqual([
      400,
      { pool_format: [FROZEN_SETTING_MESSAGE] },
    ]);
    const lives = await call(`/api/leagues/${made.json.id}/`, {
      token: fan.token,
      method: "PATCH",
      body: { survivor_lives: 3 },
    });
    expect([lives.status, lives.json.survivor_lives]).toEqual([200, 3]);
    const detail = await call(`/api/leagues/${made.json.id}/`, { token: fan.token });
    expect(detail.json).toMatchObject({ settings_locked: true, survivor_settings_locked: false });
    // The pool's first week graded (the row survivor grading writes): its rules freeze.
    await env.DB.prepare(
      "INSERT INTO survivor_weeks (league_id, week, all_out, graded_at) VALUES (?, 4, 0, ?)",
    )
      .bind(made.json.id, new Date().toISOString())
      .run();
    const frozen = await call(`/api/leagues/${made.json.id}/`, {
      token: fan.token,
      method: "PATCH",
      body: { survivor_lives: 1 },
    });
    expect([frozen.status, frozen.json]).toEqual([
      400,
      { survivor_lives: [FROZEN_SURVIVOR_MESSAGE] },
    ]);
    const locked = await call(`/api/leagues/${made.json.id}/`, { token: fan.token });
    expect(locked.json.survivor_settings_locked).toBe(true);
  });

  it("hides another member's pick from every reader until its game kicks off; the fan's own is always there", async () => {
    const [fan, rival] = [await createUser(), await createUser()];
    const league = await survivorLeague(
      [fan, rival],
      "pool_format = 'survivor', league_type = 'public'",
    );
    const outsider = await createUser();
    const game = await insertGame(season, { week: 5, kickoffAt: hours(0.1) });
    const later = await insertGame(season, { week: 5, kickoffAt: hours(8) });
    expect((await pick(fan, league.id, { week: 5, game_id: game.id, team_id: TEXAS })).status).toBe(
      200,
    );
    expect(
      (await pick(rival, league.id, { week: 5, game_id: later.id, team_id: TEXAS })).status,
    ).toBe(200);
    const picksOf = (json: { entries: { user_id: number; picks: unknown[] }[] }, id: number) =>
      json.entries.find((e) => e.user_id === id)!.picks;
    for (const reader of [rival, outsider]) {
      const res = await pool(reader, league.id);
      expect(res.status, res.text).toBe(200);
      expect(picksOf(res.json, fan.id)).toEqual([]);
      expect(res.text).not.toContain(String(game.id));
    }
    expect(picksOf((await pool(fan, league.id)).json, fan.id)).toHaveLength(1);
    const start = await serverNowForTests();
    try {
      await setClock(new Date(Date.parse(game.kickoffAt) + 60_000).toISOString());
      const changed = await pick(fan, league.id, { week: 5, game_id: later.id, team_id: TEXAS_AM });
      expect([changed.status, changed.json]).toEqual([400, { game_id: [T.pickKickedOff] }]);
      for (const reader of [rival, outsider]) {
        const res = await pool(reader, league.id);
        expect(picksOf(res.json, fan.id)).toEqual([
          {
            week: 5,
            game_id: game.id,
            team_id: TEXAS,
            team_abbreviation: "TEX",
            result: "pending",
            is_auto: false,
          },
        ]);
        // The rival's game has not kicked off: still hidden from the fan and the outsider.
        if (reader === outsider) expect(picksOf(res.json, rival.id)).toEqual([]);
      }
      expect(picksOf((await pool(fan, league.id)).json, rival.id)).toEqual([]);
    } finally {
      await setClock(start.toISOString());
    }
  });
});

describe("survivor grading of a void game", () => {
  it("a void game pushes, and a push costs the last life under 'lose' while the rival's win keeps them in", async () => {
    const [fan, rival] = [await createUser(), await createUser()];
    const league = await survivorLeague(
      [fan, rival],
      "pool_format = 'survivor', survivor_push = 'lose'",
    );
    const off = await insertGame(season, { week: 3, kickoffAt: hours(1) });
    const played = await insertGame(season, { week: 3, kickoffAt: hours(2) });
    expect((await pick(fan, league.id, { week: 3, game_id: off.id, team_id: TEXAS })).status).toBe(
      200,
    );
    expect(
      (await pick(rival, league.id, { week: 3, game_id: played.id, team_id: TEXAS })).status,
    ).toBe(200);
    await env.DB.batch([
      env.DB.prepare("UPDATE games SET status = 'void' WHERE id = ?").bind(off.id),
      env.DB.prepare(
        "UPDATE games SET status = 'final', home_score = 28, away_score = 14 WHERE id = ?",
      ).bind(played.id),
    ]);
    await gradeSurvivorLeagues(env, hours(3));
    const results = await env.DB.prepare(
      "SELECT user_id, result FROM survivor_picks WHERE league_id = ? AND week = 3 ORDER BY user_id",
    )
      .bind(league.id)
      .all();
    expect(results.results).toEqual([
      { user_id: fan.id, result: "push" },
      { user_id: rival.id, result: "win" },
    ]);
    const entries = (await pool(rival, league.id)).json.entries;
    expect(entries.map((e: { user_id: number; status: string }) => [e.user_id, e.status])).toEqual([
      [rival.id, "alive"],
      [fan.id, "eliminated"],
    ]);
  });
});
