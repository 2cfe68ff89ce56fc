/**
 * The replayed season end to end in the Workers runtime: the real 2024 data imported with the
 * importer `npm start` uses, the dev clock walking a game from kickoff to graded, exact and
 * idempotent league points, score corrections, and every 2024 game with a line graded against an
 * independent calculation from the raw CSV.
 */
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#data/csv";
import { gradeFinishedGames } from "#worker/season/grading";
import worker from "../index";
import { runSeasonMinuteJobs } from "#worker/season/jobs";
import { runScheduledJobs } from "#worker/jobs";
import { setSimulatedNow } from "#worker/http/clock";
import { call, createUser, setClock } from "./support";
import {
  addMember,
  createLeague,
  importTestSeason,
  insertPicks,
  seasonFiles,
  countingDb,
  shifted,
  snapshot,
  type PickInsert,
} from "./season-support";

const UGA_GT = 401628439; // Georgia 44, Georgia Tech 42 (8 OT), Georgia −17.5, total 48.5
const UGA = 61;
const GT = 59;
const TITLE = 401677192; // Ohio State 34 at Notre Dame (home) 23, OSU −8.5, total 44.5
const APP_LIBERTY = 401640992; // cancelled

let seasonId: number;

beforeAll(async () => {
  await importTestSeason();
  seasonId = (await env.DB.prepare(
    "SELECT s.id FROM seasons s JOIN sports sp ON sp.id = s.sport_id WHERE sp.key = 'ncaa-football' AND s.year = 2024",
  ).first<{
    id: number;
  }>())!.id;
}, 120_000);

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

