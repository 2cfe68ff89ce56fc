/**
 * Achievements (issue 15 section 2, ADR 1502) on the real D1: earned from a seeded history once,
 * with the date; achievement_earned raised exactly once however often the award, the request or
 * the dashboard runs; progress for the rest; nobody else's history counts; and the live paths
 * (board post, highlight, accepted friend request, grading) earn and notify on their own.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACHIEVEMENTS } from "#domain/achievements/catalogue";
import type { AchievementsAnswer, AchievementView } from "#domain/achievements/contract";
import type { Notification } from "#domain/notifications/contract";
import { awardAchievements } from "#worker/achievements/award";
import { FACTS_SQL } from "#worker/achievements/queries";
import type { Env } from "#worker/env";
import { gradeFinishedGames } from "#worker/season/grading";
// The listeners (grading, board, social) are registered where the Worker registers them.
import "#worker/jobs";
import { call, createUser, serverNowForTests, type TestUser as User } from "./support";
import {
  createLeague,
  ensureSeason,
  insertFinalGame,
  insertPick,
  joinWithCode,
} from "./fixtures/leagues";
import { countingDb } from "./season-support";
import * as book from "./fixtures/sportsbook";

const workerEnv = env as unknown as Env;

async function achievements(who: User) {
  const res = await call("/api/achievements/", { token: who.token });
  expect(res.status, res.text).toBe(200);
  return res.json as AchievementsAnswer;
}

const earnedIds = (a: AchievementsAnswer) =>
  a.achievements.filter((x) => x.earned_at !== null).map((x) => x.id);
const entry = (a: AchievementsAnswer, id: string) =>
  a.achievements.find((x) => x.id === id) as AchievementView;

async function achievementNotifications(who: User) {
  const res = await call("/api/notifications/?type=achievements&page_size=50", {
    token: who.token,
  });
  expect(res.status, res.text).toBe(200);
  return res.json.results as Notification[];
}

/** A decided pick straight into D1 (spread of the favourite unless said otherwise). */
const decided = (
  who: User,
  leagueId: number,
  gameId: number,
  week: number,
  correct: boolean | null,
  extra: { isLock?: boolean; pickType?: string; odds?: number; result?: string } = {},
) =>
  insertPick({
    userId: who.id,
    leagueId,
    gameId,
    week,
    isLock: extra.isLock,
    pickType: extra.pickType,
    odds: extra.odds,
    result: extra.result ?? (correct === null ? "push" : correct ? "win" : "loss"),
    isCorrect: correct,
    points: correct ? 1 : 0,
  });

/**
 * alice: commissioner of a 3-picks-a-week league; week 1 perfect (3 of 3, its lock won), locks
 * won in weeks 2 and 3 too (three in a row), a moneyline win at +150 (underdog) in week 4.
 * bob (member): locks won, lost, won, won (best run 2); a week of 3 picks with one push not
 * counted (not perfect); 5 decided spread picks.
 */
async function seededHistory() {
  const alice = await createUser();
  const bob = await createUser();
  const league = await createLeague(alice.token, { picks_per_week: 3 });
  expect((await joinWithCode(bob.token, league.code)).status).toBe(200);
  const w1 = [await insertFinalGame(1), await insertFinalGame(1), await insertFinalGame(1)];
  for (const [i, g] of w1.entries())
    await decided(alice, league.id, g, 1, true, { isLock: i === 0 });
  for (const week of [2, 3])
    await decided(alice, league.id, await insertFinalGame(week), week, true, { isLock: true });
  await decided(alice, league.id, await insertFinalGame(4), 4, true, {
    pickType: "moneyline",
    odds: 150,
  });

  await decided(bob, league.id, w1[0]!, 1, true, { isLock: true });
  await decided(bob, league.id, w1[1]!, 1, true);
  await decided(bob, league.id, w1[2]!, 1, null);
  await decided(bob, league.id, await insertFinalGame(2), 2, false, { isLock: true });
  await decided(bob, league.id, await insertFinalGame(3), 3, true, { isLock: true });
  await decided(bob, league.id, await insertFinalGame(4), 4, true, { isLock: true });
  return { alice, bob, league };
}

