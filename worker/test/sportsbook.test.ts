import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser, serverNowForTests, setClock, type TestUser as User } from "./support";
import { freshToken } from "./fixtures/leagues";
import {
  countPicks,
  insertGame,
  insertLeague,
  seasonAndClock,
  type GameFixture,
} from "./fixtures/sportsbook";

const { season, hours } = seasonAndClock();

/** A game 4 hours away whose moneylines (+650 / -900) both lie outside -500..500. */
const longshotGame = () =>
  insertGame(season, { week: 9, kickoffAt: hours(4), homeMl: 650, awayMl: -900 });

const spreadPick = (g: GameFixture, over: Record<string, unknown> = {}) => ({
  game_id: g.id,
  pick_type: "spread",
  game_portion: "full_game",
  picked_team_id: g.homeTeamId,
  picked_value: "-3.5",
  ...over,
});

const submit = (user: User, body: Record<string, unknown>, key?: string) =>
  call("/api/weekly-picks/submit_picks/", {
    token: user.token,
    body,
    headers: key ? { "idempotency-key": key } : {},
  });

async function setup(leagueOpts: Parameters<typeof insertLeague>[2] = {}, week = 5) {
  const user = await createUser();
  const games = [
    await insertGame(season, { week, kickoffAt: hours(5) }),
    await insertGame(season, { week, kickoffAt: hours(6) }),
    await insertGame(season, { week, kickoffAt: hours(7) }),
  ];
  const league = await insertLeague(season, [user], leagueOpts);
  return { user, games, league };
}

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