/** league_week_points must always equal what the graded picks add up to. */
async function expectPointsMatchPicks() {
  const { results } = await env.DB.prepare(
    `SELECT l.league_id, l.user_id, l.week, l.points, l.picks_graded, l.correct,
            (SELECT COALESCE(SUM(points), 0) FROM picks p WHERE p.league_id = l.league_id AND p.user_id = l.user_id AND p.week = l.week AND p.result IS NOT NULL) AS pick_points,
            (SELECT COUNT(*) FROM picks p WHERE p.league_id = l.league_id AND p.user_id = l.user_id AND p.week = l.week AND p.result IS NOT NULL) AS pick_count,
            (SELECT COUNT(*) FROM picks p WHERE p.league_id = l.league_id AND p.user_id = l.user_id AND p.week = l.week AND p.is_correct = 1) AS pick_correct
       FROM league_week_points l`,
  ).all<Record<string, number>>();
  for (const r of results) {
    expect([r.points, r.picks_graded, r.correct]).toEqual([
      r.pick_points,
      r.pick_count,
      r.pick_correct,
    ]);
  }
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

describe("player props", () => {
  it("grade from the real box score, against the line stored on the pick", async () => {
    const { results: props } = await env.DB.prepare(
      "SELECT id, player_id, prop_type, line_value FROM props WHERE game_id = ? AND kind = 'player' ORDER BY id",
    )
      .bind(UGA_GT)
      .all<{ id: number; player_id: number; prop_type: string; line_value: number }>();
    expect(props.length).toBeGreaterThan(0);
    const stats = parseCsv(seasonFiles.playerStats).filter((r) => r.game_id === String(UGA_GT));
    const u = await createUser();
    const league = await createLeague(u.id, seasonId);
    await addMember(league, u.id);
    await insertPicks(
      props.map((p) => ({
        userId: u.id,
        leagueId: league,
        gameId: UGA_GT,
        seasonId,
        week: 14,
        pickType: "player_prop",
        propId: p.id,
        pickedValue: "over",
        propLineAtPick: p.line_value,
      })),
    );
    await setClock((await shifted("2024-11-30T05:00:00.000Z")).toISOString());
    const { results } = await env.DB.prepare("SELECT prop_id, result FROM picks WHERE user_id = ?")
      .bind(u.id)
      .all<{ prop_id: number; result: string }>();
    for (const p of props) {
      const row = stats.find((s) => Number(s.player_id) === p.player_id)!;
      const raw = row[p.prop_type];
      const expected = raw === "" ? "void" : Number(raw) > p.line_value ? "win" : "loss";
      expect([p.prop_type, results.find((r) => r.prop_id === p.id)!.result]).toEqual([
        p.prop_type,
        expected,
      ]);
    }
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

describe("the whole 2024 season", () => {
  it("grades spread, total and moneyline of every game with a line as the raw CSV says", async () => {
    await setClock((await shifted("2025-01-22T00:00:00.000Z")).toISOString());
    const { results: open } = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM games WHERE status NOT IN ('final', 'void')",
    ).all<{ n: number }>();
    expect(open[0]!.n).toBe(0);

    const users = [];
    for (let i = 0; i < 6; i++) users.push(await createUser());
    const league = await createLeague(users[0]!.id, seasonId);
    for (const u of users) await addMember(league, u.id);
    const rawGames = new Map(parseCsv(seasonFiles.games).map((g) => [g.game_id!, g]));
    const lines = parseCsv(seasonFiles.closingLines);
    const weeks = new Map(
      (
        await env.DB.prepare("SELECT id, week FROM games").all<{ id: number; week: number }>()
      ).results.map((g) => [g.id, g.week]),
    );
    const picks: PickInsert[] = [];
    const expected = new Map<string, string>();
    const sign = (x: number) => (x > 0 ? "win" : x < 0 ? "loss" : "push");
    for (const l of lines) {
      const g = rawGames.get(l.game_id!)!;
      const gameId = Number(l.game_id);
      const base = { gameId, seasonId, week: weeks.get(gameId)!, leagueId: league };
      const home = Number(g.home_points);
      const away = Number(g.away_points);
      const cancelled = g.completed !== "true";
      const outcome = (x: number) => (cancelled ? "void" : sign(x));
      if (l.spread_home) {
        const s = Number(l.spread_home);
        picks.push({
          ...base,
          userId: users[0]!.id,
          pickType: "spread",
          pickedTeamId: Number(g.home_id),
          spreadAtPick: s,
        });
        picks.push({
          ...base,
          userId: users[1]!.id,
          pickType: "spread",
          pickedTeamId: Number(g.away_id),
          spreadAtPick: -s,
        });
        expected.set(`${users[0]!.id}:${gameId}:spread`, outcome(home - away + s));
        expected.set(`${users[1]!.id}:${gameId}:spread`, outcome(away - home - s));
      }
      if (l.over_under) {
        const t = Number(l.over_under);
        picks.push({
          ...base,
          userId: users[2]!.id,
          pickType: "over_under",
          pickedValue: "over",
          totalAtPick: t,
        });
        picks.push({
          ...base,
          userId: users[3]!.id,
          pickType: "over_under",
          pickedValue: "under",
          totalAtPick: t,
        });
        expected.set(`${users[2]!.id}:${gameId}:over_under`, outcome(home + away - t));
        expected.set(`${users[3]!.id}:${gameId}:over_under`, outcome(t - home - away));
      }
      if (l.home_moneyline && l.away_moneyline) {
        picks.push({
          ...base,
          userId: users[4]!.id,
          pickType: "moneyline",
          pickedTeamId: Number(g.home_id),
          oddsAtPick: Number(l.home_moneyline),
        });
        picks.push({
          ...base,
          userId: users[5]!.id,
          pickType: "moneyline",
          pickedTeamId: Number(g.away_id),
          oddsAtPick: Number(l.away_moneyline),
        });
        expected.set(`${users[4]!.id}:${gameId}:moneyline`, outcome(home - away));
        expected.set(`${users[5]!.id}:${gameId}:moneyline`, outcome(away - home));
      }
    }
    await insertPicks(picks);
    await gradeFinishedGames(env, new Date());
    const { results } = await env.DB.prepare(
      "SELECT user_id, game_id, pick_type, result FROM picks WHERE league_id = ?",
    )
      .bind(league)
      .all<{ user_id: number; game_id: number; pick_type: string; result: string }>();
    expect(results.length).toBe(expected.size);
    const mismatches = results.filter(
      (r) => expected.get(`${r.user_id}:${r.game_id}:${r.pick_type}`) !== r.result,
    );
    expect(mismatches).toEqual([]);
    // Spot check from the data README: the title game, Ohio State −8.5 won 34–23 and the total 44.5 went over.
    const title = results
      .filter((r) => r.game_id === TITLE)
      .map((r) => [r.user_id, r.pick_type, r.result]);
    expect(title).toContainEqual([users[1]!.id, "spread", "win"]);
    expect(title).toContainEqual([users[2]!.id, "over_under", "win"]);
    expect(title).toContainEqual([users[5]!.id, "moneyline", "win"]);
    await expectPointsMatchPicks();
  }, 300_000);
});
