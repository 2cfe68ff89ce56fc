/**
 * GET /api/sportsbook/games/ with the query of spec 2 §7: league_id, bet_types and game_portions
 * (comma-joined) are checked (a clear 400, never a 500) and the league's restrictions come back in
 * `league_restrictions`, on the real local D1.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, serverNowForTests } from "./support";
import { ensureSeason, insertGame, insertLeague, type SeasonFixture } from "./fixtures/sportsbook";

let season: SeasonFixture;
let now: Date;

beforeAll(async () => {
  season = await ensureSeason();
  now = await serverNowForTests();
});

const games = (token: string, query: string) => call(`/api/sportsbook/games/?${query}`, { token });

describe("GET /api/sportsbook/games/ query", () => {
  it("answers the chosen league's restrictions and trims the markets to the lists sent", async () => {
    const user = await createUser();
    await insertGame(season, { week: 6, kickoffAt: new Date(now.getTime() + 5 * 3600_000) });
    const league = await insertLeague(season, [user], {
      allowedBetTypes: ["spread", "player_props"],
      allowedGamePortions: ["full_game", "half_game"],
      minOdds: -150,
      maxOdds: 150,
    });
    const res = await games(
      user.token,
      `week=6&league_id=${league.id}&bet_types=spread,player_props&game_portions=full_game,half_game`,
    );
    expect(res.status).toBe(200);
    expect(res.json.league_restrictions).toEqual({
      sport_type: expect.any(String),
      conference_filter: expect.any(String),
      allowed_bet_types: ["spread", "player_props"],
      allowed_game_portions: ["full_game", "half_game"],
      min_odds: -150,
      max_odds: 150,
    });
    const game = res.json.games[0];
    expect(game.team_props).toEqual([]);
    expect(game.player_props.length).toBeGreaterThan(0);
    expect(game.game_portion_odds.map((o: { game_portion: string }) => o.game_portion)).toEqual(
      expect.not.arrayContaining(["first_quarter", "fourth_quarter"]),
    );
    expect(game.current_odds).not.toBeNull();

    // Another league of the same user answers its own restrictions; none chosen answers null.
    const open = await insertLeague(season, [user], { oddsRangeEnabled: false });
    const other = await games(user.token, `week=6&league_id=${open.id}`);
    expect(other.json.league_restrictions).toMatchObject({
      allowed_bet_types: ["spread", "over_under", "moneyline", "player_props", "team_props"],
      min_odds: null,
      max_odds: null,
    });
    expect((await games(user.token, "week=6")).json.league_restrictions).toBeNull();
  });

  it("accepts the client names, the portion groups and 'all'", async () => {
    const user = await createUser();
    const ok = await games(
      user.token,
      "week=6&bet_types=total,player_prop,team_prop,moneyline&game_portions=quarter_game,first_half",
    );
    expect(ok.status).toBe(200);
    expect((await games(user.token, "week=6&bet_types=all&game_portions=all")).status).toBe(200);
  });

  it.each([
    ["league_id=abc", "league_id"],
    ["league_id=0", "league_id"],
    ["league_id=12345678901234567890", "league_id"],
    ["league_id=-3", "league_id"],
    ["bet_types=spread,parlay", "bet_types"],
    ["bet_types=spread,,moneyline", "bet_types"],
    ["game_portions=overtime", "game_portions"],
    [`game_portions=${"full_game,".repeat(30)}full_game`, "game_portions"],
  ])("answers 400 naming the field for %s", async (query, field) => {
    const user = await createUser();
    const res = await games(user.token, `week=6&${query}`);
    expect(res.status).toBe(400);
    expect(res.json[field]?.[0]).toMatch(new RegExp(field));
  });
});
