/**
 * The fan-out queue (ADR 0411): what requests and grading enqueue, and the consumer (the Worker's
 * own `queue` handler) run on batches made with createMessageBatch. A redelivered message changes
 * nothing; a failing push is retried with a growing delay and a 410 removes the subscription.
 * Requests run with a producer that keeps what is sent (./queue-support.ts), so the test sees the
 * messages themselves.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { FanoutMessage } from "#worker/http/fanout-messages";
import { insertNotifications } from "#worker/notifications/raise";
import { gradeFinishedGames } from "#worker/season/grading";
import { ensureSeason, insertFinalGame, insertPick, leagueWithMembers } from "./fixtures/leagues";
import { browserSubscription, fakePushService, stored, subscribe } from "./push-support";
import {
  consume,
  expectAcked,
  expectGoneRemoves,
  expectRetried,
  pushBindingsForFile,
  recording,
} from "./queue-support";
import { call, createUser, serverNowForTests, type TestUser } from "./support";

const pushEnv = pushBindingsForFile();

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe("league-wide notifications", () => {
  it("an @everyone post answers with one notify message; consuming it twice raises one each", async () => {
    const members = [await createUser(), await createUser(), await createUser()];
    const { owner, league } = await leagueWithMembers(members);
    const { sent, bindings } = recording();
    const res = await call("/api/message-board/", {
      token: owner.token,
      body: { league: league.id, content: "@everyone picks lock at noon" },
      env: bindings,
    });
    expect(res.status, res.text).toBe(201);
    const notify = sent.filter((m) => m.type === "notify");
    expect(notify).toHaveLength(1);
    const mentions = () =>
      count(
        "SELECT COUNT(*) AS n FROM notifications WHERE notification_type = 'league_mention' AND object_id = ?",
        res.json.id,
      );
    // The request inserted none of them itself.
    expect(await mentions()).toBe(0);
    const first = await consume(notify);
    expect(first.result.explicitAcks).toEqual(first.ids);
    expect(await mentions()).toBe(members.length);
    const again = await consume(notify);
    expect(again.result.explicitAcks).toEqual(again.ids);
    expect(again.retried).toEqual([]);
    expect(await mentions()).toBe(members.length);
  });
});

describe("achievements", () => {
  it("a redelivered award message earns and notifies nothing twice", async () => {
    const fan = await createUser();
    const { league } = await leagueWithMembers([fan]);
    // A post stored without its event: only the award message earns 'first post'.
    await env.DB.prepare(
      `INSERT INTO board_messages (league_id, author_id, message_type, content, mentions, created_at)
       VALUES (?, ?, 'user', 'hello', '[]', ?)`,
    )
      .bind(league.id, fan.id, new Date().toISOString())
      .run();
    const earned = () =>
      count("SELECT COUNT(*) AS n FROM user_achievements WHERE user_id = ?", fan.id);
    const told = () =>
      count(
        "SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND notification_type = 'achievement_earned'",
        fan.id,
      );
    const before = { earned: await earned(), told: await told() };
    const message: FanoutMessage = {
      type: "award",
      now: (await serverNowForTests()).toISOString(),
      userIds: [fan.id],
    };
    await consume([message]);
    const after = { earned: await earned(), told: await told() };
    expect(after.earned).toBeGreaterThan(before.earned);
    expect(after.told - before.told).toBe(after.earned - before.earned);
    await consume([message]);
    expect({ earned: await earned(), told: await told() }).toEqual(after);
  });
});

describe("grading", () => {
  it("the cron hands each league to the queue; a redelivered or repeated message grades nothing twice", async () => {
    const season = await ensureSeason();
    const now = await serverNowForTests();
    const leagues: Array<{ id: number; fans: TestUser[] }> = [];
    // Four games (an auto post's fewest picks): every league has a perfect week and a goose egg.
    const games: number[] = [];
    for (let g = 0; g < 4; g++) games.push(await insertFinalGame(11));
    for (let i = 0; i < 3; i++) {
      const fans = [await createUser(), await createUser()];
      const { league } = await leagueWithMembers(fans);
      leagues.push({ id: league.id, fans });
      for (const [f, fan] of fans.entries())
        for (const g of games)
          await insertPick({
            userId: fan.id,
            leagueId: league.id,
            gameId: g,
            week: 11,
            pickedTeamId: f === 0 ? season.teams.home : season.teams.away,
            result: null,
            pickedValue: null,
          });
    }
    const ours = new Set(leagues.map((l) => l.id));
    const leagueIds = JSON.stringify([...ours]);
    const score = (home: number, away: number) =>
      env.DB.prepare(
        `UPDATE games SET home_q1 = ?, home_q2 = 0, home_q3 = 0, home_q4 = 0, away_q1 = ?, away_q2 = 0,
           away_q3 = 0, away_q4 = 0, home_score = ?, away_score = ?, scores_version = scores_version + 1
         WHERE id IN (SELECT value FROM json_each(?))`,
      )
        .bind(home, away, home, away, JSON.stringify(games))
        .run();
    await score(30, 10);
    const { sent, bindings } = recording();
    await gradeFinishedGames(bindings, now);
    const handed = () => sent.splice(0).filter((m) => m.type === "grade_league");
    // One message per league, naming the run's four games.
    const first = handed().filter((m) => ours.has(m.leagueId));
    expect(first.map((m) => m.leagueId).sort((a, b) => a - b)).toEqual([...ours]);
    for (const m of first) expect([...m.gameIds].sort((a, b) => a - b)).toEqual(games);
    const points = () =>
      env.DB.prepare(
        `SELECT league_id, user_id, week, points, picks_graded, wins, losses FROM league_week_points
          WHERE league_id IN (SELECT value FROM json_each(?)) ORDER BY league_id, user_id`,
      )
        .bind(leagueIds)
        .all()
        .then((r) => r.results);
    const ungraded = () =>
      count(
        "SELECT COUNT(*) AS n FROM picks WHERE result IS NULL AND league_id IN (SELECT value FROM json_each(?))",
        leagueIds,
      );
    const posts = () =>
      count(
        `SELECT COUNT(*) AS n FROM board_messages WHERE league_id IN (SELECT value FROM json_each(?))
         AND message_type NOT IN ('user', 'auto_join', 'auto_leave')`,
        leagueIds,
      );
    const awards = () =>
      count(
        "SELECT COUNT(*) AS n FROM user_achievements WHERE user_id IN (SELECT value FROM json_each(?))",
        JSON.stringify(leagues.flatMap((l) => l.fans.map((f) => f.id))),
      );
    // The cron graded no pick itself, and while the messages wait it hands nothing on again.
    expect(await ungraded()).toBe(6 * games.length);
    expect(await posts()).toBe(0);
    await gradeFinishedGames(bindings, now);
    expect(handed()).toEqual([]);

    const consumed = await consume(first);
    expect(consumed.result.explicitAcks).toEqual(consumed.ids);
    expect(await ungraded()).toBe(0);
    const graded = await points();
    // The home side won every game: the home pickers 4–0, the others 0–4, in every league.
    expect(graded).toHaveLength(6);
    for (const row of graded)
      expect([row.wins, row.losses, row.picks_graded]).toEqual(
        leagues.some((l) => l.fans[0]!.id === row.user_id) ? [4, 0, 4] : [0, 4, 4],
      );
    const written = { posts: await posts(), awards: await awards() };
    expect(written.posts).toBeGreaterThanOrEqual(2 * leagues.length);
    expect(written.awards).toBeGreaterThan(0);
    await consume(first);
    expect(await points()).toEqual(graded);
    expect({ posts: await posts(), awards: await awards() }).toEqual(written);

    // A score correction (the away side won after all) grades every league again, exactly.
    await score(3, 17);
    await gradeFinishedGames(bindings, now);
    const corrected = handed().filter((m) => ours.has(m.leagueId));
    expect(corrected).toHaveLength(leagues.length);
    await consume(corrected);
    await consume(corrected);
    for (const row of await points())
      expect([row.wins, row.losses, row.picks_graded]).toEqual(
        leagues.some((l) => l.fans[0]!.id === row.user_id) ? [0, 4, 4] : [4, 0, 4],
      );
  });

  it("a league whose message never ran is handed on again once the queue's retries are over", async () => {
    const season = await ensureSeason();
    const fan = await createUser();
    const { league } = await leagueWithMembers([fan]);
    const game = await insertFinalGame(12);
    await insertPick({
      userId: fan.id,
      leagueId: league.id,
      gameId: game,
      week: 12,
      pickedTeamId: season.teams.home,
      result: null,
      pickedValue: null,
    });
    const now = await serverNowForTests();
    const { sent, bindings } = recording();
    const mine = () =>
      sent.splice(0).filter((m) => m.type === "grade_league" && m.leagueId === league.id);
    await gradeFinishedGames(bindings, now);
    expect(mine()).toHaveLength(1);
    // The message is lost: ten minutes on, still waiting; twenty-one minutes on, handed again.
    await gradeFinishedGames(bindings, new Date(now.getTime() + 10 * 60_000));
    expect(mine()).toEqual([]);
    await gradeFinishedGames(bindings, new Date(now.getTime() + 21 * 60_000));
    const again = mine();
    expect(again).toEqual([expect.objectContaining({ gameIds: [game] })]);
    await consume(again);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM picks WHERE league_id = ? AND result = 'win'",
        league.id,
      ),
    ).toBe(1);
  });
});

describe("Web Push", () => {
  /** A subscribed fan and one stored notification of `type` for them, as a push message. */
  async function pushed(type: "mention_in_message" | "pick_reminder" = "mention_in_message") {
    const fan = await createUser();
    const sub = await browserSubscription();
    expect((await subscribe(pushEnv(), fan.token, sub.json)).status).toBe(201);
    const [raised] = await insertNotifications(
      env,
      [
        {
          userId: fan.id,
          type,
          dedupeKey: `queue-test:${crypto.randomUUID()}`,
          title: "Title",
          message: "Message",
          actionUrl: "/",
          objectType: "league",
          objectId: 77,
        },
      ],
      await serverNowForTests(),
    );
    const message: FanoutMessage = { type: "push", notificationIds: [raised!.notification.id] };
    return { fan, sub, message };
  }

  it("a refused push is retried with a growing delay and sent once when it gets through", async () => {
    const { sub, message } = await pushed();
    let status = 500;
    const received = fakePushService(() => status);
    expectRetried(await consume([message], pushEnv(), 1), 10);
    expectRetried(await consume([message], pushEnv(), 2), 20);
    expect(received).toHaveLength(2);
    status = 201;
    expectAcked(await consume([message], pushEnv(), 3));
    expect(received).toHaveLength(3);
    // Redelivered after it was sent: the device is not pushed again.
    expectAcked(await consume([message], pushEnv(), 4));
    expect(received).toHaveLength(3);
    expect(await stored(sub.endpoint)).not.toBeNull();
  });

  it("a network failure is retried too", async () => {
    const { message } = await pushed();
    fakePushService(() => null);
    expectRetried(await consume([message], pushEnv()), 10);
  });

  it("a 410 from the push service removes the subscription and acks the message", async () => {
    const { sub, message } = await pushed();
    await expectGoneRemoves(message, sub.endpoint, pushEnv());
  });

  it("a reminder carries a Topic, so a newer one replaces an older one at the push service", async () => {
    const { message } = await pushed("pick_reminder");
    const received = fakePushService(() => 201);
    await consume([message], pushEnv());
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.get("topic")).toBe("reminder-77");
  });

  it("a message of no known type is retried (then dead-lettered), never dropped", async () => {
    expectRetried(await consume([{ type: "nonsense" } as unknown as FanoutMessage]), 10);
  });
});
