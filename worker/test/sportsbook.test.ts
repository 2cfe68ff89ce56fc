/**
 * The sportsbook's answers: GET /api/sportsbook/games/ (the week's games, odds, portions and props,
 * filtered by the league) and /league_status/. Submitting: sportsbook-submit.test.ts; locks and
 * sharing: sportsbook-locks.test.ts.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { freshToken } from "./fixtures/leagues";
import { sportsbookKit } from "./sportsbook-support";
import { call, createUser, serverNowForTests, setClock } from "./support";

const { season, spreadPick, submit, setup } = sportsbookKit();

describe("GET /api/sportsbook/games/", () => {
  it("returns the week's games with odds, portion odds and props in the spec shape", async () => {
    const { user, games, league } = await setup({}, 3);
    const res = await call(`/api/sportsbook/games/?week=3&league_id=${league.id}`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
    const ids = res.json.games.map((g: { id: number }) => g.id);
    expect(ids).toEqual(games.map((g) => g.id));
    const g = res.json.games[0];
    expect(g.current_odds).toMatchObject({
      home_spread: -3.5,
      away_spread: 3.5,
      total_points: 52.5,
    });
    expect(g.game_portion_odds[0]).toMatchObject({ game_portion: "first_half", home_spread: -1.5 });
    expect(g.player_props[0]).toMatchObject({
      player: { first_name: "Quinn", last_name: "Ewers" },
      prop_type: { subcategory: "Passing" },
      line_value: 245.5,
    });
    expect(g.team_props[0].team.name).toBe("Texas");
    expect(g.is_available).toBe(true);
    expect(res.json.league_restrictions).toMatchObject({ min_odds: -200, max_odds: 200 });
    expect(res.json.filter_options.conferences).toContainEqual({ name: "SEC", slug: "sec" });
    expect(res.json.fetch_status.status).toBe("ok");
  });

  it("filters by bet types and portions and answers 404 for a league the user is not in", async () => {
    const { user, league } = await setup({}, 4);
    const res = await call(
      "/api/sportsbook/games/?week=4&bet_types=spread,over_under&game_portions=full_game",
      { token: user.token },
    );
    expect(res.json.games[0].player_props).toEqual([]);
    expect(res.json.games[0].game_portion_odds).toEqual([]);
    const other = await createUser();
    const denied = await call(`/api/sportsbook/games/?week=4&league_id=${league.id}`, {
      token: other.token,
    });
    expect(denied.status).toBe(404);
  });

  it("shows a line move and a passed deadline at once, though the week's games are kept in memory", async () => {
    const { user, games } = await setup({}, 9);
    let token = user.token;
    const read = async () =>
      (await call("/api/sportsbook/games/?week=9", { token })).json.games.find(
        (g: { id: number }) => g.id === games[0]!.id,
      );
    expect((await read()).current_odds.home_spread).toBe(-3.5);
    expect((await read()).current_odds.home_spread).toBe(-3.5);
    await env.DB.prepare(
      "UPDATE odds SET home_spread = -7, away_spread = 7 WHERE game_id = ? AND game_portion = 'full_game'",
    )
      .bind(games[0]!.id)
      .run();
    expect((await read()).current_odds.home_spread).toBe(-7);

    const before = await serverNowForTests();
    expect((await read()).is_available).toBe(true);
    try {
      await setClock(new Date(Date.parse((await read()).lock_at) + 60_000).toISOString());
      token = await freshToken(user);
      expect((await read()).is_available).toBe(false);
    } finally {
      await setClock(before.toISOString());
    }
    token = await freshToken(user);
    expect((await read()).is_available).toBe(true);
  });

  it("rejects a bad week with 400 and anonymous calls with 401", async () => {
    const user = await createUser();
    expect((await call("/api/sportsbook/games/?week=abc", { token: user.token })).status).toBe(400);
    expect((await call("/api/sportsbook/games/")).status).toBe(401);
  });
});

describe("GET /api/sportsbook/league_status/", () => {
  it("lists the user's leagues with the week's pick counts and needs_action", async () => {
    const { user, games, league } = await setup({ picksPerWeek: 2 }, 2);
    const before = await call("/api/sportsbook/league_status/?week=2", { token: user.token });
    expect(before.status).toBe(200);
    const row = before.json.leagues.find((l: { id: number }) => l.id === league.id);
    expect(row).toMatchObject({ picks_required: 2, needs_action: true, picks_count: 0 });
    expect(before.json.current_season.id).toBe(season.seasonId);
    await submit(user, {
      league_id: league.id,
      lock_pick_index: 1,
      picks: [spreadPick(games[0]!), spreadPick(games[1]!)],
    });
    const after = await call("/api/sportsbook/league_status/?week=2", { token: user.token });
    const row2 = after.json.leagues.find((l: { id: number }) => l.id === league.id);
    expect(row2).toMatchObject({ picks_count: 2, needs_action: false });
    expect(after.json.user_picks).toHaveLength(2);
  });
});