describe("achievements from history", () => {
  it("are earned once from a seeded history, with the date, and raise one notification each", async () => {
    // Grading inside the seeded history may already run the achievements, so the
    // dates are bounded by the moment the history started, not by the first read.
    const before = await serverNowForTests();
    const { alice } = await seededHistory();
    const first = await achievements(alice);
    expect(earnedIds(first).sort()).toEqual(
      [
        "commissioner",
        "first_lock_win",
        "first_pick",
        "first_win",
        "lock_streak_3",
        "perfect_week",
        "underdog_win",
      ].sort(),
    );
    expect(first.earned_count).toBe(7);
    expect(first.total).toBe(ACHIEVEMENTS.length);
    expect(first.achievements).toHaveLength(ACHIEVEMENTS.length);
    // Earned ones first, each dated by the run that saw it.
    for (const view of first.achievements.slice(0, 7)) {
      expect(Date.parse(view.earned_at!)).toBeGreaterThanOrEqual(before.getTime() - 1000);
      expect(view.progress.current).toBeGreaterThanOrEqual(view.progress.target);
    }
    expect(first.achievements.slice(7).every((v) => v.earned_at === null)).toBe(true);

    const notes = await achievementNotifications(alice);
    expect(notes).toHaveLength(7);
    const streak = notes.find((n) => n.title === "Achievement earned: On Fire");
    expect(streak).toMatchObject({
      notification_type: "achievement_earned",
      message: "Win three locks in a row in one league.",
      object_type: "achievement",
      is_read: false,
    });
    expect(streak!.action_url).toContain("/dashboard");

    // Again: the dashboard, and the award itself, earn and raise nothing new.
    const again = await achievements(alice);
    expect(again.achievements.slice(0, 7)).toEqual(first.achievements.slice(0, 7));
    const rerun = await awardAchievements(workerEnv, [alice.id], await serverNowForTests());
    expect(rerun.awarded).toEqual([]);
    expect(await achievementNotifications(alice)).toHaveLength(7);
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM user_achievements WHERE user_id = ?",
    )
      .bind(alice.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(7);
  });

  it("not-yet-earned ones show their progress, closest first", async () => {
    const { alice, bob } = await seededHistory();
    const mine = await achievements(alice);
    expect(entry(mine, "picks_100").progress).toEqual({ current: 6, target: 100 });
    expect(entry(mine, "correct_25").progress).toEqual({ current: 6, target: 25 });
    expect(entry(mine, "leagues_3").progress).toEqual({ current: 1, target: 3 });
    expect(entry(mine, "spread_sharp").progress).toEqual({ current: 5, target: 50 });
    expect(entry(mine, "big_week").progress).toEqual({ current: 3, target: 10 });
    const rest = mine.achievements.filter((v) => v.earned_at === null);
    const ratios = rest.map((v) => v.progress.current / v.progress.target);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));

    // bob: a lost lock breaks his run (2 of 3); a push not counted spoils the perfect week.
    const his = await achievements(bob);
    expect(entry(his, "lock_streak_3")).toMatchObject({
      earned_at: null,
      progress: { current: 2, target: 3 },
    });
    expect(entry(his, "perfect_week").earned_at).toBeNull();
    expect(entry(his, "first_lock_win").earned_at).not.toBeNull();
    expect(entry(his, "commissioner").earned_at).toBeNull();
  });

  it("another user's history never counts", async () => {
    const { alice, league } = await seededHistory();
    const carol = await createUser();
    const hers = await achievements(carol);
    expect(hers.earned_count).toBe(0);
    expect(hers.achievements.every((v) => v.progress.current === 0)).toBe(true);
    expect(await achievementNotifications(carol)).toEqual([]);
    // Awarding many users in one run keeps each user's facts apart.
    const run = await awardAchievements(workerEnv, [alice.id, carol.id], await serverNowForTests());
    expect(run.facts.get(carol.id)!.picks).toBe(0);
    expect(run.facts.get(alice.id)!.picks).toBe(6);
    expect(run.earned.get(carol.id)!.size).toBe(0);
    expect(league.id).toBeGreaterThan(0);
  });

  it("a perfect postseason card spread over several postseason weeks is one perfect week", async () => {
    const dana = await createUser();
    const league = await createLeague(dana.token, {
      picks_per_week: 5,
      postseason_pick_limit: 3,
      include_playoffs: true,
      include_bowl_games: true,
    });
    for (const week of [15, 17, 20])
      await decided(dana, league.id, await insertFinalGame(week), week, true);
    const run = await awardAchievements(workerEnv, [dana.id], await serverNowForTests());
    expect(run.facts.get(dana.id)!.perfectWeeks).toBe(1);
    expect(entry(await achievements(dana), "perfect_week").earned_at).not.toBeNull();
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/achievements/")).status).toBe(401);
  });

  it("reads the facts of any number of users in one statement and a fixed number of batches", async () => {
    const users = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createUser()));
    const { db, counter } = countingDb(env.DB);
    const counted = { ...workerEnv, DB: db } as Env;
    await awardAchievements(
      counted,
      users.map((u) => u.id),
      await serverNowForTests(),
    );
    // Facts + stored dates; nothing earned: no insert, no notification.
    expect(counter.statements).toBe(2);
    expect(FACTS_SQL).toContain("GROUP BY user_id");
  });
});

