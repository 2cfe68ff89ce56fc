/**
 * The replayed season end to end in the Workers runtime: the real 2024 data imported with the
 * importer `npm start` uses, the dev clock walking a game from kickoff to graded, exact and
 * idempotent league points, score corrections, and the minute cron trigger. Player props and every
 * 2024 game graded against the raw CSV: season-grading.test.ts.
 */
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { gradeFinishedGames } from "#worker/season/grading";
import worker from "../index";
import { runSeasonMinuteJobs } from "#worker/season/jobs";
import { runScheduledJobs } from "#worker/jobs";
import { setSimulatedNow } from "#worker/http/clock";
import { call, createUser, setClock } from "./support";
import {
  expectPointsMatchPicks,
  loadReplaySeason,
  seasonId,
  TITLE,
  UGA_GT,
} from "./replay-support";
import {
  addMember,
  createLeague,
  importTestSeason,
  insertPicks,
  countingDb,
  shifted,
  snapshot,
  type PickInsert,
} from "./season-support";

const UGA = 61;
const GT = 59;
const APP_LIBERTY = 401640992; // cancelled

loadReplaySeason();

async function game(id: number) {
  return (await env.DB.prepare("SELECT * FROM games WHERE id = ?")
    .bind(id)
    .first<Record<string, unknown>>())!;
}

async function points(leagueId: number) {
  const { results } = await env.DB.prepare(
    "SELECT user_id, SUM(points) AS points, SUM(wins) AS wins, SUM(losses) AS losses, SUM(pushes) AS pushes, SUM(voids) AS voids, SUM(correct) AS correct FROM league_week_points WHERE league_id = ? GROUP BY user_id",
  )
    .bind(leagueId)
    .all<{
      user_id: number;
      points: number;
      wins: number;
      losses: number;
      pushes: number;
      voids: number;
      correct: number;
    }>();
  return new Map(results.map((r) => [r.user_id, r]));
}

