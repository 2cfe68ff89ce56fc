/**
 * Auto-pick on real D1 (issue 47, ADR 0407): at a game_time league's moment (an hour before the
 * week's last kickoff, never at an early kickoff) the server picks the biggest favourites still
 * ahead for a member with no pick of the week, through the submission's insert (line and odds at
 * pick time, is_auto), ranked in a confidence league; never over a fan's own pick, never past the
 * limit, never twice; the member is told once; a league with auto-pick off is untouched.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { saturdayNoonOfWeek } from "#domain/calendar";
import { runAutoPicks } from "#worker/picks/auto-pick-job";
import { countPicks, insertGame, insertLeague } from "./fixtures/sportsbook";
import { sportsbookKit } from "./sportsbook-support";
import { call, createUser, setClock, type TestUser as User } from "./support";

const { season, hours, spreadPick, submit } = sportsbookKit();

interface StoredPick {
  game_id: number;
  pick_type: string;
  picked_team_id: number | null;
  spread_at_pick: number | null;
  odds_at_pick: number | null;
  confidence: number | null;
  is_auto: number;
  deadline_at: string;
}

const storedPicks = async (userId: number, leagueId: number) =>
  (
    await env.DB.prepare(
      `SELECT game_id, pick_type, picked_team_id, spread_at_pick, odds_at_pick, confidence, is_auto,
         deadline_at FROM picks WHERE user_id = ? AND league_id = ? ORDER BY id`,
    )
      .bind(userId, leagueId)
      .all<StoredPick>()
  ).results;

const notificationsOf = async (userId: number) =>
  (
    await env.DB.prepare(
      `SELECT notification_type, title, message FROM notifications
       WHERE user_id = ? AND notification_type = 'pick_reminder' ORDER BY id`,
    )
      .bind(userId)
      .all()
  ).results;

const autoPickOn = (leagueId: number, mode = "favorite", limit = 3) =>
  env.DB.prepare("UPDATE leagues SET auto_pick = ?, auto_pick_limit = ? WHERE id = ?")
    .bind(mode, limit, leagueId)
    .run();

/**
 * A week of a game_time league: an early game in 2 hours, then three in the evening of `at`
 * hours (at, +30 min, +45 min) whose favourites are the home team by 3.5, the away team by 7 and
 * the home team by 10. The moment is an hour before the last: at - 15 minutes.
 */
async function week(n: number, at: number, members: User[], opts = {}) {
  const early = await insertGame(season, { week: n, kickoffAt: hours(2), homeSpread: -20 });
  const small = await insertGame(season, { week: n, kickoffAt: hours(at), homeSpread: -3.5 });
  const away = await insertGame(season, { week: n, kickoffAt: hours(at + 0.5), homeSpread: 7 });
  const big = await insertGame(season, { week: n, kickoffAt: hours(at + 0.75), homeSpread: -10 });
  const league = await insertLeague(season, members, { picksPerWeek: 2, ...opts });
  return { early, small, away, big, league, moment: hours(at - 0.25) };
}

