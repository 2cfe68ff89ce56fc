/**
 * The score push (ADR 0416): after a graded game the grade_league message pushes each opted-in
 * device its member's week so far, with the Topic `score-<league>`; a device that did not opt in,
 * and a fan of another league, get nothing. The last text sent per device and league
 * (score_pushes) makes a redelivered message send nothing twice; a newer score sends again. And
 * the subscription route's `scores`: POST keeps it unless told, PATCH changes the caller's own.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FanoutMessage } from "#worker/http/fanout-messages";
import {
  ensureSeason,
  insertFinalGame,
  insertPick,
  leagueWithMembers,
  setWeekPoints,
} from "./fixtures/leagues";
import {
  browserSubscription,
  decryptPush,
  fakePushService,
  subscribe,
  type BrowserSubscription,
} from "./push-support";
import {
  consume,
  expectAcked,
  expectGoneRemoves,
  expectRetried,
  pushBindingsForFile,
} from "./queue-support";
import { call, createUser, serverNowForTests, type TestUser } from "./support";

const pushEnv = pushBindingsForFile();

const WEEK = 9;

/** A device of `fan`, subscribed with `scores` as given (absent: as a device that never asked). */
async function device(fan: TestUser, scores?: boolean) {
  const sub = await browserSubscription();
  const body = scores === undefined ? sub.json : { ...sub.json, scores };
  const res = await subscribe(pushEnv(), fan.token, body);
  expect(res.status, res.text).toBe(201);
  return sub;
}

/**
 * A league with an opted-in fan and a member who did not opt in, each with a pick on a game of
 * the week that has just finished (home 30–10: the fan's home pick wins, the other's loses) and
 * earlier games of the week already graded; a fan of another league, opted in, picked it too.
 */
async function gradedLeague() {
  const season = await ensureSeason();
  const fan = await createUser();
  const quiet = await createUser();
  const outsider = await createUser();
  const { league } = await leagueWithMembers([fan, quiet]);
  const { league: theirs } = await leagueWithMembers([outsider]);
  const subs = {
    fan: await device(fan, true),
    quiet: await device(quiet),
    outsider: await device(outsider, true),
  };
  const game = await insertFinalGame(WEEK);
  const pick = (userId: number, leagueId: number, side: number) =>
    insertPick({
      userId,
      leagueId,
      gameId: game,
      week: WEEK,
      pickedTeamId: side,
      result: null,
      pickedValue: null,
    });
  await pick(fan.id, league.id, season.teams.home);
  await pick(quiet.id, league.id, season.teams.away);
  await pick(outsider.id, theirs.id, season.teams.home);
  await setWeekPoints(league.id, fan.id, WEEK, { wins: 2, losses: 1, points: 3 });
  await setWeekPoints(league.id, quiet.id, WEEK, { wins: 1, losses: 2, points: 1 });
  await setWeekPoints(theirs.id, outsider.id, WEEK, { wins: 2, losses: 0, points: 2 });
  const message: FanoutMessage = {
    type: "grade_league",
    now: (await serverNowForTests()).toISOString(),
    leagueId: league.id,
    gameIds: [game],
  };
  return { fan, league, subs, message };
}

const bodyOf = async (push: { body: Uint8Array }, sub: BrowserSubscription) =>
  (await decryptPush(push.body, sub)) as Record<string, unknown>;