describe("replaying a game on the dev clock", () => {
  it("goes live at its shifted kickoff, reveals quarters, finishes 3½ h later and grades every market", async () => {
    const kickoff = await shifted("2024-11-30T00:30:00.000Z");
    expect((await game(UGA_GT)).kickoff_at).toBe(kickoff.toISOString());
    const [a, b, c, d] = [
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
    ];
    const leagueA = await createLeague(a.id, seasonId);
    const leagueB = await createLeague(d.id, seasonId, { countPushAsWin: true });
    for (const u of [a, b, c]) await addMember(leagueA, u.id);
    await addMember(leagueB, d.id);
    const teamProp = await env.DB.prepare(
      "SELECT id, line_value FROM props WHERE game_id = ? AND kind = 'team' AND team_id = ?",
    )
      .bind(UGA_GT, UGA)
      .first<{ id: number; line_value: number }>();
    expect(teamProp!.line_value).toBe(33.5); // (48.5 + 17.5) / 2 = 33 → 33.5
    const base = { gameId: UGA_GT, seasonId, week: 14 };
    const picks: PickInsert[] = [
      {
        ...base,
        userId: a.id,
        leagueId: leagueA,
        pickType: "spread",
        pickedTeamId: UGA,
        spreadAtPick: -17.5,
        isLock: true,
      },
      {
        ...base,
        userId: a.id,
        leagueId: leagueA,
        pickType: "over_under",
        pickedValue: "over",
        totalAtPick: 48.5,
      },
      {
        ...base,
        userId: b.id,
        leagueId: leagueA,
        pickType: "spread",
        pickedTeamId: GT,
        spreadAtPick: 17.5,
        isLock: true,
      },
      {
        ...base,
        userId: b.id,
        leagueId: leagueA,
        pickType: "spread",
        portion: "second_half",
        pickedTeamId: UGA,
        spreadAtPick: -8.5,
      },
      {
        ...base,
        userId: c.id,
        leagueId: leagueA,
        pickType: "over_under",
        portion: "first_quarter",
        pickedValue: "under",
        totalAtPick: 12.5,
      },
      {
        ...base,
        userId: c.id,
        leagueId: leagueA,
        pickType: "spread",
        portion: "fourth_quarter",
        pickedTeamId: GT,
        spreadAtPick: 5.5,
      },
      {
        ...base,
        userId: c.id,
        leagueId: leagueA,
        pickType: "spread",
        pickedTeamId: GT,
        spreadAtPick: 2,
      },
      {
        ...base,
        userId: c.id,
        leagueId: leagueA,
        pickType: "team_prop",
        propId: teamProp!.id,
        pickedValue: "over",
        propLineAtPick: 33.5,
      },
      {
        ...base,
        userId: d.id,
        leagueId: leagueB,
        pickType: "spread",
        pickedTeamId: GT,
        spreadAtPick: 2,
      },
      { ...base, userId: d.id, leagueId: leagueB, pickType: "moneyline", pickedTeamId: GT },
    ];
    await insertPicks(picks);

    await setClock(new Date(kickoff.getTime() - 60_000).toISOString());
    expect((await game(UGA_GT)).status).toBe("scheduled");

    await setClock(new Date(kickoff.getTime() + 20 * 60_000).toISOString());
    let g = await game(UGA_GT);
    expect([g.status, g.period, g.home_score, g.away_score]).toEqual(["live", 1, 0, 0]);

    await setClock(new Date(kickoff.getTime() + 100 * 60_000).toISOString());
    g = await game(UGA_GT);
    expect([g.status, g.period, g.clock, g.home_score, g.away_score]).toEqual([
      "live",
      2,
      "Halftime",
      0,
      17,
    ]);

    await setClock(new Date(kickoff.getTime() + 205 * 60_000).toISOString());
    g = await game(UGA_GT);
    expect([g.status, g.period, g.clock, g.home_score, g.away_score]).toEqual([
      "live",
      5,
      "OT",
      27,
      27,
    ]);
    expect(await points(leagueA)).toEqual(new Map());

    await setClock(new Date(kickoff.getTime() + 211 * 60_000).toISOString());
    g = await game(UGA_GT);
    expect([g.status, g.home_score, g.away_score, g.home_ot, g.away_ot]).toEqual([
      "final",
      44,
      42,
      17,
      15,
    ]);

    const { results } = await env.DB.prepare(
      "SELECT user_id, league_id, pick_type, game_portion, result, is_correct, points FROM picks WHERE game_id = ? ORDER BY id",
    )
      .bind(UGA_GT)
      .all();
    expect(results.map((r) => [r.result, r.is_correct, r.points])).toEqual([
      ["loss", 0, 0], // UGA −17.5 won by 2 (lock)
      ["win", 1, 1], // over 48.5: 86 points incl. OT
      ["win", 1, 2], // GT +17.5 lock: 2 points
      ["win", 1, 1], // 2H incl. OT: UGA 44–25, −8.5 covers
      ["win", 1, 1], // 1Q total 3 under 12.5
      ["loss", 0, 0], // 4Q excludes OT: GT 10–21, +5.5 loses
      ["push", null, 0], // GT +2, lost by 2: push, league doesn't count pushes
      ["win", 1, 1], // UGA team total 44 over 33.5
      ["push", 1, 1], // same push in a league that counts pushes as wins
      ["loss", 0, 0], // GT moneyline
    ]);
    const pa = await points(leagueA);
    expect(pa.get(a.id)).toMatchObject({ points: 1, wins: 1, losses: 1 });
    expect(pa.get(b.id)).toMatchObject({ points: 3, wins: 2 });
    expect(pa.get(c.id)).toMatchObject({ points: 2, wins: 2, losses: 1, pushes: 1, correct: 2 });
    expect((await points(leagueB)).get(d.id)).toMatchObject({
      points: 1,
      pushes: 1,
      losses: 1,
      correct: 1,
    });
    await expectPointsMatchPicks();

    // The ticker showed it live and now final.
    const ticker = await call("/api/ticker/?today_only=false");
    expect(ticker.status).toBe(200);
  }, 120_000);

  it("grades a cancelled game void and counts nothing", async () => {
    const u = await createUser();
    const league = await createLeague(u.id, seasonId);
    await addMember(league, u.id);
    await insertPicks([
      {
        userId: u.id,
        leagueId: league,
        gameId: APP_LIBERTY,
        seasonId,
        week: 5,
        pickType: "moneyline",
        pickedTeamId: 2026,
      },
    ]);
    await setClock((await shifted("2024-09-28T19:31:00.000Z")).toISOString());
    expect((await game(APP_LIBERTY)).status).toBe("void");
    const pick = await env.DB.prepare(
      "SELECT result, is_correct, points FROM picks WHERE game_id = ?",
    )
      .bind(APP_LIBERTY)
      .first();
    expect(pick).toEqual({ result: "void", is_correct: null, points: 0 });
    expect((await points(league)).get(u.id)).toMatchObject({ points: 0, voids: 1, correct: 0 });
  }, 120_000);
});

