/**
 * A survivor league's live leaderboard (issue 48, ADR 0409) on real D1: each member alive, at risk
 * or out as the week's games stand, from the lives left after the graded weeks; another member's
 * team shows only once its game has kicked off.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { insertGame, insertLeague, seasonAndClock, type GameFixture } from "./fixtures/sportsbook";
import { liveKit } from "./live-support";
import { call, createUser, type TestUser } from "./support";

const { season, hours } = seasonAndClock();
const WEEK = 11;
const { setGame } = liveKit(season, hours, WEEK);

const survivorPick = (
  leagueId: number,
  user: TestUser,
  week: number,
  game: GameFixture | null,
  side: "home" | "away",
  result: string | null = null,
) =>
  env.DB.prepare(
    `INSERT INTO survivor_picks (league_id, user_id, week, game_id, team_id, result, submitted_at)
     VALUES (?, ?, ?, ?, ?, ?, '2024-01-01T00:00:00.000Z')`,
  ).bind(
    leagueId,
    user.id,
    week,
    game?.id ?? null,
    game ? (side === "home" ? game.homeTeamId : game.awayTeamId) : null,
    result,
  );

interface Row {
  user_id: number;
  survivor_status: string;
  lives_left: number;
  rank: number;
  can_still_win: boolean;
  picks: { game_id: number; side: string }[];
}

describe("a survivor league's live week", () => {
  it("marks each member alive, at risk or out, and hides a team until its game kicks off", async () => {
    const users = [await createUser(), await createUser(), await createUser(), await createUser()];
    const [ann, ben, cat, dan] = users as [TestUser, TestUser, TestUser, TestUser];
    const previous = await insertGame(season, { week: WEEK - 1, kickoffAt: hours(-200) });
    const live = await insertGame(season, { week: WEEK, kickoffAt: hours(1) });
    const done = await insertGame(season, { week: WEEK, kickoffAt: hours(1) });
    const later = await insertGame(season, { week: WEEK, kickoffAt: hours(30) });
    const league = await insertLeague(season, users);
    await env.DB.prepare(
      "UPDATE leagues SET pool_format = 'survivor', survivor_lives = 2, survivor_pick_type = 'straight_up' WHERE id = ?",
    )
      .bind(league.id)
      .run();
    await env.DB.batch([
      // Week 10 graded: dan lost a life there, the others won.
      survivorPick(league.id, ann, WEEK - 1, previous, "home", "win"),
      survivorPick(league.id, ben, WEEK - 1, previous, "home", "win"),
      survivorPick(league.id, cat, WEEK - 1, previous, "home", "win"),
      survivorPick(league.id, dan, WEEK - 1, previous, "away", "loss"),
      env.DB.prepare(
        "INSERT INTO survivor_weeks (league_id, week, all_out, graded_at) VALUES (?, ?, 0, '2024-01-01T00:00:00.000Z')",
      ).bind(league.id, WEEK - 1),
      // This week: ann's team leads a live game, ben's trails it, cat's lost a final game, dan
      // (one life left) waits for a later game.
      survivorPick(league.id, ann, WEEK, live, "home"),
      survivorPick(league.id, ben, WEEK, live, "away"),
      survivorPick(league.id, cat, WEEK, done, "away"),
      survivorPick(league.id, dan, WEEK, later, "home"),
    ]);
    await setGame(live, "live", 14, 3);
    await setGame(done, "final", 31, 10);
    const res = await call(`/api/leagues/${league.id}/live/?week=${WEEK}`, { token: ann.token });
    expect(res.status, res.text).toBe(200);
    const rows = res.json.rows as Row[];
    const by = (u: TestUser) => rows.find((r) => r.user_id === u.id)!;
    expect([ann, ben, cat, dan].map((u) => [by(u).survivor_status, by(u).lives_left])).toEqual([
      ["alive", 2],
      ["at_risk", 2],
      ["alive", 1],
      ["at_risk", 1],
    ]);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(rows.every((r) => r.can_still_win)).toBe(true);
    // dan's team plays later: ann sees no chip of it; ann's own chip is there.
    expect(by(dan).picks).toEqual([]);
    expect(by(ben).picks.map((c) => [c.game_id, c.side])).toEqual([[live.id, "away"]]);
    expect(res.json.splits).toEqual(
      expect.arrayContaining([
        {
          game_id: live.id,
          pick_type: "moneyline",
          game_portion: "full_game",
          sides: { home: 1, away: 1 },
        },
      ]),
    );
    expect(res.json.splits.some((s: { game_id: number }) => s.game_id === later.id)).toBe(false);

    // ben's team loses the game and it was not his last life; dan's is lost on his last.
    await setGame(live, "final", 14, 17);
    await setGame(later, "final", 0, 7);
    const after = (await call(`/api/leagues/${league.id}/live/?week=${WEEK}`, { token: ann.token }))
      .json.rows as Row[];
    const status = (u: TestUser) => after.find((r) => r.user_id === u.id)!;
    expect([ann, ben, cat, dan].map((u) => status(u).survivor_status)).toEqual([
      "alive",
      "alive",
      "alive",
      "out",
    ]);
    expect(status(ann).lives_left).toBe(1);
    expect(status(dan).can_still_win).toBe(false);
  });
});
