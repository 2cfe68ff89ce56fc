/**
 * The league board (/api/message-board/): who may use it, posting (field errors, stored text,
 * replays, mentions) and images. Votes and tabs: board-votes.test.ts; the automatic posts:
 * board-auto-posts.test.ts.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BOARD_TEXTS } from "#domain/board/contract";
import { call, createUser } from "./support";
import { joinWithCode, leagueWithMembers } from "./fixtures/leagues";
import { board, post } from "./board-support";

// 1×1 PNG.
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

describe("who may use a board", () => {
  it("every route: anonymous 401, non-member learns nothing, member and author and commissioner as allowed", async () => {
    const member = await createUser();
    const stranger = await createUser();
    const { owner, league } = await leagueWithMembers([member]);
    const msg = await post(member.token, { league: league.id, content: "First!" });
    expect(msg.status, msg.text).toBe(201);
    const cmt = await call("/api/message-comments/", {
      token: member.token,
      body: { message: msg.json.id, content: "a reply" },
    });
    expect(cmt.status, cmt.text).toBe(201);
    const m = msg.json.id as number;
    const k = cmt.json.id as number;
    const routes: Array<[string, string, unknown?]> = [
      ["GET", `/api/message-board/?league=${league.id}`],
      ["POST", "/api/message-board/", { league: league.id, content: "x" }],
      ["POST", `/api/message-board/${m}/vote/`, { vote_type: "up" }],
      ["POST", `/api/message-board/${m}/highlight/`],
      ["DELETE", `/api/message-board/${m}/highlight/`],
      ["DELETE", `/api/message-board/${m}/`],
      ["POST", "/api/message-comments/", { message: m, content: "x" }],
      ["POST", `/api/message-comments/${k}/vote/`, { vote_type: "down" }],
      ["POST", `/api/message-comments/${k}/highlight/`],
      ["DELETE", `/api/message-comments/${k}/highlight/`],
      ["DELETE", `/api/message-comments/${k}/`],
      ["GET", "/api/cross-league-messages/"],
    ];
    for (const [method, path, body] of routes) {
      const anon = await call(path, { method, body });
      expect(anon.status, `${method} ${path} anonymous`).toBe(401);
      const res = await call(path, { method, body, token: stranger.token });
      if (path === "/api/cross-league-messages/") {
        expect(res.status).toBe(200);
        expect(res.json.results).toEqual([]);
      } else {
        expect(res.status, `${method} ${path} stranger`).toBe(404);
        expect(res.text).not.toContain("First!");
      }
    }
    // A member who is not the author may not delete; only the commissioner highlights.
    const other = await createUser();
    await joinWithCode(other.token, league.code);
    expect(
      (await call(`/api/message-board/${m}/`, { method: "DELETE", token: other.token })).json.error,
    ).toBe(BOARD_TEXTS.ownMessagesOnly);
    expect(
      (await call(`/api/message-comments/${k}/`, { method: "DELETE", token: other.token })).status,
    ).toBe(403);
    const notCommish = await call(`/api/message-board/${m}/highlight/`, {
      method: "POST",
      token: member.token,
    });
    expect(notCommish.status).toBe(403);
    expect(notCommish.json.error).toBe(BOARD_TEXTS.commissionerHighlights);
    // The commissioner highlights; the author can no longer delete it.
    const hl = await call(`/api/message-board/${m}/highlight/`, {
      method: "POST",
      token: owner.token,
    });
    expect(hl.json).toEqual({ id: m, is_highlighted: true });
    const del = await call(`/api/message-board/${m}/`, { method: "DELETE", token: member.token });
    expect(del.status).toBe(400);
    expect(del.json.error).toBe(BOARD_TEXTS.highlightedCannotBeDeleted);
    // What each sees it may do.
    const seenByOwner = (await board(owner.token, `league=${league.id}`)).json.results;
    const mine = seenByOwner.find((x: { id: number }) => x.id === m);
    expect(mine).toMatchObject({ can_highlight: true, can_delete: false, is_highlighted: true });
    const seenByMember = (await board(member.token, `league=${league.id}`)).json.results;
    expect(seenByMember.find((x: { id: number }) => x.id === m)).toMatchObject({
      can_highlight: false,
      can_delete: false,
    });
    // Unhighlighted, the author deletes it, with its reply.
    await call(`/api/message-board/${m}/highlight/`, { method: "DELETE", token: owner.token });
    const gone = await call(`/api/message-board/${m}/`, { method: "DELETE", token: member.token });
    expect(gone.status).toBe(200);
    expect(gone.json.message).toBe(BOARD_TEXTS.messageDeleted);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM board_comments WHERE id = ?")
      .bind(k)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("a public league's board is 403 to a non-member, a private one 404, and a removed member is out", async () => {
    const member = await createUser();
    const stranger = await createUser();
    const pub = await leagueWithMembers([member], { league_type: "public" });
    const res = await board(stranger.token, `league=${pub.league.id}`);
    expect(res.status).toBe(403);
    expect(res.json.error).toBe(BOARD_TEXTS.notMember);
    expect((await post(stranger.token, { league: pub.league.id, content: "hi" })).status).toBe(403);
    const priv = await leagueWithMembers([member]);
    expect((await board(stranger.token, `league=${priv.league.id}`)).status).toBe(404);
    expect((await board(stranger.token, "league=999999")).status).toBe(404);
    // Removed: no more reading or posting.
    const kick = await call(`/api/leagues/${priv.league.id}/kick_member/`, {
      token: priv.owner.token,
      body: { user_id: member.id },
    });
    expect(kick.status, kick.text).toBe(200);
    expect((await board(member.token, `league=${priv.league.id}`)).status).toBe(404);
    expect(
      (await post(member.token, { league: priv.league.id, content: "still here?" })).status,
    ).toBe(404);
  });
});

describe("posting", () => {
  it("refuses blank posts, over-long text, other message types and bad bodies with field errors", async () => {
    const { owner, league } = await leagueWithMembers();
    const blank = await post(owner.token, { league: league.id, content: "   " });
    expect(blank.status).toBe(400);
    expect(blank.json.content).toEqual([BOARD_TEXTS.emptyMessage]);
    const long = await post(owner.token, { league: league.id, content: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.json.content).toEqual([BOARD_TEXTS.tooLong]);
    expect((await post(owner.token, { league: league.id, content: "x".repeat(1000) })).status).toBe(
      201,
    );
    const system = await post(owner.token, {
      league: league.id,
      content: "x",
      message_type: "system",
    });
    expect(system.status).toBe(400);
    expect(system.json.message_type).toEqual([BOARD_TEXTS.userPostsOnly]);
    expect((await post(owner.token, { league: "abc", content: "x" })).status).toBe(400);
    expect((await post(owner.token, { content: "x" })).status).toBe(400);
    const malformed = await call("/api/message-board/", { token: owner.token, rawBody: "{nope" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toBe("Malformed JSON in request body");
    const reply = await call("/api/message-comments/", {
      token: owner.token,
      body: { message: 1, content: "  " },
    });
    expect(reply.status).toBe(400);
    expect(reply.json.content).toEqual([BOARD_TEXTS.emptyReply]);
  });

  it("text is stored as written (no HTML is interpreted) and comes back on the board, newest first, paged", async () => {
    const { owner, league } = await leagueWithMembers();
    const script = "<script>alert(1)</script> & <b>bold</b>";
    expect((await post(owner.token, { league: league.id, content: script })).status).toBe(201);
    for (let i = 0; i < 22; i++)
      await post(owner.token, { league: league.id, content: `post ${i}` });
    const first = await board(owner.token, `league=${league.id}`);
    expect(first.json.results).toHaveLength(20);
    expect(first.json.results[0].content).toBe("post 21");
    const second = await board(owner.token, `league=${league.id}&cursor=${first.json.next_cursor}`);
    expect(second.json.results.map((m: { content: string }) => m.content)).toEqual([
      "post 1",
      "post 0",
      script,
    ]);
    expect(second.json.next_cursor).toBeNull();
    const found = await board(
      owner.token,
      `league=${league.id}&search=${encodeURIComponent("post 1")}`,
    );
    expect(found.json.results.map((m: { content: string }) => m.content)).toEqual(
      expect.arrayContaining(["post 1", "post 10", "post 19"]),
    );
    expect(found.json.results.every((m: { content: string }) => m.content.includes("post 1"))).toBe(
      true,
    );
  });

  it("a replayed post (same Idempotency-Key) is written once and answered the same", async () => {
    const { owner, league } = await leagueWithMembers();
    const headers = { "idempotency-key": "board-post-1" };
    const a = await post(owner.token, { league: league.id, content: "once" }, headers);
    const b = await post(owner.token, { league: league.id, content: "once" }, headers);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(b.json.id).toBe(a.json.id);
    const n = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM board_messages WHERE league_id = ? AND message_type = 'user'",
    )
      .bind(league.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(1);
  });

  it("mentions of members and of the league are stored; strangers' names are not", async () => {
    const bob = await createUser({ username: `Bob_${Date.now().toString(36)}` });
    const stranger = await createUser();
    const { owner, league } = await leagueWithMembers([bob]);
    const res = await post(owner.token, {
      league: league.id,
      content: `Nice pick @${bob.username.toLowerCase()}! @${stranger.username} @everyone`,
    });
    expect(res.status).toBe(201);
    expect(res.json.mentions).toEqual([bob.username]);
    expect(res.json.mentions_league).toBe(true);
    const row = await env.DB.prepare(
      "SELECT mentions, mentions_league FROM board_messages WHERE id = ?",
    )
      .bind(res.json.id)
      .first<{ mentions: string; mentions_league: number }>();
    expect(JSON.parse(row!.mentions)).toEqual([bob.id]);
    expect(row!.mentions_league).toBe(1);
    const read = await board(bob.token, `league=${league.id}`);
    expect(read.json.results[0]).toMatchObject({ mentions: [bob.username], mentions_league: true });
    // A self-mention is kept as written (it stays a link after a reload).
    const self = await post(owner.token, {
      league: league.id,
      content: `note to @${owner.username}`,
    });
    expect(self.json.mentions).toEqual([owner.username]);
    const again = await board(owner.token, `league=${league.id}`);
    expect(again.json.results[0].mentions).toEqual([owner.username]);
  });
});

describe("images", () => {
  it("a PNG is stored in R2, served with long caching, and deleted with its message", async () => {
    const { owner, league } = await leagueWithMembers();
    const res = await post(owner.token, {
      league: league.id,
      content: "",
      image_url: `data:image/png;base64,${PNG}`,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.image_url).toMatch(/^\/api\/media\/board\/[0-9a-f-]{36}\.png$/);
    const img = await call(res.json.image_url);
    expect(img.status).toBe(200);
    expect(img.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(img.headers.get("content-type")).toBe("image/png");
    const key = (res.json.image_url as string).replace("/api/media/", "");
    expect(await env.MEDIA.head(key)).not.toBeNull();
    await call(`/api/message-board/${res.json.id}/`, { method: "DELETE", token: owner.token });
    expect(await env.MEDIA.head(key)).toBeNull();
  });

  it("bytes that are not an image are refused whatever their declared type, and so is an image over 5 MB", async () => {
    const { owner, league } = await leagueWithMembers();
    const text = btoa("<svg onload=alert(1)>");
    for (const declared of ["image/png", "image/gif", "image/svg+xml", "text/html"]) {
      const res = await post(owner.token, {
        league: league.id,
        content: "x",
        image_url: `data:${declared};base64,${text}`,
      });
      expect(res.status, declared).toBe(400);
      expect(res.json.image_url).toEqual(["Please select an image or GIF file"]);
    }
    const big = "A".repeat(Math.ceil((5_242_881 * 4) / 3 / 4) * 4);
    const res = await post(owner.token, {
      league: league.id,
      content: "x",
      image_url: `data:image/png;base64,${big}`,
    });
    expect(res.status).toBe(400);
    expect(res.json.image_url).toEqual(["Image must be smaller than 5MB"]);
    const n = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM board_messages WHERE league_id = ? AND message_type = 'user'",
    )
      .bind(league.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });
});
