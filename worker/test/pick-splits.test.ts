/**
 * Pick splits (issue 48) on real D1: the league's weekly answer and its live answer carry a split
 * only for a game that has kicked off by the server's clock — for a member, the commissioner and
 * a stranger to a public league, also when the league shows picks before lock — and the counts
 * of each side are the league's picks.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insertGame, insertLeague, seasonAndClock } from "./fixtures/sportsbook";
import { liveKit } from "./live-support";
import { call, createUser, type TestUser } from "./support";

const { season, hours } = seasonAndClock();
const WEEK = 12;
const { pick } = liveKit(season, hours, WEEK);

const weekly = (user: TestUser, leagueId: number) =>
  call(`/api/leagues/${leagueId}/weekly_picks/?week=${WEEK}`, { token: user.token });
const live = (user: TestUser, leagueId: number) =>
  call(`/api/leagues/${leagueId}/live/?week=${WEEK}`, { token: user.token });

describe("pick splits", () => {
  it("none before kickoff for any reader; the league's counts once the game has kicked off", async () => {
    const [commish, ann, ben] = [await createUser(), await createUser(), await createUser()];
    const stranger = await createUser();
    const first = await insertGame(season, { week: WEEK, kickoffAt: hours(2) });
    const later = await insertGame(season, { week: WEEK, kickoffAt: hours(20) });
    const league = await insertLeague(season, [commish, ann, ben]);
    await env.DB.prepare(
      "UPDATE leagues SET league_type = 'public', show_picks_before_lock = 1 WHERE id = ?",
    )
      .bind(league.id)
      .run();
    for (const [user, side] of [
      [commish, "home"],
      [ann, "home"],
      [ben, "away"],
    ] as const) {
      await pick(league.id, user, first, { side });
      await pick(league.id, user, later, { side });
    }
    await pick(league.id, ann, first, { side: "over" });
    await pick(league.id, ben, first, { side: "under" });
    await pick(league.id, commish, first, { side: "under" });
    await pick(league.id, ben, first, { side: "home", pickType: "moneyline" });

    const splitsOf = async () => {
      const answers = [await weekly(commish, league.id), await weekly(ann, league.id)];
      for (const a of answers) expect(a.status, a.text).toBe(200);
      // The league shows picks before lock: the picks are there, their split is not.
      expect(answers[1]!.json.weekly_picks[0].picks.length).toBeGreaterThan(0);
      const publicLive = await live(stranger, league.id);
      expect(publicLive.status, publicLive.text).toBe(200);
      // A stranger is not a member: the weekly answer refuses them, the live one is public.
      expect((await weekly(stranger, league.id)).status).toBe(403);
      return [...answers.map((a) => a.json.splits), publicLive.json.splits];
    };
    expect(await splitsOf()).toEqual([[], [], []]);

    // The first game kicks off by the clock alone: the cron has not marked it live yet.
    await env.DB.prepare("UPDATE games SET kickoff_at = ? WHERE id = ?")
      .bind(hours(-0.1).toISOString(), first.id)
      .run();
    const want = [
      { game_id: first.id, pick_type: "moneyline", game_portion: "full_game", sides: { home: 1 } },
      {
        game_id: first.id,
        pick_type: "over_under",
        game_portion: "full_game",
        sides: { over: 1, under: 2 },
      },
      {
        game_id: first.id,
        pick_type: "spread",
        game_portion: "full_game",
        sides: { home: 2, away: 1 },
      },
    ];
    expect(await splitsOf()).toEqual([want, want, want]);
  });

  it("counts only active members' picks", async () => {
    const [commish, gone] = [await createUser(), await createUser()];
    const game = await insertGame(season, { week: WEEK, kickoffAt: hours(2) });
    const league = await insertLeague(season, [commish, gone]);
    await pick(league.id, commish, game, { side: "home" });
    await pick(league.id, gone, game, { side: "away" });
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE league_members SET status = 'left' WHERE league_id = ? AND user_id = ?",
      ).bind(league.id, gone.id),
      env.DB.prepare("UPDATE games SET status = 'live', kickoff_at = ? WHERE id = ?").bind(
        hours(-1).toISOString(),
        game.id,
      ),
    ]);
    for (const res of [await weekly(commish, league.id), await live(commish, league.id)])
      expect(res.json.splits).toEqual([
        { game_id: game.id, pick_type: "spread", game_portion: "full_game", sides: { home: 1 } },
      ]);
  });
});