describe("auto-pick in the minute jobs", () => {
  it("picks a standard week's biggest favourites at the moment, not at an early kickoff", async () => {
    const fan = await createUser();
    const w = await week(3, 20, [fan]);
    await autoPickOn(w.league.id);
    await runAutoPicks(env, hours(1.5));
    await runAutoPicks(env, new Date(w.moment.getTime() - 60_000));
    expect(await countPicks(fan.id, w.league.id)).toBe(0);

    await runAutoPicks(env, w.moment);
    expect(await storedPicks(fan.id, w.league.id)).toEqual([
      {
        game_id: w.big.id,
        pick_type: "spread",
        picked_team_id: w.big.homeTeamId,
        spread_at_pick: -10,
        odds_at_pick: -110,
        confidence: null,
        is_auto: 1,
        deadline_at: w.big.kickoffAt,
      },
      {
        game_id: w.away.id,
        pick_type: "spread",
        picked_team_id: w.away.awayTeamId,
        spread_at_pick: -7,
        odds_at_pick: -110,
        confidence: null,
        is_auto: 1,
        deadline_at: w.away.kickoffAt,
      },
    ]);
    expect(await notificationsOf(fan.id)).toEqual([
      {
        notification_type: "pick_reminder",
        title: "We made your picks",
        message: "We made your Week 3 picks for Test League",
      },
    ]);
    const listed = await call(`/api/user-picks/?league_id=${w.league.id}&week=3`, {
      token: fan.token,
    });
    expect(listed.json.picks.map((p: { is_auto?: boolean }) => p.is_auto)).toEqual([true, true]);
  });

  it("does nothing more on a second run, or a later one before the last kickoff", async () => {
    const fan = await createUser();
    const w = await week(4, 40, [fan]);
    await autoPickOn(w.league.id);
    await runAutoPicks(env, w.moment);
    await runAutoPicks(env, w.moment);
    await runAutoPicks(env, hours(40.6));
    expect(await countPicks(fan.id, w.league.id)).toBe(2);
    expect(await notificationsOf(fan.id)).toHaveLength(1);
    const runs = await env.DB.prepare(
      "SELECT week, picks FROM auto_pick_runs WHERE league_id = ? AND user_id = ?",
    )
      .bind(w.league.id, fan.id)
      .all();
    expect(runs.results).toEqual([{ week: 4, picks: 2 }]);
  });

  it("ranks a confidence week by the size of the favourite, the biggest N", async () => {
    const fan = await createUser();
    const w = await week(6, 60, [fan], { picksPerWeek: 3, enableLocks: false });
    await env.DB.prepare("UPDATE leagues SET pool_format = 'confidence' WHERE id = ?")
      .bind(w.league.id)
      .run();
    await autoPickOn(w.league.id);
    await runAutoPicks(env, w.moment);
    const picks = await storedPicks(fan.id, w.league.id);
    expect(picks.map((p) => [p.game_id, p.confidence, p.is_auto])).toEqual([
      [w.big.id, 3, 1],
      [w.away.id, 2, 1],
      [w.small.id, 1, 1],
    ]);
    const listed = await call(`/api/user-picks/?league_id=${w.league.id}&week=6`, {
      token: fan.token,
    });
    expect(listed.json.picks.map((p: { confidence: number }) => p.confidence).sort()).toEqual([
      1, 2, 3,
    ]);
  });

  it("never replaces a fan's own pick: a member who picked the week is left as they are", async () => {
    const [picker, sleeper] = [await createUser(), await createUser()];
    const w = await week(7, 80, [picker, sleeper], { enableLocks: false });
    await autoPickOn(w.league.id);
    const own = await submit(picker, {
      league_id: w.league.id,
      week: 7,
      season_id: season.seasonId,
      picks: [spreadPick(w.early)],
    });
    expect(own.status, own.text).toBe(201);
    expect(own.json.picks[0]).not.toHaveProperty("is_auto");
    await runAutoPicks(env, w.moment);
    const kept = await storedPicks(picker.id, w.league.id);
    expect(kept.map((p) => [p.game_id, p.is_auto])).toEqual([[w.early.id, 0]]);
    expect(await notificationsOf(picker.id)).toEqual([]);
    expect(await countPicks(sleeper.id, w.league.id)).toBe(2);
  });

  it("stops once the member's limit of auto-picked weeks is used", async () => {
    const fan = await createUser();
    const first = await week(8, 100, [fan]);
    await autoPickOn(first.league.id, "favorite", 1);
    await runAutoPicks(env, first.moment);
    expect(await countPicks(fan.id, first.league.id)).toBe(2);
    // The same league's next week.
    await insertGame(season, { week: 9, kickoffAt: hours(120), homeSpread: -3.5 });
    await insertGame(season, { week: 9, kickoffAt: hours(120.5), homeSpread: -6 });
    await runAutoPicks(env, hours(119.5));
    expect(await countPicks(fan.id, first.league.id)).toBe(2);
    expect(await notificationsOf(fan.id)).toHaveLength(1);
  });

  it("leaves a league with auto-pick off untouched", async () => {
    const fan = await createUser();
    const w = await week(10, 140, [fan]);
    await runAutoPicks(env, w.moment);
    expect(await countPicks(fan.id, w.league.id)).toBe(0);
    expect(await notificationsOf(fan.id)).toEqual([]);
  });

  it("picks for active members only: a member who left is not picked for", async () => {
    const [stays, left] = [await createUser(), await createUser()];
    const w = await week(13, 180, [stays, left]);
    await autoPickOn(w.league.id);
    await env.DB.prepare(
      "UPDATE league_members SET status = 'left', left_at = ? WHERE league_id = ? AND user_id = ?",
    )
      .bind(new Date().toISOString(), w.league.id, left.id)
      .run();
    await runAutoPicks(env, w.moment);
    expect(await countPicks(stays.id, w.league.id)).toBe(2);
    expect(await countPicks(left.id, w.league.id)).toBe(0);
  });

  it("picks a saturday_noon week at Saturday noon ET, from the games after it", async () => {
    const fan = await createUser();
    const noon = saturdayNoonOfWeek(hours(200));
    const from = (h: number) => new Date(noon.getTime() + h * 3600_000);
    const thursday = await insertGame(season, { week: 12, kickoffAt: from(-40), homeSpread: -20 });
    const late = await insertGame(season, { week: 12, kickoffAt: from(3), homeSpread: -4 });
    const night = await insertGame(season, { week: 12, kickoffAt: from(6), homeSpread: 8 });
    const league = await insertLeague(season, [fan], {
      picksPerWeek: 3,
      submissionDeadline: "saturday_noon",
    });
    await autoPickOn(league.id);
    await runAutoPicks(env, from(-39));
    await runAutoPicks(env, new Date(noon.getTime() - 60_000));
    expect(await countPicks(fan.id, league.id)).toBe(0);
    await runAutoPicks(env, noon);
    const picks = await storedPicks(fan.id, league.id);
    expect(picks.map((p) => [p.game_id, p.picked_team_id, p.deadline_at])).toEqual([
      [night.id, night.awayTeamId, night.kickoffAt],
      [late.id, late.homeTeamId, late.kickoffAt],
    ]);
    expect(picks.some((p) => p.game_id === thursday.id)).toBe(false);
  });

  it("runs in the minute jobs: moving the clock past the moment picks the week", async () => {
    const fan = await createUser();
    const w = await week(11, 160, [fan]);
    await autoPickOn(w.league.id, "home");
    await setClock(w.moment.toISOString());
    const picks = await storedPicks(fan.id, w.league.id);
    expect(picks.map((p) => [p.game_id, p.picked_team_id, p.is_auto])).toEqual([
      [w.big.id, w.big.homeTeamId, 1],
      [w.away.id, w.away.homeTeamId, 1],
    ]);
  });
});
