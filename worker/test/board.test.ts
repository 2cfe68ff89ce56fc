import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BOARD_TEXTS } from "#domain/board/contract";
import { gradeFinishedGames } from "#worker/season/grading";
// The grading listeners are wired where the jobs are.
import "#worker/jobs";
import type { Env } from "#worker/env";
import { call, createUser, serverNowForTests, type TestUser as User } from "./support";
import {
  ensureSeason,
  insertGame,
  insertPick,
  joinWithCode,
  leagueWithMembers,
} from "./fixtures/leagues";

const post = (token: string, body: unknown, headers?: Record<string, string>) =>
  call("/api/message-board/", { token, body, headers });
const board = (token: string, query: string) => call(`/api/message-board/?${query}`, { token });

/** The league's automatic posts, newest first, as [message_type, content]. */
async function leagueUpdates(token: string, leagueId: number) {
  const updates = await board(token, `league=${leagueId}&type=league_updates`);
  return updates.json.results.map((x: { message_type: string; content: string }) => [
    x.message_type,
    x.content,
  ]);
}

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

describe("votes", () => {
  it("sets, removes with the same vote, switches with the opposite; comments too", async () => {
    const voter = await createUser();
    const { owner, league } = await leagueWithMembers([voter]);
    const m = (await post(owner.token, { league: league.id, content: "vote me" })).json.id;
    const voteOn = (vote_type: string) =>
      call(`/api/message-board/${m}/vote/`, { token: voter.token, body: { vote_type } });
    expect((await voteOn("up")).json).toEqual({
      id: m,
      user_vote: "up",
      vote_counts: { up: 1, down: 0 },
    });
    expect((await voteOn("down")).json).toEqual({
      id: m,
      user_vote: "down",
      vote_counts: { up: 0, down: 1 },
    });
    expect((await voteOn("down")).json).toEqual({
      id: m,
      user_vote: "none",
      vote_counts: { up: 0, down: 0 },
    });
    expect((await voteOn("sideways")).status).toBe(400);
    const k = (
      await call("/api/message-comments/", {
        token: owner.token,
        body: { message: m, content: "c" },
      })
    ).json.id;
    const cv = await call(`/api/message-comments/${k}/vote/`, {
      token: voter.token,
      body: { vote_type: "up" },
    });
    expect(cv.json).toEqual({ id: k, user_vote: "up", vote_counts: { up: 1, down: 0 } });
    const read = await board(voter.token, `league=${league.id}`);
    const msg = read.json.results.find((x: { id: number }) => x.id === m);
    expect(msg.comments[0]).toMatchObject({ user_vote: "up", vote_counts: { up: 1, down: 0 } });
  });

  it("30 members voting at once, and replays of each vote, leave exact counts", async () => {
    const voters = await Promise.all(Array.from({ length: 30 }, () => createUser()));
    const { owner, league } = await leagueWithMembers(voters);
    const m = (await post(owner.token, { league: league.id, content: "hot take" })).json.id;
    const send = (u: User, i: number) =>
      call(`/api/message-board/${m}/vote/`, {
        token: u.token,
        body: { vote_type: i % 3 === 0 ? "down" : "up" },
        headers: { "idempotency-key": `vote-${m}-${u.id}` },
      });
    const first = await Promise.all(voters.map(send));
    expect(first.every((r) => r.status === 200)).toBe(true);
    const replays = await Promise.all(voters.map(send));
    expect(replays.every((r) => r.status === 200)).toBe(true);
    const row = await env.DB.prepare("SELECT up_count, down_count FROM board_messages WHERE id = ?")
      .bind(m)
      .first<{ up_count: number; down_count: number }>();
    expect(row).toEqual({ up_count: 20, down_count: 10 });
    const votes = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM board_votes WHERE item_type = 'message' AND item_id = ?",
    )
      .bind(m)
      .first<{ n: number }>();
    expect(votes!.n).toBe(30);
  });
});

describe("tabs", () => {
  it("Highlights shows highlighted messages (or with a highlighted reply); League Updates the product's posts", async () => {
    const member = await createUser();
    const { owner, league } = await leagueWithMembers([member]);
    const plain = (await post(member.token, { league: league.id, content: "plain" })).json.id;
    const star = (await post(member.token, { league: league.id, content: "star" })).json.id;
    const withReply = (await post(member.token, { league: league.id, content: "thread" })).json.id;
    const reply = (
      await call("/api/message-comments/", {
        token: owner.token,
        body: { message: withReply, content: "great reply" },
      })
    ).json.id;
    await call(`/api/message-board/${star}/highlight/`, { method: "POST", token: owner.token });
    await call(`/api/message-comments/${reply}/highlight/`, { method: "POST", token: owner.token });
    const hl = await board(member.token, `league=${league.id}&type=highlights`);
    expect(hl.json.results.map((x: { id: number }) => x.id)).toEqual([withReply, star]);
    expect(hl.json.results.map((x: { id: number }) => x.id)).not.toContain(plain);
    const updates = await board(member.token, `league=${league.id}&type=league_updates`);
    expect(updates.json.results.map((x: { message_type: string }) => x.message_type)).toEqual([
      "auto_join",
    ]);
    expect(updates.json.results[0]).toMatchObject({
      author_id: null,
      author_name: "Pick'em",
      can_delete: false,
    });
    expect(updates.json.results[0].content).toBe(`${member.username} joined the league. Welcome!`);
    expect((await board(member.token, `league=${league.id}&type=bogus`)).status).toBe(400);
  });

  it("cross-league messages: every league of the user, by author and highlights", async () => {
    const me = await createUser();
    const a = await leagueWithMembers([me]);
    const b = await leagueWithMembers([me]);
    const other = await leagueWithMembers();
    await post(me.token, { league: a.league.id, content: "in A" });
    await post(b.owner.token, { league: b.league.id, content: "in B" });
    await post(other.owner.token, { league: other.league.id, content: "not mine" });
    const all = await call("/api/cross-league-messages/", { token: me.token });
    const contents = all.json.results.map((x: { content: string }) => x.content);
    expect(contents).toEqual(expect.arrayContaining(["in A", "in B"]));
    expect(contents).not.toContain("not mine");
    expect(
      all.json.results.find((x: { content: string }) => x.content === "in B").league_name,
    ).toBe(b.league.name);
    const mine = await call(`/api/cross-league-messages/?author=${me.id}`, { token: me.token });
    expect(mine.json.results.map((x: { content: string }) => x.content)).toEqual(["in A"]);
  });
});