describe("the score push after a graded game", () => {
  it("reaches the opted-in device only, with its week so far and the Topic score-<league>", async () => {
    const { league, subs, message } = await gradedLeague();
    const received = fakePushService();
    expectAcked(await consume([message], pushEnv()));
    expect(received.map((r) => r.url)).toEqual([subs.fan.endpoint]);
    const [push] = received;
    expect(push!.headers.get("topic")).toBe(`score-${league.id}`);
    expect(push!.headers.get("urgency")).toBe("normal");
    expect(Number(push!.headers.get("ttl"))).toBeGreaterThanOrEqual(60 * 60);
    expect(await bodyOf(push!, subs.fan)).toEqual({
      title: league.name,
      body: "Week 9 so far: 3–1 · 4 pts",
      url: `/leagues/${league.id}`,
      tag: `score-${league.id}`,
    });
  });

  it("sends nothing twice for a redelivered message; a newer score sends again, same Topic", async () => {
    const { fan, league, subs, message } = await gradedLeague();
    const received = fakePushService();
    await consume([message], pushEnv());
    expectAcked(await consume([message], pushEnv()));
    expect(received).toHaveLength(1);
    // Another game of the week graded too: 4–1 with a push (this game's win included).
    await setWeekPoints(league.id, fan.id, WEEK, { wins: 4, losses: 1, pushes: 1, points: 5 });
    await consume([message], pushEnv());
    expect(received).toHaveLength(2);
    expect(received[1]!.headers.get("topic")).toBe(`score-${league.id}`);
    expect((await bodyOf(received[1]!, subs.fan)).body).toBe("Week 9 so far: 4–1–1 · 5 pts");
  });

  it("retries a refused push with backoff and sends it once when it gets through", async () => {
    const { subs, message } = await gradedLeague();
    let status = 503;
    const received = fakePushService(() => status);
    expectRetried(await consume([message], pushEnv(), 1), 10);
    status = 201;
    expectAcked(await consume([message], pushEnv(), 2));
    expectAcked(await consume([message], pushEnv(), 3));
    expect(received).toHaveLength(2);
    expect(received.every((r) => r.url === subs.fan.endpoint)).toBe(true);
  });

  it("removes a subscription the push service says is gone (410) and acks the message", async () => {
    const { subs, message } = await gradedLeague();
    await expectGoneRemoves(message, subs.fan.endpoint, pushEnv());
    const left = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM score_pushes WHERE subscription_id NOT IN (SELECT id FROM push_subscriptions)",
    ).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("sends nothing without VAPID keys", async () => {
    const { message } = await gradedLeague();
    const received = fakePushService();
    expectAcked(await consume([message], { ...pushEnv(), VAPID_PRIVATE_KEY: "" }));
    expect(received).toHaveLength(0);
  });
});

describe("score pushes on a device: …/push/subscription/", () => {
  const patch = (token: string, body: unknown) =>
    call("/api/notifications/push/subscription/", { method: "PATCH", body, token, env: pushEnv() });
  const scoresOf = async (endpoint: string) =>
    (await env.DB.prepare("SELECT scores FROM push_subscriptions WHERE endpoint = ?")
      .bind(endpoint)
      .first<{ scores: number }>())!.scores;

  it("are off for a new device, set by PATCH, kept by a POST that does not name them", async () => {
    const fan = await createUser();
    const sub = await device(fan);
    expect(await scoresOf(sub.endpoint)).toBe(0);
    const on = await patch(fan.token, { endpoint: sub.endpoint, scores: true });
    expect(on.status, on.text).toBe(200);
    expect(on.json).toEqual({ endpoint: sub.endpoint, scores: true });
    // The app tells the server again on every load: that keeps them on.
    const again = await subscribe(pushEnv(), fan.token, sub.json);
    expect(again.json).toEqual({ endpoint: sub.endpoint, scores: true });
    expect(await scoresOf(sub.endpoint)).toBe(1);
    const off = await subscribe(pushEnv(), fan.token, { ...sub.json, scores: false });
    expect(off.json).toEqual({ endpoint: sub.endpoint, scores: false });
    // A device that changes hands starts with them off.
    await patch(fan.token, { endpoint: sub.endpoint, scores: true });
    const next = await createUser();
    expect((await subscribe(pushEnv(), next.token, sub.json)).json.scores).toBe(false);
  });

  it("refuses a bad `scores` with a 400 on the field, and another user's device with a 404", async () => {
    const fan = await createUser();
    const other = await createUser();
    const sub = await device(fan);
    for (const body of [
      { endpoint: sub.endpoint, scores: "yes" },
      { endpoint: sub.endpoint },
      { endpoint: sub.endpoint, scores: true, extra: 1 },
    ]) {
      const res = await patch(fan.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const bad = await patch(fan.token, { endpoint: sub.endpoint, scores: 1 });
    expect(bad.json).toEqual({ scores: ["scores must be true or false"] });
    const posted = await subscribe(pushEnv(), fan.token, { ...sub.json, scores: "on" });
    expect(posted.status).toBe(400);
    expect(posted.json).toEqual({ scores: ["scores must be true or false"] });

    const theirs = await patch(other.token, { endpoint: sub.endpoint, scores: true });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error).toMatch(/alerts/);
    expect(await scoresOf(sub.endpoint)).toBe(0);
    expect((await patch(fan.token, { endpoint: sub.endpoint, scores: true })).status).toBe(200);
    const unsigned = await call("/api/notifications/push/subscription/", {
      method: "PATCH",
      body: { endpoint: sub.endpoint, scores: false },
      env: pushEnv(),
    });
    expect(unsigned.status).toBe(401);
  });
});
