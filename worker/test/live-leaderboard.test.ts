/**
 * The live leaderboard (issue 48, ADR 0409) on real D1: points so far equal what grading wrote
 * for the week, points still possible equal an independent sum over the picks for standard, lock
 * and confidence weeks; other members' chips, games and splits show only once a game has kicked
 * off; private leagues answer their members only; an unchanged answer is a 304 and a change is not.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { gradeFinishedGames } from "#worker/season/grading";
import { insertGame, insertLeague, seasonAndClock, type GameFixture } from "./fixtures/sportsbook";
import { liveKit } from "./live-support";
import { call, createUser, serverNowForTests, type TestUser } from "./support";

const { season, hours } = seasonAndClock();
const WEEK = 11;
const { pick, setGame } = liveKit(season, hours, WEEK);

interface LiveAnswer {
  week: number;
  rows: {
    user_id: number;
    username: string;
    points: number;
    points_possible: number;
    rank: number;
    can_still_win: boolean;
    picks: { game_id: number; side: string | null; is_lock: boolean; result: string | null }[];
  }[];
  games: { game_id: number; status: string; home_score: number | null }[];
  splits: { game_id: number; pick_type: string; sides: Record<string, number> }[];
}

const live = async (user: TestUser, leagueId: number, headers: Record<string, string> = {}) =>
  call(`/api/leagues/${leagueId}/live/?week=${WEEK}`, { token: user.token, headers });

const answer = async (user: TestUser, leagueId: number) => {
  const res = await live(user, leagueId);
  expect(res.status, res.text).toBe(200);
  return res.json as LiveAnswer;
};

/** Four games of the week: two final (home covers in the first only), one live, one to come. */
async function weekGames() {
  const games = [
    await insertGame(season, { week: WEEK, kickoffAt: hours(3) }),
    await insertGame(season, { week: WEEK, kickoffAt: hours(3) }),
    await insertGame(season, { week: WEEK, kickoffAt: hours(4) }),
    await insertGame(season, { week: WEEK, kickoffAt: hours(30) }),
  ];
  return games;
}

async function playAndGrade(games: GameFixture[]) {
  await setGame(games[0]!, "final", 28, 20);
  await setGame(games[1]!, "final", 21, 20);
  await setGame(games[2]!, "live", 7, 0);
  await gradeFinishedGames(env, await serverNowForTests());
}

/** The independent numbers: grading's week points, plus each open pick's most by the table. */
async function independent(leagueId: number) {
  const { results } = await env.DB.prepare(
    `SELECT m.user_id,
       COALESCE((SELECT points FROM league_week_points w
                  WHERE w.league_id = m.league_id AND w.user_id = m.user_id AND w.week = ?), 0) AS points,
       COALESCE((SELECT SUM((CASE WHEN p.is_lock = 1 THEN 2 ELSE 1 END) * COALESCE(p.confidence, 1))
                  FROM picks p WHERE p.league_id = m.league_id AND p.user_id = m.user_id
                    AND p.week = ? AND p.result IS NULL), 0) AS open
     FROM league_members m WHERE m.league_id = ? AND m.status = 'active'`,
  )
    .bind(WEEK, WEEK, leagueId)
    .all<{ user_id: number; points: number; open: number }>();
  return new Map(
    results.map((r) => [r.user_id, { points: r.points, possible: r.points + r.open }]),
  );
}

function expectIndependent(got: LiveAnswer, want: Awaited<ReturnType<typeof independent>>) {
  const leader = Math.max(...[...want.values()].map((w) => w.points));
  expect(got.rows).toHaveLength(want.size);
  for (const r of got.rows) {
    const w = want.get(r.user_id)!;
    expect([r.username, r.points, r.points_possible]).toEqual([r.username, w.points, w.possible]);
    expect(r.can_still_win).toBe(w.possible >= leader);
  }
}

describe("the live leaderboard's numbers", () => {
  it("standard and lock picks: points as graded, points still possible by the table", async () => {
    const [ann, ben, cat] = [await createUser(), await createUser(), await createUser()];
    const games = await weekGames();
    const league = await insertLeague(season, [ann, ben, cat]);
    // ann: wins g0 with her lock, loses g1, g2 live, g3 to come; ben: locks the live game.
    await pick(league.id, ann, games[0]!, { side: "home", lock: true });
    await pick(league.id, ann, games[1]!, { side: "home" });
    await pick(league.id, ann, games[2]!, { side: "home" });
    await pick(league.id, ann, games[3]!, { side: "away" });
    await pick(league.id, ben, games[0]!, { side: "away" });
    await pick(league.id, ben, games[1]!, { side: "away" });
    await pick(league.id, ben, games[2]!, { side: "away", lock: true });
    await pick(league.id, cat, games[1]!, { side: "home" });
    await playAndGrade(games);
    const got = await answer(ann, league.id);
    expectIndependent(got, await independent(league.id));
    expect(got.rows.map((r) => [r.username, r.points, r.points_possible, r.can_still_win])).toEqual(
      [
        [ann.username, 2, 4, true],
        [ben.username, 1, 3, true],
        [cat.username, 0, 0, false],
      ],
    );
    expect(got.rows.map((r) => r.rank)).toEqual([1, 2, 3]);
  });

  it("a confidence week: a correct pick scores its rank, an open one can still score it", async () => {
    const [ann, ben] = [await createUser(), await createUser()];
    const games = await weekGames();
    const league = await insertLeague(season, [ann, ben], { enableLocks: false, picksPerWeek: 4 });
    await env.DB.prepare("UPDATE leagues SET pool_format = 'confidence' WHERE id = ?")
      .bind(league.id)
      .run();
    for (const [i, g] of games.entries()) {
      await pick(league.id, ann, g, { side: "home", confidence: i + 1 });
      await pick(league.id, ben, g, { side: "away", confidence: 4 - i });
    }
    await playAndGrade(games);
    const got = await answer(ben, league.id);
    expectIndependent(got, await independent(league.id));
    // ann: 1 (g0) + open 3 + 4; ben: 3 (g1) + open 2 + 1.
    expect(got.rows.map((r) => [r.username, r.points, r.points_possible])).toEqual([
      [ben.username, 3, 6],
      [ann.username, 1, 8],
    ]);
  });
});