describe("idempotency and corrections", () => {
  it("importing the season again changes nothing", async () => {
    const before = await snapshot();
    await importTestSeason();
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it("running every job twice, and grading twice, changes nothing", async () => {
    const at = (await shifted("2024-11-30T02:30:00.000Z")).toISOString(); // mid-afternoon of a Saturday
    const u = await createUser();
    const league = await createLeague(u.id, seasonId);
    await addMember(league, u.id);
    await insertPicks([
      {
        userId: u.id,
        leagueId: league,
        gameId: TITLE,
        seasonId,
        week: 22,
        pickType: "spread",
        pickedTeamId: 194,
        spreadAtPick: -8.5,
      },
    ]);
    await setClock(at);
    const first = await snapshot();
    await runScheduledJobs(env, new Date(at), "all");
    await runScheduledJobs(env, new Date(at), "all");
    expect(await snapshot()).toEqual(first);
    expect(await gradeFinishedGames(env, new Date(at))).toEqual({ games: 0, picks: 0 });
    expect(await snapshot()).toEqual(first);
  }, 120_000);

  it("re-grading after a score correction fixes points exactly", async () => {
    const after = (await shifted("2024-11-30T05:00:00.000Z")).toISOString();
    const [u1, u2] = [await createUser(), await createUser()];
    const league = await createLeague(u1.id, seasonId);
    await addMember(league, u1.id);
    await addMember(league, u2.id);
    const base = { gameId: UGA_GT, seasonId, week: 14, leagueId: league };
    await insertPicks([
      { ...base, userId: u1.id, pickType: "moneyline", pickedTeamId: UGA, isLock: true },
      { ...base, userId: u2.id, pickType: "moneyline", pickedTeamId: GT },
      { ...base, userId: u2.id, pickType: "over_under", pickedValue: "over", totalAtPick: 48.5 },
    ]);
    await setClock(after);
    expect((await points(league)).get(u1.id)!.points).toBe(2);
    expect((await points(league)).get(u2.id)!.points).toBe(1);

    // Correction: the last overtime's two points are taken off Georgia, a 42–42 tie (moneyline push).
    await env.DB.prepare(
      "UPDATE games SET home_ot = 15, home_score = 42, scores_version = scores_version + 1 WHERE id = ?",
    )
      .bind(UGA_GT)
      .run();
    await gradeFinishedGames(env, new Date(after));
    const p = await points(league);
    expect(p.get(u1.id)).toMatchObject({ points: 0, pushes: 1, wins: 0 });
    expect(p.get(u2.id)).toMatchObject({ points: 1, pushes: 1, wins: 1, losses: 0 });
    await expectPointsMatchPicks();
    // And back: exactly the original points again.
    await env.DB.prepare(
      "UPDATE games SET home_ot = 17, home_score = 44, scores_version = scores_version + 1 WHERE id = ?",
    )
      .bind(UGA_GT)
      .run();
    await gradeFinishedGames(env, new Date(after));
    expect((await points(league)).get(u1.id)).toMatchObject({ points: 2, wins: 1, pushes: 0 });
    expect((await points(league)).get(u2.id)).toMatchObject({
      points: 1,
      wins: 1,
      losses: 1,
      pushes: 0,
    });
    await expectPointsMatchPicks();
  }, 120_000);
});

describe("cron", () => {
  it("the minute cron trigger replays scores; with nothing due it is two queries", async () => {
    const kickoff = await shifted("2024-11-30T17:00:00.000Z"); // Michigan at Ohio State
    await setSimulatedNow(env.DB, new Date(kickoff.getTime() + 60 * 60_000));
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: "* * * * *", scheduledTime: Date.now() }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const g = await game(401628566);
    expect([g.status, g.period, g.home_score, g.away_score]).toEqual(["live", 2, 3, 0]);

    const after = await shifted("2025-01-22T00:00:00.000Z");
    await runSeasonMinuteJobs(env, after);
    const { db, counter } = countingDb(env.DB);
    await runSeasonMinuteJobs({ ...env, DB: db }, after);
    expect(counter.statements).toBe(2);
  }, 120_000);
});
