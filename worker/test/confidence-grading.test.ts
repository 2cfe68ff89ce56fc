/**
 * A confidence week of the replayed 2024 college season graded in the Workers runtime: every
 * member's points equal the sum of the ranks of their correct picks, computed independently from
 * the raw CSV; standard scoring is the same rule with every rank 1.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseCsv } from "#data/csv";
import { gradeFinishedGames } from "#worker/season/grading";
import { expectPointsMatchPicks, loadReplaySeason, seasonId } from "./replay-support";
import { addMember, createLeague, insertPicks, seasonFiles, shifted } from "./season-support";
import { createUser, setClock } from "./support";

loadReplaySeason();

const WEEK = 14;
const N = 10;

describe("a confidence week graded on the real 2024 results", () => {
  it("scores each member the sum of the ranks of their correct picks", async () => {
    const stored = new Set(
      (
        await env.DB.prepare("SELECT id FROM games WHERE season_id = ? AND week = ?")
          .bind(seasonId, WEEK)
          .all<{ id: number }>()
      ).results.map((g) => g.id),
    );
    const raw = parseCsv(seasonFiles.games).filter(
      (g) =>
        g.season_type === "regular" &&
        stored.has(Number(g.game_id)) &&
        g.completed === "true" &&
        g.home_points !== g.away_points,
    );
    const chosen = raw.slice(0, N);
    expect(chosen.length).toBe(N);
    const users = [await createUser(), await createUser(), await createUser()];
    const league = await createLeague(users[0]!.id, seasonId);
    await env.DB.prepare(
      "UPDATE leagues SET pool_format = 'confidence', enable_locks = 0, picks_per_week = ? WHERE id = ?",
    )
      .bind(N, league)
      .run();
    for (const u of users) await addMember(league, u.id);
    // users[0] picks every home team ranked 1..N in CSV order, users[1] every away team ranked
    // N..1, users[2] alternates home/away with ranks 1..N.
    const plan = chosen.map((g, i) => [
      { side: "home", rank: i + 1 },
      { side: "away", rank: N - i },
      { side: i % 2 === 0 ? "home" : "away", rank: i + 1 },
    ]);
    await insertPicks(
      chosen.flatMap((g, i) =>
        users.map((u, k) => ({
          userId: u.id,
          leagueId: league,
          gameId: Number(g.game_id),
          seasonId,
          week: WEEK,
          pickType: "moneyline",
          pickedTeamId: Number(plan[i]![k]!.side === "home" ? g.home_id : g.away_id),
        })),
      ),
    );
    const ranks = env.DB.prepare(
      "UPDATE picks SET confidence = ? WHERE league_id = ? AND user_id = ? AND game_id = ?",
    );
    await env.DB.batch(
      chosen.flatMap((g, i) =>
        users.map((u, k) => ranks.bind(plan[i]![k]!.rank, league, u.id, Number(g.game_id))),
      ),
    );

    await setClock((await shifted("2024-12-02T12:00:00.000Z")).toISOString());
    await gradeFinishedGames(env, new Date());

    const expected = users.map((_, k) =>
      chosen.reduce((sum, g, i) => {
        const homeWon = Number(g.home_points) > Number(g.away_points);
        const { side, rank } = plan[i]![k]!;
        return sum + ((side === "home") === homeWon ? rank : 0);
      }, 0),
    );
    const { results } = await env.DB.prepare(
      "SELECT user_id, points, correct FROM league_week_points WHERE league_id = ? AND week = ? ORDER BY user_id",
    )
      .bind(league, WEEK)
      .all<{ user_id: number; points: number; correct: number }>();
    expect(results.map((r) => r.points)).toEqual(expected);
    // A correct pick scores its rank, an incorrect one 0: each pick's points are rank or nothing.
    const { results: picks } = await env.DB.prepare(
      "SELECT confidence, is_correct, points FROM picks WHERE league_id = ?",
    )
      .bind(league)
      .all<{ confidence: number; is_correct: number; points: number }>();
    expect(picks.length).toBe(3 * N);
    for (const p of picks) expect(p.points).toBe(p.is_correct ? p.confidence : 0);
    // The home and the away picker split the games, so their correct counts add up to N.
    expect(results[0]!.correct + results[1]!.correct).toBe(N);
    expect(expected[0]! + expected[1]!).toBeGreaterThan(N);
    await expectPointsMatchPicks();
  }, 300_000);
});