describe("automatic posts", () => {
  it("join and leave are posted with the membership change", async () => {
    const member = await createUser();
    const { owner, league } = await leagueWithMembers([member]);
    await call(`/api/leagues/${league.id}/leave/`, { token: member.token, body: {} });
    expect(await leagueUpdates(owner.token, league.id)).toEqual([
      ["auto_leave", `${member.username} left the league.`],
      ["auto_join", `${member.username} joined the league. Welcome!`],
    ]);
  });

  it("a member the commissioner removed is posted as removed, not as having left", async () => {
    const member = await createUser();
    const { owner, league } = await leagueWithMembers([member]);
    const kick = await call(`/api/leagues/${league.id}/kick_member/`, {
      token: owner.token,
      body: { user_id: member.id },
    });
    expect(kick.status).toBe(200);
    expect((await leagueUpdates(owner.token, league.id))[0]).toEqual([
      "auto_leave",
      `${member.username} was removed from the league.`,
    ]);
  });

  it("a graded week earns its posts once, however often grading re-runs", async () => {
    const amy = await createUser();
    const ben = await createUser();
    const cy = await createUser();
    const { owner, league } = await leagueWithMembers([amy, ben, cy]);
    const season = await ensureSeason();
    const now = await serverNowForTests();
    const pick = (userId: number, gameId: number, week: number, team: number, isLock = false) =>
      insertPick({
        userId,
        leagueId: league.id,
        gameId,
        week,
        pickedTeamId: team,
        isLock,
        result: null,
        pickedValue: null,
      });
    const final = (week: number) =>
      insertGame({
        week,
        kickoff: "2024-09-01T16:00:00.000Z",
        status: "final",
        homeScore: 30,
        awayScore: 10,
      });
    const { home, away } = season.teams;
    // Locks: amy's win in weeks 5, 6 and 7 (a streak of 3), then loses in week 8.
    const w5 = await Promise.all([final(5), final(5), final(5), final(5)]);
    for (const [i, g] of w5.entries()) {
      await pick(amy.id, g, 5, home, i === 0);
      await pick(ben.id, g, 5, away);
    }
    await pick(cy.id, w5[0]!, 5, home);
    for (const week of [6, 7, 8]) {
      const g = await final(week);
      await pick(amy.id, g, week, week === 8 ? away : home, true);
    }
    // Week 9, a race of three: ben 2 points, amy 1, cy 0 — won by one point.
    const w9 = await Promise.all([final(9), final(9)]);
    await pick(ben.id, w9[0]!, 9, home);
    await pick(ben.id, w9[1]!, 9, home);
    await pick(amy.id, w9[0]!, 9, home);
    await pick(amy.id, w9[1]!, 9, away);
    await pick(cy.id, w9[0]!, 9, away);
    // Grading reads the quarters.
    await env.DB.prepare(
      "UPDATE games SET home_q1 = 14, home_q2 = 7, home_q3 = 6, home_q4 = 3, away_q1 = 0, away_q2 = 7, away_q3 = 3, away_q4 = 0 WHERE season_id = ? AND week BETWEEN 5 AND 9",
    )
      .bind(season.seasonId)
      .run();
    await gradeFinishedGames(env as unknown as Env, now);
    const posts = async () =>
      (
        await env.DB.prepare(
          "SELECT message_type, content FROM board_messages WHERE league_id = ? AND message_type LIKE 'auto_%' AND message_type NOT IN ('auto_join','auto_leave') ORDER BY id",
        )
          .bind(league.id)
          .all<{ message_type: string; content: string }>()
      ).results;
    const written = await posts();
    expect(written).toEqual([
      { message_type: "auto_perfect", content: `${amy.username} went a perfect 4-0 in Week 5!` },
      {
        message_type: "auto_goose_egg",
        content: `${ben.username} laid a goose egg in Week 5: 0-4.`,
      },
      {
        message_type: "auto_not_close",
        content: `It wasn't close: ${amy.username} won Week 5 with 5 points, 4 ahead of ${cy.username}.`,
      },
      {
        message_type: "auto_lock_streak",
        content: `${amy.username} is on fire: 3 correct locks in a row!`,
      },
      {
        message_type: "auto_broken_streak",
        content: `${amy.username}'s streak of 3 correct locks ended in Week 8.`,
      },
      {
        message_type: "auto_nail_biter",
        content: `Nail-biter! ${ben.username} edged ${amy.username} by 1 point to win Week 9.`,
      },
    ]);
    // A score correction re-grades every game: nothing is posted twice.
    await env.DB.prepare("UPDATE games SET scores_version = scores_version + 1 WHERE season_id = ?")
      .bind(season.seasonId)
      .run();
    await gradeFinishedGames(env as unknown as Env, now);
    expect(await posts()).toEqual(written);
    expect(owner.id).toBeGreaterThan(0);
  });
});