describe("what the live leaderboard shows before kickoff", () => {
  it("others' chips, games and splits only once kicked off; the viewer's own chips all", async () => {
    const [ann, ben] = [await createUser(), await createUser()];
    const stranger = await createUser();
    const games = await weekGames();
    const league = await insertLeague(season, [ann, ben]);
    await env.DB.prepare(
      "UPDATE leagues SET league_type = 'public', show_picks_before_lock = 1 WHERE id = ?",
    )
      .bind(league.id)
      .run();
    for (const g of games) {
      await pick(league.id, ann, g, { side: "home" });
      await pick(league.id, ben, g, { side: "away" });
    }
    await playAndGrade(games);
    const started = games.slice(0, 3).map((g) => g.id);
    const mine = await answer(ann, league.id);
    const row = (a: LiveAnswer, u: TestUser) => a.rows.find((r) => r.user_id === u.id)!;
    expect(row(mine, ann).picks.map((c) => c.game_id)).toEqual(games.map((g) => g.id));
    expect(row(mine, ben).picks.map((c) => c.game_id)).toEqual(started);
    expect(mine.games.map((g) => g.game_id).sort()).toEqual(games.map((g) => g.id).sort());
    const theirs = await answer(stranger, league.id);
    expect(theirs.rows.every((r) => r.picks.every((c) => started.includes(c.game_id)))).toBe(true);
    expect(theirs.games.map((g) => g.game_id).sort()).toEqual([...started].sort());
    expect(theirs.games.find((g) => g.game_id === games[2]!.id)).toMatchObject({
      status: "live",
      home_score: 7,
    });
    for (const a of [mine, theirs])
      expect(a.splits).toEqual(
        started.map((id) => ({
          game_id: id,
          pick_type: "spread",
          game_portion: "full_game",
          sides: { home: 1, away: 1 },
        })),
      );
  });

  it("a private league answers its members only; a week outside the calendar is a 400", async () => {
    const [ann, outsider] = [await createUser(), await createUser()];
    const league = await insertLeague(season, [ann]);
    expect((await live(outsider, league.id)).status).toBe(404);
    expect(
      (await call(`/api/leagues/${league.id}/live/?week=99`, { token: ann.token })).status,
    ).toBe(400);
    expect((await call(`/api/leagues/${league.id}/live/`, { token: ann.token })).status).toBe(200);
    expect((await call(`/api/leagues/${league.id}/live/`)).status).toBe(401);
    // A bowl pool's week is its postseason card.
    const bowl = await insertLeague(season, [ann], { includeBowlGames: true });
    await env.DB.prepare("UPDATE leagues SET postseason_only = 1 WHERE id = ?").bind(bowl.id).run();
    const card = await call(`/api/leagues/${bowl.id}/live/`, { token: ann.token });
    expect([card.status, card.json?.week]).toEqual([200, 15]);
  });
});

describe("the live leaderboard's ETag", () => {
  it("is a 304 while nothing changed, and a new answer after a pick, a score or a kickoff", async () => {
    const [ann, ben] = [await createUser(), await createUser()];
    const games = await weekGames();
    const league = await insertLeague(season, [ann, ben]);
    await pick(league.id, ann, games[3]!, { side: "home" });
    const first = await live(ben, league.id);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"live-/);
    const again = await live(ben, league.id, { "if-none-match": etag });
    expect([again.status, again.text]).toEqual([304, ""]);
    // A game of another week goes live (the season stamp moves): nothing here changed.
    const elsewhere = await insertGame(season, { week: WEEK + 1, kickoffAt: hours(1) });
    await setGame(elsewhere, "live", 7, 0);
    expect((await live(ben, league.id, { "if-none-match": etag })).status).toBe(304);
    // Another viewer has an answer of their own (their chips).
    expect((await live(ann, league.id, { "if-none-match": etag })).status).toBe(200);

    await pick(league.id, ben, games[2]!, { side: "away" });
    const afterPick = await live(ben, league.id, { "if-none-match": etag });
    expect(afterPick.status).toBe(200);
    const etag2 = afterPick.headers.get("etag")!;
    expect(etag2).not.toBe(etag);

    // The game kicks off by the clock alone (the cron has not moved it): ann's chip shows now.
    await env.DB.prepare("UPDATE games SET kickoff_at = ? WHERE id = ?")
      .bind(hours(-1).toISOString(), games[3]!.id)
      .run();
    const kicked = await live(ben, league.id, { "if-none-match": etag2 });
    expect(kicked.status).toBe(200);
    const annRow = (kicked.json as LiveAnswer).rows.find((r) => r.user_id === ann.id)!;
    expect(annRow.picks.map((c) => c.game_id)).toEqual([games[3]!.id]);

    const etag3 = kicked.headers.get("etag")!;
    await setGame(games[3]!, "live", 3, 0);
    expect((await live(ben, league.id, { "if-none-match": etag3 })).status).toBe(200);
  });
});