describe("the events that earn achievements", () => {
  const key = (k: string) => ({ "idempotency-key": k });

  it("a board post earns 'first post' once, even when the request is replayed; a highlight earns 'featured'", async () => {
    const bob = await createUser();
    const alice = await createUser();
    const league = await createLeague(alice.token);
    expect((await joinWithCode(bob.token, league.code)).status).toBe(200);
    const body = { league: league.id, content: "Home dogs all day" };
    const posted = await call("/api/message-board/", {
      token: bob.token,
      body,
      headers: key("p-1"),
    });
    expect(posted.status, posted.text).toBe(201);
    // The outbox sends it again: answered from the store.
    expect(
      (await call("/api/message-board/", { token: bob.token, body, headers: key("p-1") })).status,
    ).toBe(201);
    let notes = await achievementNotifications(bob);
    expect(notes.map((n) => n.title)).toEqual(["Achievement earned: Town Crier"]);
    // A second post earns nothing new.
    await call("/api/message-board/", { token: bob.token, body: { ...body, content: "again" } });
    expect(await achievementNotifications(bob)).toHaveLength(1);

    const highlight = (method: string) =>
      call(`/api/message-board/${posted.json.id}/highlight/`, { token: alice.token, method });
    expect((await highlight("POST")).status).toBe(200);
    expect((await highlight("DELETE")).status).toBe(200);
    expect((await highlight("POST")).status).toBe(200);
    notes = await achievementNotifications(bob);
    expect(notes.map((n) => n.title).sort()).toEqual([
      "Achievement earned: Featured",
      "Achievement earned: Town Crier",
    ]);
    expect(earnedIds(await achievements(bob)).sort()).toEqual(["first_post", "highlighted_post"]);

    // A member who left hears nothing more from the league: a highlight there earns nothing.
    const cat = await createUser();
    expect((await joinWithCode(cat.token, league.code)).status).toBe(200);
    const old = await call("/api/message-board/", { token: cat.token, body });
    expect(old.status, old.text).toBe(201);
    const left = await call(`/api/leagues/${league.id}/leave/`, {
      token: cat.token,
      method: "POST",
    });
    expect(left.status, left.text).toBe(200);
    const late = await call(`/api/message-board/${old.json.id}/highlight/`, {
      token: alice.token,
      method: "POST",
    });
    expect(late.status, late.text).toBe(200);
    expect(entry(await achievements(cat), "highlighted_post").earned_at).toBeNull();
    expect((await achievementNotifications(cat)).map((n) => n.title)).toEqual([
      "Achievement earned: Town Crier",
    ]);
  });

  it("creating a league earns 'commissioner'; joining a third league earns 'leagues_3', once each", async () => {
    const ann = await createUser();
    const ben = await createUser();
    const leagues = [await createLeague(ann.token), await createLeague(ann.token)];
    leagues.push(await createLeague(ben.token));
    const titles = async (who: User) => (await achievementNotifications(who)).map((n) => n.title);
    expect(await titles(ann)).toEqual(["Achievement earned: Commissioner"]);
    for (const l of leagues.slice(0, 2)) await joinWithCode(ben.token, l.code);
    // ben: commissioner of his own league, then a member of three.
    expect((await titles(ben)).sort()).toEqual([
      "Achievement earned: Commissioner",
      "Achievement earned: League Hopper",
    ]);
    expect(entry(await achievements(ann), "leagues_3").progress).toEqual({ current: 2, target: 3 });
  });

  it("submitting picks earns 'first pick' at once, and a replay raises nothing more", async () => {
    const season = await book.ensureSeason();
    const now = await serverNowForTests();
    const fan = await createUser();
    const game = await book.insertGame(season, {
      week: 5,
      kickoffAt: new Date(now.getTime() + 5 * 3600_000),
    });
    const league = await book.insertLeague(season, [fan], {});
    const submit = () =>
      call("/api/weekly-picks/submit_picks/", {
        token: fan.token,
        headers: key("picks-1"),
        body: {
          league_id: league.id,
          week: 5,
          season_id: season.seasonId,
          picks: [
            {
              game_id: game.id,
              pick_type: "spread",
              game_portion: "full_game",
              picked_team_id: game.homeTeamId,
            },
          ],
        },
      });
    expect((await submit()).status).toBe(201);
    expect((await submit()).status).toBe(201);
    // The fixture made the fan the league's creator too: that one arrives with it.
    const titles = (await achievementNotifications(fan)).map((n) => n.title);
    expect(titles.filter((t) => t.endsWith("First Pick"))).toEqual([
      "Achievement earned: First Pick",
    ]);
  });

  it("an accepted friend request earns 'first friend' for both friends, once", async () => {
    const ann = await createUser();
    const ben = await createUser();
    const sent = await call("/api/users/friends/request/", {
      token: ann.token,
      body: { recipient: ben.id },
    });
    expect(sent.status, sent.text).toBe(201);
    // Only a request so far: no friend yet.
    expect(await achievementNotifications(ann)).toEqual([]);
    const answer = (k: string) =>
      call(`/api/users/friends/respond/${sent.json.friend_request_id}/`, {
        token: ben.token,
        body: { action: "accept" },
        headers: key(k),
      });
    expect((await answer("a-1")).status).toBe(200);
    expect((await answer("a-1")).status).toBe(200);
    for (const who of [ann, ben]) {
      const notes = await achievementNotifications(who);
      expect(notes.map((n) => n.title)).toEqual(["Achievement earned: Good Company"]);
      expect(entry(await achievements(who), "first_friend").earned_at).not.toBeNull();
    }
  });

  it("grading earns what the graded picks reach, for their users only, once however often it re-runs", async () => {
    const amy = await createUser();
    const cy = await createUser();
    const league = await createLeague(amy.token);
    expect((await joinWithCode(cy.token, league.code)).status).toBe(200);
    const season = await ensureSeason();
    const games = [await insertFinalGame(5), await insertFinalGame(6), await insertFinalGame(7)];
    await env.DB.prepare(
      "UPDATE games SET home_q1 = 14, home_q2 = 7, home_q3 = 6, home_q4 = 3, away_q1 = 0, away_q2 = 7, away_q3 = 3, away_q4 = 0 WHERE id IN (SELECT value FROM json_each(?))",
    )
      .bind(JSON.stringify(games))
      .run();
    // Ungraded locks on the favourite (home −3.5 wins 30–10) in weeks 5, 6 and 7.
    for (const [i, g] of games.entries())
      await insertPick({
        userId: amy.id,
        leagueId: league.id,
        gameId: g,
        week: 5 + i,
        pickedTeamId: season.teams.home,
        pickedValue: null,
        isLock: true,
        result: null,
      });
    const now = await serverNowForTests();
    await gradeFinishedGames(workerEnv, now);
    // Everything amy's history holds by then: the graded locks, and her picks and league too.
    const titles = (await achievementNotifications(amy)).map((n) => n.title).sort();
    expect(titles).toEqual([
      "Achievement earned: Commissioner",
      "Achievement earned: First Pick",
      "Achievement earned: First Win",
      "Achievement earned: Lock It In",
      "Achievement earned: On Fire",
    ]);
    // cy made no pick: grading awards nothing to him.
    expect(await achievementNotifications(cy)).toEqual([]);
    // A score correction re-grades every game: nothing is earned or raised twice.
    await env.DB.prepare(
      "UPDATE games SET scores_version = scores_version + 1 WHERE id IN (SELECT value FROM json_each(?))",
    )
      .bind(JSON.stringify(games))
      .run();
    await gradeFinishedGames(workerEnv, now);
    expect(await achievementNotifications(amy)).toHaveLength(5);
  });
});
