/**
 * The standings of a confidence league that breaks ties by the total-points guess (issue 46,
 * ADR 0406) on real D1: points still possible are the ranks of the picks not graded yet, each
 * submission shows at once (the standings stamp is redrawn), and members tied on points rank by
 * the smaller difference between guess and the tiebreaker game's real total (200 without one).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { setWeekPoints } from "./fixtures/leagues";
import { insertGame, insertLeague } from "./fixtures/sportsbook";
import { sportsbookKit } from "./sportsbook-support";
import { call, createUser, type TestUser } from "./support";

const { season, hours, spreadPick, submit } = sportsbookKit();

interface Row {
  username: string;
  rank: number;
  points_possible?: number;
  guess_diff?: number | null;
}

const standings = async (user: TestUser, leagueId: number) => {
  const res = await call(`/api/leagues/${leagueId}/standings/`, { token: user.token });
  expect(res.status, res.text).toBe(200);
  return res.json as { pool_format: string; standings: Row[] };
};

describe("a confidence league's standings with the total-points guess", () => {
  it("shows points still possible and ranks members tied on points by the closer guess", async () => {
    const aaron = await createUser({ username: "aaron_cs" });
    const zed = await createUser({ username: "zed_cs" });
    const nobody = await createUser({ username: "bea_cs" });
    const games = [
      await insertGame(season, { week: 6, kickoffAt: hours(5) }),
      await insertGame(season, { week: 6, kickoffAt: hours(6) }),
      await insertGame(season, { week: 6, kickoffAt: hours(30) }),
    ];
    const league = await insertLeague(season, [aaron, zed, nobody], {
      picksPerWeek: 3,
      enableLocks: false,
    });
    await env.DB.prepare(
      "UPDATE leagues SET pool_format = 'confidence', primary_tiebreaker = 'total_guess' WHERE id = ?",
    )
      .bind(league.id)
      .run();
    const before = await standings(aaron, league.id);
    expect(before.pool_format).toBe("confidence");
    expect(before.standings.map((r) => r.points_possible)).toEqual([0, 0, 0]);

    const send = (user: TestUser, ranks: number[], guess: number) =>
      submit(user, {
        league_id: league.id,
        week: 6,
        season_id: season.seasonId,
        picks: games.map((g, i) => ({ ...spreadPick(g), confidence: ranks[i] })),
        tiebreaker_guess: guess,
      });
    expect((await send(aaron, [1, 3, 2], 40)).status).toBe(201);
    expect((await send(zed, [2, 1, 3], 60)).status).toBe(201);
    const submitted = await standings(aaron, league.id);
    const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(byName(submitted.standings)).toMatchObject({
      aaron_cs: { points_possible: 6, guess_diff: null },
      zed_cs: { points_possible: 6, guess_diff: null },
      bea_cs: { points_possible: 0, guess_diff: null },
    });

    // The first and the tiebreaker game are final (28-24: 52 points) and graded, the second
    // not yet; every member has the same points.
    await env.DB.prepare(
      "UPDATE games SET status = 'final', home_score = 28, away_score = 24 WHERE id = ?",
    )
      .bind(games[2]!.id)
      .run();
    await env.DB.prepare(
      "UPDATE picks SET result = 'win', is_correct = 1 WHERE league_id = ? AND game_id IN (?, ?)",
    )
      .bind(league.id, games[0]!.id, games[2]!.id)
      .run();
    for (const u of [aaron, zed, nobody])
      await setWeekPoints(league.id, u.id, 6, { points: 3, wins: 2 });
    const graded = await standings(aaron, league.id);
    expect(
      graded.standings.map((r) => [r.username, r.rank, r.guess_diff, r.points_possible]),
    ).toEqual([
      ["zed_cs", 1, 8, 1],
      ["aaron_cs", 2, 12, 3],
      ["bea_cs", 3, 200, 0],
    ]);
  });

  it("leaves a standard league's rows without the new fields", async () => {
    const user = await createUser();
    const league = await insertLeague(season, [user]);
    const answer = await standings(user, league.id);
    expect(answer.pool_format).toBe("standard");
    expect(answer.standings[0]).not.toHaveProperty("points_possible");
    expect(answer.standings[0]).not.toHaveProperty("guess_diff");
  });
});
