/**
 * Notifications (issue 14; spec 000 sections 2, 3, 4, 7 and 9): every type raised by its event
 * exactly once (replays, repeated votes, re-run jobs), never to its cause, never after leaving a
 * league; the list's tabs and pages; read marks, mark all, clear all; bad input; the unread count
 * in one indexed statement; pick reminders on the dev clock.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_TABS,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from "#domain/notifications/contract";
import { app } from "#worker/app";
import { UNREAD_COUNT_SQL } from "#worker/notifications/queries";
import { raiseNotifications } from "#worker/notifications/raise";
import { runScheduledJobs } from "#worker/jobs";
// The operator script has no alias (it runs in plain Node); its statement is tested on real D1 here.
// eslint-disable-next-line no-restricted-imports
import { announcementSql, checkAnnouncement } from "../../scripts/announce.mjs";
import { call, createUser, serverNowForTests, setClock, type TestUser as User } from "./support";
import { freshToken, insertGame, insertPick, leagueWithMembers } from "./fixtures/leagues";

// ---- helpers ----

const key = (k?: string) => (k ? { "idempotency-key": k } : undefined);

async function list(who: User, query = "") {
  const res = await call(`/api/notifications/?page_size=50${query}`, { token: who.token });
  expect(res.status, res.text).toBe(200);
  return res.json as {
    results: Notification[];
    count: number;
    page: number;
    has_more: boolean;
    unread_count: number;
  };
}

/**
 * What reached `who` from other people's actions: the achievements a test's own steps earn (a
 * first post, a new league) are achievements.test.ts's subject, not these events'.
 */
async function fromOthers(who: User) {
  return (await list(who)).results.filter((n) => n.notification_type !== "achievement_earned");
}

async function ofType(who: User, type: NotificationType) {
  return (await list(who)).results.filter((n) => n.notification_type === type);
}

async function unread(who: User) {
  const res = await call("/api/notifications/unread_count/", { token: who.token });
  expect(res.status, res.text).toBe(200);
  return res.json.count as number;
}

const post = (who: User, leagueId: number, content: string, k?: string) =>
  call("/api/message-board/", {
    token: who.token,
    body: { league: leagueId, content },
    headers: key(k),
  });
const comment = (who: User, messageId: number, content: string) =>
  call("/api/message-comments/", { token: who.token, body: { message: messageId, content } });
const vote = (
  who: User,
  kind: "message-board" | "message-comments",
  id: number,
  v: string,
  k?: string,
) =>
  call(`/api/${kind}/${id}/vote/`, { token: who.token, body: { vote_type: v }, headers: key(k) });
const highlight = (who: User, kind: "message-board" | "message-comments", id: number, on = true) =>
  call(`/api/${kind}/${id}/highlight/`, { token: who.token, method: on ? "POST" : "DELETE" });
const leave = (who: User, leagueId: number) =>
  call(`/api/leagues/${leagueId}/leave/`, { token: who.token, method: "POST" });

// ---- the board ----

