/**
 * Notifications raised by events (issue 14; spec 000 sections 2, 3, 4 and 7): every type raised
 * by its event exactly once (replays, repeated votes, re-run jobs), never to its cause, never after
 * leaving a league — the board's, friends', league updates', achievements' and announcements'.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { raiseNotifications } from "#worker/notifications/raise";
// The operator script has no alias (it runs in plain Node); its statement is tested on real D1 here.
// eslint-disable-next-line no-restricted-imports
import { announcementSql, checkAnnouncement } from "../../scripts/announce.mjs";
import { leagueWithMembers } from "./fixtures/leagues";
import { fromOthers, key, leave, ofType, unread } from "./notifications-support";
import { call, createUser, serverNowForTests, type TestUser as User } from "./support";

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
