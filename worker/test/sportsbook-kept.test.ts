/**
 * The week's games answer is built once per isolate and season stamp and served as stored bytes
 * (ADR 1001). These tests read through the kept week and prove it is the same JSON a fresh build
 * gives, that scores and lines show on the next read however many read at once, and that league
 * parts never cross leagues or reach non-members.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { stampedMemory } from "#worker/season/queries";
import { call, createUser, type TestUser as User } from "./support";
import { insertGame, insertLeague, seasonAndClock } from "./fixtures/sportsbook";

const { season, hours } = seasonAndClock();

const games = (user: User, query: string) =>
  call(`/api/sportsbook/games/?${query}`, { token: user.token });
const gamesPart = (text: string) => text.slice(0, text.indexOf(',"filter_options":'));

describe("the kept week of games", () => {
  it("is byte for byte the JSON a fresh serialisation gives, accents included", async () => {
    const user = await createUser();
    await insertGame(season, { week: 6, kickoffAt: hours(5), venue: "Estadio Olímpico Señor" });
    await insertGame(season, { week: 6, kickoffAt: hours(6) });
    const kept = await games(user, "week=6");
    const again = await games(user, "week=6");
    expect(kept.status).toBe(200);
    expect(kept.headers.get("content-type")).toBe("application/json");
    expect(kept.text).toBe(JSON.stringify(kept.json));
    expect(kept.json.games.map((g: { venue: string }) => g.venue)).toContain(
      "Estadio Olímpico Señor",
    );
    expect(gamesPart(again.text)).toBe(gamesPart(kept.text));
    // Filters that keep every market take the per-request serialisation: the same games text.
    const everyMarket = await games(
      user,
      "week=6&bet_types=player_props,team_props&game_portions=full_game,half_game,quarter_game",
    );
    expect(gamesPart(everyMarket.text)).toBe(gamesPart(kept.text));
  });

  it("shows a score and a line move on the next read, to every request at once", async () => {
    const user = await createUser();
    const game = await insertGame(season, { week: 7, kickoffAt: hours(5) });
    const one = async () =>
      (await games(user, "week=7")).json.games.find((g: { id: number }) => g.id === game.id);
    expect((await one()).home_score).toBeNull();
    expect((await one()).current_odds.home_spread).toBe(-3.5);

    await env.DB.prepare("UPDATE games SET status = 'live', home_score = 7 WHERE id = ?")
      .bind(game.id)
      .run();
    for (const g of await Promise.all([one(), one(), one(), one(), one()]))
      expect(g).toMatchObject({ status: "live", home_score: 7, is_available: false });

    await env.DB.prepare(
      "UPDATE odds SET home_spread = -10.5, away_spread = 10.5, updated_at = '2024-08-02T00:00:00.000Z' WHERE game_id = ? AND game_portion = 'full_game'",
    )
      .bind(game.id)
      .run();
    for (const g of await Promise.all([one(), one(), one()])) {
      expect(g.current_odds.home_spread).toBe(-10.5);
      expect(g.odds_updated_at).toBe("2024-08-02T00:00:00.000Z");
    }
  });

  it("gives each league its own restrictions and refuses a league to a non-member", async () => {
    const [a, b] = [await createUser(), await createUser()];
    await insertGame(season, { week: 8, kickoffAt: hours(5) });
    const leagueA = await insertLeague(season, [a], { minOdds: -200 });
    const leagueB = await insertLeague(season, [b], { minOdds: -150 });
    for (let round = 0; round < 2; round++) {
      const ra = await games(a, `week=8&league_id=${leagueA.id}`);
      const rb = await games(b, `week=8&league_id=${leagueB.id}`);
      expect(ra.json.league_restrictions.min_odds).toBe(-200);
      expect(rb.json.league_restrictions.min_odds).toBe(-150);
      expect(gamesPart(ra.text)).toBe(gamesPart(rb.text));
      expect((await games(a, `week=8&league_id=${leagueB.id}`)).status).toBe(404);
      expect((await games(b, `week=8&league_id=${leagueA.id}`)).status).toBe(404);
    }
  });
});

describe("stampedMemory", () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it("builds once for requests that miss together, again for a new stamp", async () => {
    const memory = stampedMemory<number>(4);
    let builds = 0;
    const build = async () => {
      builds += 1;
      const n = builds;
      await tick();
      return n;
    };
    expect(await Promise.all([1, 2, 3, 4].map(() => memory.get("week", 1, build)))).toEqual([
      1, 1, 1, 1,
    ]);
    expect(await memory.get("week", 1, build)).toBe(1);
    expect(await Promise.all([memory.get("week", 2, build), memory.get("week", 2, build)])).toEqual(
      [2, 2],
    );
    // Unknown stamp: built every time, never kept.
    expect(await memory.get("week", null, build)).toBe(3);
    expect(await memory.get("week", 2, build)).toBe(2);
  });

  it("lets requests waiting on a failed build build their own", async () => {
    const memory = stampedMemory<string>(4);
    let builds = 0;
    const build = async () => {
      builds += 1;
      const n = builds;
      await tick();
      if (n === 1) throw new Error("D1 unavailable");
      return `built ${n}`;
    };
    const [first, second] = await Promise.allSettled([
      memory.get("week", 1, build),
      memory.get("week", 1, build),
    ]);
    expect(first.status).toBe("rejected");
    expect(second).toEqual({ status: "fulfilled", value: "built 2" });
    expect(await memory.get("week", 1, build)).toBe("built 2");
  });
});