describe("board events", () => {
  it("mentions by name reach each named member once, with the board's targeting link", async () => {
    const bob = await createUser();
    const carol = await createUser();
    const { owner: alice, league } = await leagueWithMembers([bob, carol]);
    const msg = await post(alice, league.id, `@${bob.username} @${carol.username} look`, "m-1");
    expect(msg.status, msg.text).toBe(201);
    // The outbox sends it again: answered from the store, nothing raised twice.
    expect(
      (await post(alice, league.id, `@${bob.username} @${carol.username} look`, "m-1")).status,
    ).toBe(201);
    for (const who of [bob, carol]) {
      const got = await ofType(who, "mention_in_message");
      expect(got).toHaveLength(1);
      const n = got[0]!;
      expect(n).toMatchObject({
        is_read: false,
        league_name: league.name,
        object_type: "message",
        object_id: msg.json.id,
        time_ago: "just now",
        action_url: `/leagues/${league.id}?target_id=${msg.json.id}&target_type=message&notification_id=${n.id}&notification_type=mention_in_message`,
      });
      expect(n.message).toContain(`@${alice.username}`);
    }
    // Never to its cause: alice named herself too.
    await post(alice, league.id, `@${alice.username} note to self`);
    expect((await fromOthers(alice)).length).toBe(0);

    const reply = await comment(bob, msg.json.id, `thanks @${carol.username}`);
    expect(reply.status, reply.text).toBe(201);
    const inComment = await ofType(carol, "mention_in_comment");
    expect(inComment).toHaveLength(1);
    expect(inComment[0]!.action_url).toContain(`target_id=${reply.json.id}&target_type=comment`);
  });

  it("@league reaches every active member but the author; a member named too gets one", async () => {
    const bob = await createUser();
    const carol = await createUser();
    const dave = await createUser();
    const { owner: alice, league } = await leagueWithMembers([bob, carol, dave]);
    expect((await leave(dave, league.id)).status).toBe(200);
    const msg = await post(bob, league.id, `@league and @${carol.username}: picks due!`);
    expect(msg.status, msg.text).toBe(201);
    expect(await ofType(alice, "league_mention")).toHaveLength(1);
    expect(await ofType(carol, "league_mention")).toHaveLength(0);
    expect(await ofType(carol, "mention_in_message")).toHaveLength(1);
    expect((await fromOthers(carol)).length).toBe(1);
    expect((await fromOthers(bob)).length).toBe(0);
    // Left the league: nothing more from it.
    expect((await fromOthers(dave)).length).toBe(0);
  });

  it("a reply tells the post's author; votes and highlights tell the item's author, once each", async () => {
    const bob = await createUser();
    const { owner: alice, league } = await leagueWithMembers([bob]);
    const msg = (await post(bob, league.id, "Home dogs all day")).json;
    const reply = await comment(alice, msg.id, "bold");
    expect(reply.status).toBe(201);
    const commented = await ofType(bob, "message_commented");
    expect(commented).toHaveLength(1);
    expect(commented[0]).toMatchObject({ object_type: "comment", object_id: reply.json.id });
    // Replying to your own post tells nobody.
    await comment(bob, msg.id, "yes");
    expect(await ofType(bob, "message_commented")).toHaveLength(1);

    // like → unlike → like (and a replay of the first) notify once; removing raises nothing.
    expect((await vote(alice, "message-board", msg.id, "up", "v-1")).status).toBe(200);
    expect((await vote(alice, "message-board", msg.id, "up", "v-1")).status).toBe(200);
    expect((await vote(alice, "message-board", msg.id, "up")).json.user_vote).toBe("none");
    expect((await vote(alice, "message-board", msg.id, "up")).json.user_vote).toBe("up");
    expect(await ofType(bob, "message_liked")).toHaveLength(1);
    await vote(alice, "message-board", msg.id, "down");
    expect(await ofType(bob, "message_disliked")).toHaveLength(1);

    const bobReply = (await comment(bob, msg.id, "try me")).json;
    await vote(alice, "message-comments", bobReply.id, "up");
    await vote(alice, "message-comments", bobReply.id, "down");
    expect(await ofType(bob, "comment_liked")).toHaveLength(1);
    expect(await ofType(bob, "comment_disliked")).toHaveLength(1);
    // Your own vote on your own item tells nobody.
    await vote(bob, "message-board", msg.id, "up");
    expect(await ofType(bob, "message_liked")).toHaveLength(1);

    // Highlight, un-highlight, highlight again: one.
    expect((await highlight(alice, "message-board", msg.id)).status).toBe(200);
    await highlight(alice, "message-board", msg.id, false);
    await highlight(alice, "message-board", msg.id);
    expect(await ofType(bob, "message_highlighted")).toHaveLength(1);
    expect((await highlight(alice, "message-comments", bobReply.id)).status).toBe(200);
    expect(await ofType(bob, "comment_highlighted")).toHaveLength(1);
    // The commissioner highlighting their own item tells nobody.
    await highlight(alice, "message-comments", reply.json.id);
    expect(await ofType(alice, "comment_highlighted")).toHaveLength(0);
  });

  it("a member who left hears nothing more about their old posts", async () => {
    const bob = await createUser();
    const { owner: alice, league } = await leagueWithMembers([bob]);
    const msg = (await post(bob, league.id, "see you")).json;
    expect((await leave(bob, league.id)).status).toBe(200);
    await vote(alice, "message-board", msg.id, "up");
    await comment(alice, msg.id, "bye");
    await highlight(alice, "message-board", msg.id);
    expect((await fromOthers(bob)).length).toBe(0);
  });
});