describe("POST /api/weekly-picks/submit_picks/", () => {
  it("stores the server's line and price, never the client's numbers; the answer commits with them", async () => {
    const { user, games, league } = await setup();
    const key = crypto.randomUUID();
    const res = await submit(
      user,
      {
        league_id: league.id,
        week: 5,
        season_id: season.seasonId,
        lock_pick_index: 0,
        picks: [
          spreadPick(games[0]!, { picked_value: "+20", value: 999 }),
          {
            game_id: games[1]!.id,
            pick_type: "over_under",
            game_portion: "full_game",
            picked_value: "over",
          },
          {
            game_id: games[2]!.id,
            pick_type: "player_prop",
            prop_id: games[2]!.propId,
            prop_type: "player",
            picked_value: "under",
          },
        ],
      },
      key,
    );
    expect(res.status).toBe(201);
    expect(res.json.picks).toHaveLength(3);
    const [spread, total, prop] = res.json.picks;
    expect(spread).toMatchObject({
      spread_at_pick: -3.5,
      odds_at_pick: -110,
      is_lock: true,
      is_correct: null,
    });
    expect(total).toMatchObject({ total_at_pick: 52.5, picked_value: "over" });
    expect(prop).toMatchObject({ prop_line_value: 245.5, odds_at_pick: -105 });
    expect(prop.player_prop_detail.player_name).toBe("Quinn Ewers");
    const listed = await call(`/api/user-picks/?league_id=${league.id}&week=5`, {
      token: user.token,
    });
    expect(listed.json.picks).toHaveLength(3);
    expect(listed.json.picks[0].game_detail).toMatchObject({
      home_team: "Texas",
      away_team: "Texas A&M",
    });
    // The answer, built before the insert, is exactly what a read shows, and it was stored in
    // the insert's batch with the new ids (a retry after a crash gets it back).
    expect(res.json.picks).toEqual(listed.json.picks);
    const stored = await env.DB.prepare(
      "SELECT state, response_status, response_body FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?",
    )
      .bind(user.id, key)
      .first<{ state: string; response_status: number; response_body: string }>();
    expect(stored).toMatchObject({ state: "done", response_status: 201 });
    expect(JSON.parse(stored!.response_body)).toEqual(res.json);
  });

  it("rejects a submit after kickoff whatever the client sends", async () => {
    const user = await createUser();
    const started = await insertGame(season, { week: 6, kickoffAt: hours(-0.01) });
    const open = await insertGame(season, { week: 6, kickoffAt: hours(3) });
    const league = await insertLeague(season, [user]);
    const res = await submit(user, {
      league_id: league.id,
      week: 6,
      picks: [spreadPick(open), spreadPick(started, { game_time: hours(10).toISOString() })],
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Game kicked off before your pick synced");
    expect(await countPicks(user.id, league.id)).toBe(0);
  });

  it("the D1 guard rejects an insert past kickoff even when the route's check is bypassed", async () => {
    const { user, games, league } = await setup({}, 7);
    const g = games[0]!;
    const late = new Date(new Date(g.kickoffAt).getTime() + 1000).toISOString();
    await expect(
      env.DB.prepare(
        `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, submitted_at, deadline_at)
         VALUES (?, ?, ?, ?, 7, 'spread', ?, ?)`,
      )
        .bind(user.id, league.id, g.id, season.seasonId, late, hours(100).toISOString())
        .run(),
    ).rejects.toThrow(/pick_after_kickoff/);
  });

  it("a replayed submit writes once", async () => {
    const { user, games, league } = await setup();
    const body = { league_id: league.id, week: 5, picks: [spreadPick(games[0]!)] };
    const first = await submit(user, body, "submit-key-1");
    const replay = await submit(user, body, "submit-key-1");
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.json).toEqual(first.json);
    expect(await countPicks(user.id, league.id)).toBe(1);
  });

  it("two devices submitting the same week cannot exceed the cap or set two locks", async () => {
    const user = await createUser();
    const games = await Promise.all(
      [3, 4, 5, 6].map((h) => insertGame(season, { week: 8, kickoffAt: hours(h) })),
    );
    const league = await insertLeague(season, [user], { picksPerWeek: 2 });
    const phone = submit(
      user,
      {
        league_id: league.id,
        lock_pick_index: 0,
        picks: [spreadPick(games[0]!), spreadPick(games[1]!)],
      },
      "phone-1",
    );
    const laptop = submit(
      user,
      {
        league_id: league.id,
        lock_pick_index: 0,
        picks: [spreadPick(games[2]!), spreadPick(games[3]!)],
      },
      "laptop-1",
    );
    const results = await Promise.all([phone, laptop]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const loser = results.find((r) => r.status === 400)!;
    expect(loser.json.error).toMatch(/You can only make 2 picks per week|lock pick/);
    expect(await countPicks(user.id, league.id)).toBe(2);
    const locks = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM picks WHERE user_id = ? AND league_id = ? AND is_lock = 1",
    )
      .bind(user.id, league.id)
      .first<{ n: number }>();
    expect(locks!.n).toBe(1);
  });

  it("the cap guard holds for sequential submits too (pending + submitted)", async () => {
    const { user, games, league } = await setup({ picksPerWeek: 2 });
    expect(
      (await submit(user, { league_id: league.id, picks: [spreadPick(games[0]!)] })).status,
    ).toBe(201);
    const over = await submit(user, {
      league_id: league.id,
      picks: [spreadPick(games[1]!), spreadPick(games[2]!)],
    });
    expect(over.status).toBe(400);
    expect(over.json.error).toBe("You can only make 2 picks per week");
  });

  it("rejects a pick whose server odds are outside the league range, whatever odds the client forges", async () => {
    const user = await createUser();
    const longshot = await longshotGame();
    const league = await insertLeague(season, [user], { minOdds: -200, maxOdds: 200 });
    const res = await submit(user, {
      league_id: league.id,
      picks: [
        {
          game_id: longshot.id,
          pick_type: "moneyline",
          picked_team_id: longshot.homeTeamId,
          odds: -110,
          odds_at_pick: -110,
          display_name: "Texas ML",
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(
      'Pick "TEX ML (Full Game)" doesn\'t meet league odds requirements (-200 to 200). All picks rejected.',
    );
    expect(await countPicks(user.id, league.id)).toBe(0);
  });

  it("a league with its own range off still holds the default -500 to 500", async () => {
    const user = await createUser();
    const longshot = await longshotGame();
    const league = await insertLeague(season, [user], {
      oddsRangeEnabled: false,
      minOdds: null,
      maxOdds: null,
    });
    const res = await submit(user, {
      league_id: league.id,
      picks: [
        {
          game_id: longshot.id,
          pick_type: "moneyline",
          picked_team_id: longshot.awayTeamId,
          display_name: "Favourite ML",
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/doesn't meet league odds requirements \(-500 to 500\)/);
    expect(await countPicks(user.id, league.id)).toBe(0);
  });

  it("is all-or-nothing: one bad pick rejects the whole set", async () => {
    const { user, games, league } = await setup({ allowedBetTypes: ["spread"] });
    const res = await submit(user, {
      league_id: league.id,
      picks: [
        spreadPick(games[0]!),
        { game_id: games[1]!.id, pick_type: "total", picked_value: "over" },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Over/Under picks are not allowed in league "Test League"');
    expect(await countPicks(user.id, league.id)).toBe(0);
  });

  it.each([
    [{ picks: [] }, "No picks to submit"],
    [{ picks: [{ game_id: 1, pick_type: "spread" }] }, "Please select a specific league"],
  ])("validates %o", async (body, message) => {
    const user = await createUser();
    const res = await submit(user, body);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
  });

  it("answers League not found for a league the user is not in", async () => {
    const { games, league } = await setup();
    const stranger = await createUser();
    const res = await submit(stranger, { league_id: league.id, picks: [spreadPick(games[0]!)] });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe("League not found");
  });

  it("rejects picks from two weeks", async () => {
    const user = await createUser();
    const a = await insertGame(season, { week: 10, kickoffAt: hours(3) });
    const b = await insertGame(season, { week: 11, kickoffAt: hours(30) });
    const league = await insertLeague(season, [user]);
    const res = await submit(user, { league_id: league.id, picks: [spreadPick(a), spreadPick(b)] });
    expect(res.json.error).toBe("All picks must be from the same week");
  });

  it("rejects both sides of a spread and a resubmit of a submitted market", async () => {
    const { user, games, league } = await setup();
    const g = games[0]!;
    const both = await submit(user, {
      league_id: league.id,
      picks: [spreadPick(g), spreadPick(g, { picked_team_id: g.awayTeamId })],
    });
    expect(both.json.error).toBe("You already have a pick for this game and bet type");
    await submit(user, { league_id: league.id, picks: [spreadPick(g)] });
    const again = await submit(user, {
      league_id: league.id,
      picks: [spreadPick(g, { picked_team_id: g.awayTeamId })],
    });
    expect(again.json.error).toBe(
      "Cannot modify spread picks for games that have already been submitted",
    );
  });

  it("accepts a postseason game's own week and rejects a week the games are not in", async () => {
    const user = await createUser();
    const bowl = await insertGame(season, {
      week: 17,
      kickoffAt: hours(9),
      venue: "Citrus Bowl",
      isPostseason: true,
    });
    const league = await insertLeague(season, [user], { includeBowlGames: true });
    const wrong = await submit(user, { league_id: league.id, week: 4, picks: [spreadPick(bowl)] });
    expect(wrong.json.error).toBe("All picks must be from the same week");
    const ok = await submit(user, { league_id: league.id, week: 17, picks: [spreadPick(bowl)] });
    expect(ok.status).toBe(201);
  });

  it("blocks postseason games the league does not include", async () => {
    const user = await createUser();
    const bowl = await insertGame(season, {
      week: 18,
      kickoffAt: hours(5),
      venue: "Rose Bowl",
      isPostseason: true,
    });
    const league = await insertLeague(season, [user], { name: "No Bowls" });
    const res = await submit(user, { league_id: league.id, picks: [spreadPick(bowl)] });
    expect(res.json.error).toBe('League "No Bowls" does not allow Bowl Game picks');
  });
});

describe("locks, the newer screen and sharing", () => {
  it("sets a lock once, never on another user's pick, never after kickoff", async () => {
    const { user, games, league } = await setup({}, 12);
    const res = await submit(user, {
      league_id: league.id,
      picks: [spreadPick(games[0]!), spreadPick(games[1]!)],
    });
    const [p1, p2] = res.json.picks;
    const stranger = await createUser();
    const stolen = await call(`/api/picks/${p1.id}/set_lock/`, {
      method: "POST",
      token: stranger.token,
    });
    expect(stolen.status).toBe(404);
    expect(stolen.json.error).toBe("Pick not found");
    const shared = await call(`/api/users/picks/${p1.id}/sharing/`, {
      method: "PUT",
      token: stranger.token,
      body: { is_shared_early: true },
    });
    expect(shared.status).toBe(404);

    const ok = await call(`/api/picks/${p1.id}/set_lock/`, { method: "POST", token: user.token });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ message: "Lock set successfully!", pick: { is_lock: true } });
    const read = await call(`/api/user-picks/?league_id=${league.id}&week=12`, {
      token: user.token,
    });
    expect(read.json.picks.find((p: { id: number }) => p.id === p1.id)).toEqual(ok.json.pick);
    const second = await call(`/api/picks/${p2.id}/set_lock/`, {
      method: "POST",
      token: user.token,
    });
    expect(second.status).toBe(400);
    expect(second.json.error).toBe("You already have a lock pick for this week");
    await expect(
      env.DB.prepare("UPDATE picks SET is_lock = 0 WHERE id = ?").bind(p1.id).run(),
    ).rejects.toThrow(/lock_permanent/);
    await expect(
      env.DB.prepare("UPDATE picks SET spread_at_pick = 10 WHERE id = ?").bind(p1.id).run(),
    ).rejects.toThrow(/pick_immutable/);

    const mine = await call(`/api/users/picks/${p2.id}/sharing/`, {
      method: "PUT",
      token: user.token,
      body: { is_shared_early: true },
    });
    expect(mine.json).toEqual({ id: p2.id, is_shared_early: true });
  });

  it("freezes a removed member's old picks: no lock, no sharing change", async () => {
    const commissioner = await createUser();
    const member = await createUser();
    const g = await insertGame(season, { week: 14, kickoffAt: hours(5) });
    const league = await insertLeague(season, [commissioner, member]);
    const res = await submit(member, { league_id: league.id, picks: [spreadPick(g)] });
    const pickId = res.json.picks[0].id;
    const kicked = await call(`/api/leagues/${league.id}/kick_member/`, {
      token: commissioner.token,
      body: { user_id: member.id },
    });
    expect(kicked.status).toBe(200);

    const lock = await call(`/api/picks/${pickId}/set_lock/`, {
      method: "POST",
      token: member.token,
    });
    expect(lock.status).toBe(403);
    expect(lock.json.error).toBe("You are not a member of this league");
    const sharing = await call(`/api/users/picks/${pickId}/sharing/`, {
      method: "PUT",
      token: member.token,
      body: { is_shared_early: true },
    });
    expect(sharing.status).toBe(403);
    const stored = await env.DB.prepare("SELECT is_lock, is_shared_early FROM picks WHERE id = ?")
      .bind(pickId)
      .first<{ is_lock: number; is_shared_early: number }>();
    expect(stored).toEqual({ is_lock: 0, is_shared_early: 0 });
  });

  it("refuses a lock when the game has started or locks are off", async () => {
    const user = await createUser();
    const g = await insertGame(season, { week: 13, kickoffAt: hours(2) });
    const league = await insertLeague(season, [user]);
    const res = await submit(user, { league_id: league.id, picks: [spreadPick(g)] });
    await env.DB.prepare("UPDATE games SET status = 'live' WHERE id = ?").bind(g.id).run();
    const late = await call(`/api/picks/${res.json.picks[0].id}/set_lock/`, {
      method: "POST",
      token: user.token,
    });
    expect(late.json.error).toBe("Cannot change lock status - game has already started");

    const noLocks = await insertLeague(season, [user], { enableLocks: false });
    const g2 = await insertGame(season, { week: 13, kickoffAt: hours(3) });
    const made = await submit(user, { league_id: noLocks.id, picks: [spreadPick(g2)] });
    const off = await call(`/api/picks/${made.json.picks[0].id}/set_lock/`, {
      method: "POST",
      token: user.token,
    });
    expect(off.json.error).toBe("Locks are not enabled for this league");
  });

  it("POST /api/picks/ creates one pick with the newer screen's alerts", async () => {
    const { user, games, league } = await setup({ allowedBetTypes: ["spread", "over_under"] }, 14);
    const g = games[0]!;
    const made = await call("/api/picks/", {
      token: user.token,
      body: {
        game: g.id,
        betType: "total",
        selection: "under",
        leagueId: league.id,
        week: 14,
        isLock: true,
      },
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      pick_type: "over_under",
      picked_value: "under",
      total_at_pick: 52.5,
      is_lock: true,
    });
    const read = await call(`/api/user-picks/?league_id=${league.id}&week=14`, {
      token: user.token,
    });
    expect(read.json.picks).toEqual([made.json]);
    const dup = await call("/api/picks/", {
      token: user.token,
      body: { game: g.id, betType: "total", selection: "over", leagueId: league.id, week: 14 },
    });
    expect(dup.json.error).toBe("You already have a pick for this game and bet type");
    const ml = await call("/api/picks/", {
      token: user.token,
      body: { game: g.id, betType: "moneyline", selection: "home", leagueId: league.id, week: 14 },
    });
    expect(ml.json.error).toBe("This pick violates league restrictions");
    const noLeague = await call("/api/picks/", {
      token: user.token,
      body: { game: g.id, betType: "spread", selection: "home", week: 14 },
    });
    expect(noLeague.json.error).toBe("Please select a league first");
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
