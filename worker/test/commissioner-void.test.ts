/**
 * POST /api/leagues/{id}/commissioner/void_game/: a game voided for one league only. That
 * league's picks on it grade void (no points) whether it was graded before or after the void, the
 * standings recompute, new picks on it are refused, and another league's picks on the same game
 * grade as usual.
 */
import { describe, expect, it } from "vitest";
import { insertLeague } from "./fixtures/sportsbook";
import { commissionerKit } from "./commissioner-support";

const { season, setup, homeSpread, act, submit, finishAndGrade, log, standings, bell, picksOf } =
  commissionerKit();

const pointsOf = (answer: { standings: { user_id: number; total_points: number }[] }, id: number) =>
  answer.standings.find((r) => r.user_id === id)!.total_points;

describe("POST /api/leagues/{id}/commissioner/void_game/", () => {
  it("makes the league's picks on the game count nothing, before or after grading, and leaves another league's alone", async () => {
    const { owner, member, games, league } = await setup();
    const other = await insertLeague(season, [member, owner]);
    const [graded, later] = [games[0]!, games[1]!];
    for (const l of [league.id, other.id])
      expect((await submit(member, l, [homeSpread(graded), homeSpread(later)])).status).toBe(201);

    // The first game is graded (the home side covers: 1 point each league), then voided here.
    await finishAndGrade(graded);
    expect(pointsOf(await standings(owner, league.id), member.id)).toBe(1);
    const res = await act(owner, league.id, "void_game", {
      game_id: graded.id,
      reason: "Game moved to a neutral site after kickoff",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.entry).toMatchObject({
      action: "void_game",
      actor_username: owner.username,
      target_username: null,
      before: { game_id: graded.id, voided: false, picks: 1, picks_graded: 1, points: 1 },
      after: { game_id: graded.id, voided: true, picks: 1, points: 0 },
    });
    expect(pointsOf(await standings(owner, league.id), member.id)).toBe(0);

    // The second is voided while scheduled, then finishes and is graded: still void here.
    expect(
      (await act(owner, league.id, "void_game", { game_id: later.id, reason: "Postponed" })).status,
    ).toBe(201);
    await finishAndGrade(later);

    expect(await picksOf(member.id, league.id)).toEqual([
      { game_id: graded.id, result: "void", points: 0, is_correct: null },
      { game_id: later.id, result: "void", points: 0, is_correct: null },
    ]);
    expect(await picksOf(member.id, other.id)).toEqual([
      { game_id: graded.id, result: "win", points: 1, is_correct: 1 },
      { game_id: later.id, result: "win", points: 1, is_correct: 1 },
    ]);
    const here = (await standings(owner, league.id)).standings.find(
      (r: { user_id: number }) => r.user_id === member.id,
    );
    expect(here).toMatchObject({ total_points: 0, wins: 0, losses: 0, total_picks: 0 });
    expect(pointsOf(await standings(owner, other.id), member.id)).toBe(2);

    // Grading again changes nothing.
    await finishAndGrade(later);
    expect(pointsOf(await standings(owner, league.id), member.id)).toBe(0);
    expect(pointsOf(await standings(owner, other.id), member.id)).toBe(2);

    // Every member but the commissioner hears of it; the log lists both, newest first.
    const told = (await bell(member)).filter((n) => n.title === "A game was voided");
    expect(told).toHaveLength(2);
    expect(told[0]!.message).toContain("TA&M @ TEX");
    const entries = (await log(member, league.id)).json.entries;
    expect(entries.map((e: { after: { game_id: number } }) => e.after.game_id)).toEqual([
      later.id,
      graded.id,
    ]);
  });

  it("refuses a second void, a new pick on the voided game, and a game of another season", async () => {
    const { owner, member, games, league } = await setup();
    const voided = games[2]!;
    expect(
      (await act(owner, league.id, "void_game", { game_id: voided.id, reason: "Cancelled" }))
        .status,
    ).toBe(201);
    const again = await act(owner, league.id, "void_game", { game_id: voided.id, reason: "again" });
    expect(again.status).toBe(409);
    const pick = await submit(member, league.id, [homeSpread(voided)]);
    expect(pick.status).toBe(400);
    expect(pick.json.error).toMatch(/voided/);
    const unknown = await act(owner, league.id, "void_game", { game_id: 99999999, reason: "x" });
    expect(unknown.status).toBe(404);
    expect((await log(owner, league.id)).json.entries).toHaveLength(1);
  });
});