// ---- friends ----

describe("friend events", () => {
  const request = (from: User, to: User, k?: string) =>
    call("/api/users/friends/request/", {
      token: from.token,
      body: { recipient: to.id },
      headers: key(k),
    });
  const respond = (who: User, id: number, action: string, k?: string) =>
    call(`/api/users/friends/respond/${id}/`, {
      token: who.token,
      body: { action },
      headers: key(k),
    });

  it("request, accept (replayed) and decline each raise their type once; the request shows its status", async () => {
    const alice = await createUser();
    const carol = await createUser();
    const dave = await createUser();
    const sent = await request(carol, alice, "fr-1");
    expect(sent.status, sent.text).toBe(201);
    await request(carol, alice, "fr-1");
    const [req] = await ofType(alice, "friend_request");
    expect(await ofType(alice, "friend_request")).toHaveLength(1);
    expect(req).toMatchObject({
      object_type: "friendship",
      object_id: sent.json.friend_request_id,
      friendship_status: "pending",
      action_url: `/profile/${carol.username}`,
      is_read: false,
    });
    expect((await respond(alice, req!.object_id!, "accept", "ans-1")).status).toBe(200);
    expect((await respond(alice, req!.object_id!, "accept", "ans-1")).status).toBe(200);
    const accepted = await ofType(carol, "friend_request_accepted");
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.action_url).toBe(`/profile/${alice.username}`);
    // The answered request is settled: read, and it says it was accepted.
    expect((await ofType(alice, "friend_request"))[0]).toMatchObject({
      is_read: true,
      friendship_status: "accepted",
    });
    expect(await ofType(alice, "friend_request_accepted")).toHaveLength(0);

    const fromDave = await request(dave, alice);
    const declined = await respond(alice, fromDave.json.friend_request_id, "reject");
    expect(declined.status, declined.text).toBe(200);
    expect(await ofType(dave, "friend_request_declined")).toHaveLength(1);
    expect(await ofType(alice, "friend_request_declined")).toHaveLength(0);
  });

  it("a withdrawn request takes its notification with it", async () => {
    const alice = await createUser();
    const erin = await createUser();
    await request(erin, alice);
    expect(await ofType(alice, "friend_request")).toHaveLength(1);
    const gone = await call(`/api/users/friends/remove/${alice.id}/`, {
      method: "DELETE",
      token: erin.token,
    });
    expect(gone.status, gone.text).toBe(200);
    expect(await ofType(alice, "friend_request")).toHaveLength(0);
    expect(await unread(alice)).toBe(0);
  });
});

// ---- leagues, achievements, announcements ----

describe("league updates, achievements and announcements", () => {
  it("the commissioner's settings change tells every active member but the commissioner", async () => {
    const bob = await createUser();
    const carol = await createUser();
    const { owner, league } = await leagueWithMembers([bob, carol]);
    await leave(carol, league.id);
    const patch = (body: unknown, k?: string) =>
      call(`/api/leagues/${league.id}/`, {
        method: "PATCH",
        token: owner.token,
        body,
        headers: key(k),
      });
    expect((await patch({ description: "New rules" }, "lu-1")).status).toBe(200);
    expect((await patch({ description: "New rules" }, "lu-1")).status).toBe(200);
    const got = await ofType(bob, "league_update");
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ action_url: `/leagues/${league.id}`, league_name: league.name });
    // A save that changes nothing tells nobody.
    expect((await patch({ description: "New rules" })).status).toBe(200);
    expect(await ofType(bob, "league_update")).toHaveLength(1);
    expect((await fromOthers(owner)).length).toBe(0);
    expect((await fromOthers(carol)).length).toBe(0);
  });

  it("achievement_earned through raiseNotifications: once per key, never to its actor", async () => {
    const fan = await createUser();
    const now = await serverNowForTests();
    const item = {
      userId: fan.id,
      type: "achievement_earned" as const,
      dedupeKey: "achievement:first_win",
      title: "Achievement earned: First win",
      message: "Your first correct pick.",
      actionUrl: "/dashboard",
      objectType: "achievement" as const,
    };
    expect(await raiseNotifications(env, [item], now)).toHaveLength(1);
    expect(await raiseNotifications(env, [item], now)).toHaveLength(0);
    expect(
      await raiseNotifications(env, [{ ...item, dedupeKey: "x", actorId: fan.id }], now),
    ).toHaveLength(0);
    const got = await ofType(fan, "achievement_earned");
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ action_url: "/dashboard", object_type: "achievement" });
  });

  it("npm run announce's statement: every verified user once per text and day, quotes escaped", async () => {
    const fan = await createUser();
    const text = "It's game day; DROP TABLE users; --";
    const sql = announcementSql(text, { day: "2024-10-12" });
    await env.DB.prepare(sql).run();
    await env.DB.prepare(sql).run();
    const got = await ofType(fan, "system_announcement");
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ message: text, action_url: "/dashboard", time_ago: "just now" });
    expect(checkAnnouncement("  ")).toMatchObject({
      ok: false,
      error: "The announcement text is empty.",
    });
    expect(checkAnnouncement("x".repeat(501)).ok).toBe(false);
    expect(checkAnnouncement(" hi ")).toEqual({ ok: true, text: "hi" });
  });
});

