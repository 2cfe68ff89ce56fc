/**
 * The league board's votes (exact counts under concurrent votes and replays) and its tabs
 * (Highlights, League Updates, cross-league messages).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser as User } from "./support";
import { leagueWithMembers } from "./fixtures/leagues";
import { board, post } from "./board-support";

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
