/**
 * The profile's board (issue 13; spec 000 section 3): messages on a fan's profile, who may post
 * and read them, mentions and their events.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { SOCIAL_TEXTS } from "#domain/social/contract";
import { call, createUser, type TestUser as User } from "./support";
import { createLeague, joinWithCode } from "./fixtures/leagues";
import { events, since, messages, postMessage } from "./social-support";

// ---- 6. the profile's board ----

describe("profile messages", () => {
  let owner: User;
  let author: User;
  let third: User;

  beforeAll(async () => {
    owner = await createUser();
    author = await createUser();
    third = await createUser();
  });

  it("a post is a direct message, listed newest first with who wrote it and whether it mentions the owner", async () => {
    const mark = events.length;
    const mention = await postMessage(
      owner.username,
      author.token,
      `@${owner.username} nice picks`,
    );
    expect(mention.status, mention.text).toBe(201);
    expect(mention.json).toMatchObject({
      id: expect.any(Number),
      type: "direct",
      content: `@${owner.username} nice picks`,
      author_username: author.username,
      league_id: null,
      league_name: null,
      is_mention: true,
      is_by_profile_owner: false,
      is_viewer_about_profile: true,
    });
    const reply = await postMessage(owner.username, owner.token, "  Thanks!  ");
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json).toMatchObject({
      type: "direct",
      content: "Thanks!",
      is_mention: false,
      is_by_profile_owner: true,
    });
    expect(since(mark)).toEqual([
      {
        type: "profile_message_posted",
        messageId: mention.json.id,
        profileUserId: owner.id,
        authorId: author.id,
      },
      {
        type: "profile_message_posted",
        messageId: reply.json.id,
        profileUserId: owner.id,
        authorId: owner.id,
      },
    ]);

    const seenByThird = await messages(owner.username, third.token);
    expect(seenByThird.status).toBe(200);
    expect(seenByThird.json.map((m: { id: number }) => m.id)).toEqual([
      reply.json.id,
      mention.json.id,
    ]);
    expect(seenByThird.json[1]).toMatchObject({
      is_mention: true,
      is_by_profile_owner: false,
      is_viewer_about_profile: false,
    });
    const seenByAuthor = await messages(owner.username, author.token);
    const byId = new Map(seenByAuthor.json.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(mention.json.id)).toMatchObject({ is_viewer_about_profile: true });
    expect(byId.get(reply.json.id)).toMatchObject({
      is_viewer_about_profile: false,
      is_by_profile_owner: true,
    });
    // The stored row is what was answered.
    const row = await env.DB.prepare(
      "SELECT profile_user_id, author_id, content FROM profile_messages WHERE id = ?",
    )
      .bind(mention.json.id)
      .first();
    expect(row).toEqual({
      profile_user_id: owner.id,
      author_id: author.id,
      content: `@${owner.username} nice picks`,
    });
  });

  it("refuses blank and over-long posts with field errors, anonymous posts, and unknown profiles", async () => {
    const before = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM profile_messages WHERE profile_user_id = ?",
    )
      .bind(owner.id)
      .first<{ n: number }>();
    const blank = await postMessage(owner.username, author.token, "   ");
    expect(blank.status).toBe(400);
    expect(blank.json.content).toEqual([SOCIAL_TEXTS.emptyMessage]);
    const empty = await postMessage(owner.username, author.token, "");
    expect(empty.status).toBe(400);
    expect(empty.json.content).toEqual([SOCIAL_TEXTS.emptyMessage]);
    const long = await postMessage(owner.username, author.token, "x".repeat(1001));
    expect(long.status).toBe(400);
    expect(long.json.content).toEqual([SOCIAL_TEXTS.tooLong]);
    const missing = await call(`/api/users/profile/${owner.username}/messages/`, {
      token: author.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.json.content).toHaveLength(1);
    expect((await postMessage(owner.username, undefined, "hi")).status).toBe(401);
    expect((await postMessage("no_such_user_here", author.token, "hi")).status).toBe(404);
    expect((await messages("no_such_user_here", author.token)).status).toBe(404);
    const after = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM profile_messages WHERE profile_user_id = ?",
    )
      .bind(owner.id)
      .first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
    const max = await postMessage(owner.username, author.token, "y".repeat(1000));
    expect(max.status).toBe(201);
  });

  it("the owner's league messages show only to members of that league, a public league's too, as on its board", async () => {
    const leagueOwner = await createUser();
    const insider = await createUser();
    const publicFan = await createUser();
    const outsider = await createUser();
    const closed = await createLeague(leagueOwner.token, { name: "Closed Board League" });
    const opened = await createLeague(leagueOwner.token, {
      name: "Open Board League",
      league_type: "public",
    });
    for (const [who, code] of [
      [insider, closed.code],
      [publicFan, opened.code],
    ] as const)
      expect((await joinWithCode(who.token, code)).status).toBe(200);
    const boardPost = async (who: User, league: number, content: string) => {
      const res = await call("/api/message-board/", {
        token: who.token,
        body: { league, content },
      });
      expect(res.status, res.text).toBe(201);
      return res.json.id as number;
    };
    const secretId = await boardPost(leagueOwner, closed.id, "private words");
    const publicId = await boardPost(leagueOwner, opened.id, "public words");
    const mentionId = await boardPost(publicFan, opened.id, `hey @${leagueOwner.username}`);
    await boardPost(publicFan, opened.id, "not about the owner");

    const leagueMessages = async (viewer: User) => {
      const res = await messages(leagueOwner.username, viewer.token);
      expect(res.status, res.text).toBe(200);
      return (res.json as Array<Record<string, unknown>>).filter(
        (m) => m.type === "league_message",
      );
    };
    // A member of the private league only: its posts, none of the public league it is not in.
    const inside = await leagueMessages(insider);
    expect(inside.map((m) => m.id)).toEqual([secretId]);
    expect(inside[0]).toMatchObject({
      content: "private words",
      league_id: closed.id,
      league_name: "Closed Board League",
      author_username: leagueOwner.username,
      is_by_profile_owner: true,
      is_mention: false,
      is_viewer_about_profile: false,
    });
    // A non-member is refused the public league's board (403), so its profile shows none of it.
    const board = await call(`/api/message-board/?league=${opened.id}`, { token: outsider.token });
    expect(board.status).toBe(403);
    const outside = await messages(leagueOwner.username, outsider.token);
    expect(outside.status, outside.text).toBe(200);
    expect(
      (outside.json as Array<{ type: string }>).filter((m) => m.type === "league_message"),
    ).toEqual([]);
    for (const text of [
      "private words",
      "public words",
      "Closed Board League",
      "Open Board League",
    ])
      expect(outside.text).not.toContain(text);
    // A member of the public league sees its posts about the owner, the mention as theirs.
    const fan = await leagueMessages(publicFan);
    expect(fan.map((m) => m.id)).toEqual([mentionId, publicId]);
    expect(fan.find((m) => m.id === mentionId)).toMatchObject({
      author_username: publicFan.username,
      is_mention: true,
      is_by_profile_owner: false,
      is_viewer_about_profile: true,
    });
    expect(fan.map((m) => m.content)).not.toContain("not about the owner");
    // The owner, a member of both, sees all of them.
    expect((await leagueMessages(leagueOwner)).map((m) => m.id)).toEqual([
      mentionId,
      publicId,
      secretId,
    ]);
    // A member who leaves is out at once, on the profile as on the board.
    expect(
      (await call(`/api/leagues/${opened.id}/leave/`, { body: {}, token: publicFan.token })).status,
    ).toBe(200);
    expect(await leagueMessages(publicFan)).toEqual([]);
  });

  it("a message is deleted by its author or the profile's owner, never by anyone else", async () => {
    const first = (await postMessage(owner.username, author.token, "delete me")).json.id as number;
    const second = (await postMessage(owner.username, author.token, "owner deletes me")).json
      .id as number;
    const path = (id: number | string, name = owner.username) =>
      `/api/users/profile/${name}/messages/${id}/`;
    const denied = await call(path(first), { method: "DELETE", token: third.token });
    expect(denied.status).toBe(403);
    expect(denied.json.error).toBe(SOCIAL_TEXTS.ownMessagesOnly);
    expect((await call(path(first), { method: "DELETE" })).status).toBe(401);
    // Through another profile's path the message is unknown.
    expect(
      (await call(path(first, third.username), { method: "DELETE", token: third.token })).status,
    ).toBe(404);
    const byAuthor = await call(path(first), { method: "DELETE", token: author.token });
    expect(byAuthor.status, byAuthor.text).toBe(200);
    expect(byAuthor.json).toEqual({ id: first, message: SOCIAL_TEXTS.messageDeleted });
    const byOwner = await call(path(second), { method: "DELETE", token: owner.token });
    expect(byOwner.status, byOwner.text).toBe(200);
    const listed = (await messages(owner.username, third.token)).json.map(
      (m: { id: number }) => m.id,
    );
    expect(listed).not.toContain(first);
    expect(listed).not.toContain(second);
    const again = await call(path(first), { method: "DELETE", token: author.token });
    expect(again.status).toBe(404);
    expect(again.json.error).toBe(SOCIAL_TEXTS.messageNotFound);
    expect((await call(path("abc"), { method: "DELETE", token: owner.token })).status).toBe(404);
  });
});