// ---- the calls ----

describe("the notification calls", () => {
  /** `n` notifications of each given type for `who`, oldest first. */
  async function seed(who: User, types: readonly NotificationType[]) {
    const now = await serverNowForTests();
    await raiseNotifications(
      env,
      types.map((type, i) => ({
        userId: who.id,
        type,
        dedupeKey: `seed:${i}`,
        title: `t${i}`,
        message: `m${i}`,
        actionUrl: "/dashboard",
      })),
      now,
    );
  }

  it("cleared notifications are purged by the daily job after 90 days; newer and uncleared stay", async () => {
    const fan = await createUser();
    await seed(fan, ["message_liked", "league_update", "friend_request"]);
    const rows = async () =>
      (
        await env.DB.prepare(
          "SELECT title, cleared_at FROM notifications WHERE user_id = ? ORDER BY title",
        )
          .bind(fan.id)
          .all<{ title: string; cleared_at: string | null }>()
      ).results;
    const now = await serverNowForTests();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
    const clear = (title: string, at: string) =>
      env.DB.prepare("UPDATE notifications SET cleared_at = ? WHERE user_id = ? AND title = ?")
        .bind(at, fan.id, title)
        .run();
    await clear("t0", daysAgo(91));
    await clear("t1", daysAgo(89));
    await runScheduledJobs(env, now, "daily");
    expect((await rows()).map((r) => r.title)).toEqual(["t1", "t2"]);
  });

  it("each tab lists its types only, newest first, paged", async () => {
    const fan = await createUser();
    await seed(fan, NOTIFICATION_TYPES);
    const all = await list(fan);
    expect(all.count).toBe(17);
    expect(all.unread_count).toBe(17);
    expect(all.results.map((n) => n.title)).toEqual(
      NOTIFICATION_TYPES.map((_, i) => `t${i}`).reverse(),
    );
    for (const [tab, types] of Object.entries(NOTIFICATION_TABS)) {
      const page = await list(fan, `&type=${tab}`);
      expect(page.count, tab).toBe(types.length);
      expect(new Set(page.results.map((n) => n.notification_type))).toEqual(new Set(types));
    }
    const first = await call("/api/notifications/?page_size=5", { token: fan.token });
    expect(first.json).toMatchObject({ count: 17, page: 1, has_more: true });
    expect(first.json.results).toHaveLength(5);
    const last = await call("/api/notifications/?page_size=5&page=4", { token: fan.token });
    expect(last.json).toMatchObject({ page: 4, has_more: false });
    expect(last.json.results.map((n: Notification) => n.title)).toEqual(["t1", "t0"]);
    expect((await call("/api/notifications/", { token: fan.token })).json.results).toHaveLength(17);
  });

  it("PATCH marks one read or unread; mark_all_read and clear_all empty the badge and list", async () => {
    const fan = await createUser();
    const other = await createUser();
    await seed(fan, ["message_liked", "friend_request", "pick_reminder"]);
    await seed(other, ["message_liked"]);
    const [n] = (await list(fan)).results;
    const read = await call(`/api/notifications/${n!.id}/`, {
      method: "PATCH",
      token: fan.token,
      body: { is_read: true },
      headers: key("read-1"),
    });
    expect(read.status, read.text).toBe(200);
    expect(read.json).toMatchObject({ id: n!.id, is_read: true });
    expect(await unread(fan)).toBe(2);
    const back = await call(`/api/notifications/${n!.id}/`, {
      method: "PATCH",
      token: fan.token,
      body: { is_read: false },
    });
    expect(back.json.is_read).toBe(false);
    expect(await unread(fan)).toBe(3);

    // Another user's notification, an unknown one, a malformed id: 404, and nothing changes.
    const theirs = (await list(other)).results[0]!;
    for (const id of [theirs.id, 99999999, "abc"]) {
      const res = await call(`/api/notifications/${id}/`, {
        method: "PATCH",
        token: fan.token,
        body: { is_read: true },
      });
      expect(res.status, String(id)).toBe(404);
      expect(res.json.error).toBe("Notification not found.");
    }
    expect(await unread(other)).toBe(1);

    const all = await call("/api/notifications/mark_all_read/", {
      method: "POST",
      token: fan.token,
    });
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ count: 0 });
    expect(await unread(fan)).toBe(0);
    expect((await list(fan)).results.every((x) => x.is_read)).toBe(true);
    expect(await unread(other)).toBe(1);

    const cleared = await call("/api/notifications/clear_all/", {
      method: "DELETE",
      token: fan.token,
    });
    expect(cleared.status).toBe(200);
    expect((await fromOthers(fan)).length).toBe(0);
    expect((await fromOthers(other)).length).toBe(1);
    const gone = await call(`/api/notifications/${n!.id}/`, {
      method: "PATCH",
      token: fan.token,
      body: { is_read: true },
    });
    expect(gone.status).toBe(404);
  });

  it("bad input is a clear 400, never a 500; every call needs a login", async () => {
    const fan = await createUser();
    await seed(fan, ["message_liked"]);
    const id = (await list(fan)).results[0]!.id;
    for (const query of [
      "type=everything",
      "page=0",
      "page=x",
      "page_size=51",
      "page_size=0",
      "page=1.5",
    ]) {
      const res = await call(`/api/notifications/?${query}`, { token: fan.token });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.json).length, query).toBeGreaterThan(0);
    }
    for (const body of [{}, { is_read: "yes" }, { is_read: true, extra: 1 }, [], null]) {
      const res = await call(`/api/notifications/${id}/`, {
        method: "PATCH",
        token: fan.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const malformed = await call(`/api/notifications/${id}/`, {
      method: "PATCH",
      token: fan.token,
      rawBody: "{nope",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toBe("Malformed JSON in request body");
    for (const [method, path] of [
      ["GET", "/api/notifications/"],
      ["GET", "/api/notifications/unread_count/"],
      ["PATCH", `/api/notifications/${id}/`],
      ["POST", "/api/notifications/mark_all_read/"],
      ["DELETE", "/api/notifications/clear_all/"],
    ] as const)
      expect(
        (await call(path, { method, body: method === "PATCH" ? { is_read: true } : undefined }))
          .status,
      ).toBe(401);
  });

  it("unread_count is one statement on the partial index of unread rows", async () => {
    const fan = await createUser();
    await seed(fan, ["message_liked", "league_update"]);
    const sent: string[] = [];
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare")
          return (sql: string) => {
            sent.push(sql);
            return target.prepare(sql);
          };
        if (prop === "batch") throw new Error("unread_count must not batch");
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const ctx = {
      waitUntil() {},
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext;
    const res = await app.fetch(
      new Request("http://localhost/api/notifications/unread_count/", {
        headers: { authorization: `Bearer ${fan.token}` },
      }),
      { ...env, DB: db },
      ctx,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 2 });
    expect(sent.filter((s) => /notifications/.test(s))).toEqual([UNREAD_COUNT_SQL]);
    // The rest is the request's own: the server clock and the session check.
    expect(sent).toHaveLength(3);
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${UNREAD_COUNT_SQL}`)
      .bind(fan.id)
      .all<{ detail: string }>();
    const detail = plan.results.map((r) => r.detail).join("\n");
    expect(detail).toMatch(/USING (COVERING )?INDEX notifications_unread/);
    expect(detail).not.toMatch(/SCAN notifications/);
  });
});

// ---- pick reminders (last: they move the clock) ----

describe("pick reminders on the dev clock", () => {
  it("24 h and 1 h before the next deadline, once per league, week and threshold; none when complete or gone", async () => {
    // Week 9 of the fixture season: kickoff Saturday 2 Nov 2024 20:00 UTC (4 PM EDT).
    const kickoff = "2024-11-02T20:00:00.000Z";
    const at = (hoursBefore: number, minutes = 0) =>
      new Date(Date.parse(kickoff) - hoursBefore * 3_600_000 - minutes * 60_000).toISOString();
    await setClock(at(30));
    const fresh = async (u: User) => ({ ...u, token: await freshToken(u) });
    const [undone, complete, gone, noLock, withLock] = await Promise.all(
      Array.from({ length: 5 }, async () => fresh(await createUser())),
    );
    const plain = await leagueWithMembers([undone!, complete!, gone!], {
      submission_deadline: "game_time",
      picks_per_week: 1,
      enable_locks: false,
    });
    const locks = await leagueWithMembers([noLock!, withLock!], {
      submission_deadline: "game_time",
      picks_per_week: 1,
      enable_locks: true,
    });
    const game = await insertGame({ week: 9, kickoff });
    await insertPick({ userId: complete!.id, leagueId: plain.league.id, gameId: game, week: 9 });
    await insertPick({ userId: noLock!.id, leagueId: locks.league.id, gameId: game, week: 9 });
    await insertPick({
      userId: withLock!.id,
      leagueId: locks.league.id,
      gameId: game,
      week: 9,
      isLock: true,
    });
    await leave(gone!, plain.league.id);

    const reminders = async (u: User) =>
      (await call("/api/notifications/?type=reminders", { token: await freshToken(u) })).json
        .results as Notification[];

    // 30 h before: nothing yet.
    expect(await reminders(undone!)).toHaveLength(0);
    // 24 h before (and the job again an hour later): one each for whoever still has to act.
    await setClock(at(23, 59));
    await setClock(at(23));
    const first = await reminders(undone!);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      notification_type: "pick_reminder",
      league_name: plain.league.name,
      action_url: `/sportsbook?league=${plain.league.id}&week=9`,
      object_type: "league",
      object_id: plain.league.id,
    });
    expect(first[0]!.title).toBe("Picks lock tomorrow");
    expect(await reminders(plain.owner)).toHaveLength(1);
    expect(await reminders(complete!)).toHaveLength(0);
    expect(await reminders(gone!)).toHaveLength(0);
    expect(await reminders(noLock!)).toHaveLength(1);
    expect((await reminders(noLock!))[0]!.message).toContain("your lock");
    expect(await reminders(withLock!)).toHaveLength(0);

    // Cleared, the 24 h reminder is not raised again by the next run of the job.
    const cleared = await call("/api/notifications/clear_all/", {
      method: "DELETE",
      token: await freshToken(noLock!),
    });
    expect(cleared.status).toBe(200);
    await setClock(at(22));
    expect(await reminders(noLock!)).toHaveLength(0);

    // The commissioner completes the week after the 24 h reminder.
    await insertPick({ userId: plain.owner.id, leagueId: plain.league.id, gameId: game, week: 9 });
    // 1 h before, twice: one more.
    await setClock(at(0, 50));
    await setClock(at(0, 30));
    const both = await reminders(undone!);
    expect(both.map((n) => n.title)).toEqual(["Picks lock within the hour", "Picks lock tomorrow"]);
    expect(await reminders(complete!)).toHaveLength(0);
    expect(await reminders(gone!)).toHaveLength(0);
    expect((await reminders(noLock!)).map((n) => n.title)).toEqual(["Picks lock within the hour"]);

    // Picks made after the 24 h reminder: no 1 h reminder.
    expect(await reminders(plain.owner)).toHaveLength(1);
    // After the deadline: nothing more.
    await setClock(at(-1));
    expect(await reminders(undone!)).toHaveLength(2);
  });
});
