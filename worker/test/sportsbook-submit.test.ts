/**
 * POST /api/weekly-picks/submit_picks/: the server's line and price stored, never the client's;
 * deadlines, caps, the odds range, all-or-nothing, and the weeks and postseason a league plays.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countPicks, insertGame, insertLeague } from "./fixtures/sportsbook";
import { sportsbookKit } from "./sportsbook-support";
import { call, createUser } from "./support";

const { season, hours, longshotGame, spreadPick, submit, setup } = sportsbookKit();

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
