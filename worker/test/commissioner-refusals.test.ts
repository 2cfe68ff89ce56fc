/**
 * Who may act and read, and what bad input gets: every act is the commissioner's only (403 for a
 * member, 404 for a stranger to a private league or an unknown league, as the league's other
 * commissioner routes answer), every bad body a 400 with its field and nothing stored; the log is
 * read by members (and by anyone for a public league, as its standings), 404 otherwise.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, expectErrorShape } from "./support";
import { commissionerKit } from "./commissioner-support";

const { setup, homeSpread, act, log, bell } = commissionerKit();

const logRows = async (leagueId: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM commissioner_log WHERE league_id = ?")
    .bind(leagueId)
    .first<{ n: number }>())!.n;

describe("the commissioner's acts: refusals", () => {
  it("refuses a member (403), a stranger and an unknown league (404), storing nothing", async () => {
    const { owner, member, stranger, games, league } = await setup();
    const bodies = {
      enter_pick: { user_id: owner.id, week: 5, picks: [homeSpread(games[0]!)], reason: "r" },
      void_game: { game_id: games[0]!.id, reason: "r" },
      adjust_points: { user_id: owner.id, week: 5, points: 5, reason: "r" },
    };
    for (const [action, body] of Object.entries(bodies)) {
      const asMember = await act(member, league.id, action, body);
      expect(asMember.status, action).toBe(403);
      expect(asMember.json.error).toBe("Only the commissioner can do this");
      expect((await act(stranger, league.id, action, body)).status, action).toBe(404);
      expect((await act(owner, 99999999, action, body)).status, action).toBe(404);
      expect((await act(owner, Number.NaN, action, body)).status, action).toBe(404);
    }
    const noToken = await call(`/api/leagues/${league.id}/commissioner/void_game/`, {
      body: bodies.void_game,
    });
    expect(noToken.status).toBe(401);
    expect(await logRows(league.id)).toBe(0);
    expect(await bell(owner)).toEqual([]);
    const picks = await env.DB.prepare("SELECT COUNT(*) AS n FROM picks WHERE league_id = ?")
      .bind(league.id)
      .first<{ n: number }>();
    expect(picks!.n).toBe(0);
  });

  it("answers bad input with 400 and the field, malformed JSON with 400, storing nothing", async () => {
    const { owner, stranger, games, league } = await setup();
    const cases: [string, unknown, string][] = [
      ["void_game", { game_id: games[0]!.id }, "reason"],
      ["void_game", { game_id: games[0]!.id, reason: "   " }, "reason"],
      ["void_game", { game_id: games[0]!.id, reason: "x".repeat(501) }, "reason"],
      ["void_game", { game_id: games[0]!.id, reason: 7 }, "reason"],
      ["void_game", { game_id: "12", reason: "r" }, "game_id"],
      ["void_game", { game_id: -1, reason: "r" }, "game_id"],
      ["adjust_points", { week: 5, points: 1, reason: "r" }, "user_id"],
      ["enter_pick", { user_id: owner.id, week: 5, picks: [], reason: "r" }, "picks"],
      ["enter_pick", { user_id: owner.id, week: "five", picks: [], reason: "r" }, "week"],
      [
        "enter_pick",
        {
          user_id: owner.id,
          week: 5,
          picks: [{ game_id: games[0]!.id, pick_type: "parlay" }],
          reason: "r",
        },
        "picks.0.pick_type",
      ],
    ];
    for (const [action, body, field] of cases) {
      const res = await act(owner, league.id, action, body);
      expect(res.status, `${action} ${field}`).toBe(400);
      expect(res.json[field], `${action} ${field}`).toBeDefined();
      expectErrorShape(res.json, `${action} ${field}`);
    }
    const malformed = await call(`/api/leagues/${league.id}/commissioner/void_game/`, {
      token: owner.token,
      rawBody: '{"game_id": 1, "reason": ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toBe("Malformed JSON in request body");
    const huge = await call(`/api/leagues/${league.id}/commissioner/void_game/`, {
      token: owner.token,
      body: { game_id: games[0]!.id, reason: "x".repeat(70_000) },
    });
    expect(huge.status).toBe(413);
    // A member of another league, or nobody, is not a member here.
    const notMember = await act(owner, league.id, "adjust_points", {
      user_id: stranger.id,
      week: 5,
      points: 1,
      reason: "r",
    });
    expect(notMember.status).toBe(404);
    expect(notMember.json.error).toBe("Member not found");
    expect(await logRows(league.id)).toBe(0);
  });

  it("refuses every act and the picks export in a survivor league, saying why", async () => {
    const { owner, member, games, league } = await setup();
    await env.DB.prepare("UPDATE leagues SET pool_format = 'survivor' WHERE id = ?")
      .bind(league.id)
      .run();
    const voided = await act(owner, league.id, "void_game", { game_id: games[0]!.id, reason: "r" });
    const adjusted = await act(owner, league.id, "adjust_points", {
      user_id: member.id,
      week: 5,
      points: 1,
      reason: "r",
    });
    const exported = await call(`/api/leagues/${league.id}/export/picks.csv?week=5`, {
      token: owner.token,
    });
    for (const res of [voided, adjusted, exported]) {
      expect(res.status).toBe(400);
      expect(res.json.error).toMatch(/survivor/i);
    }
    expect(await logRows(league.id)).toBe(0);
  });

  it("keeps exactly 500 characters of a reason, trimmed", async () => {
    const { owner, games, league } = await setup();
    const reason = "y".repeat(500);
    const res = await act(owner, league.id, "void_game", {
      game_id: games[1]!.id,
      reason: `  ${reason}\n`,
    });
    expect(res.status).toBe(201);
    expect(res.json.entry.reason).toBe(reason);
  });
});

describe("GET /api/leagues/{id}/commissioner/log/", () => {
  it("is read by members, 404 to a stranger of a private league, read by anyone in a public one", async () => {
    const { owner, member, stranger, games, league } = await setup();
    await act(owner, league.id, "void_game", { game_id: games[0]!.id, reason: "Storm" });
    const asMember = await log(member, league.id);
    expect(asMember.status).toBe(200);
    expect(asMember.json.entries).toHaveLength(1);
    expect(asMember.json.entries[0]).toEqual({
      id: expect.any(Number),
      actor_username: owner.username,
      action: "void_game",
      target_username: null,
      before: expect.objectContaining({ game_id: games[0]!.id, voided: false }),
      after: expect.objectContaining({ game_id: games[0]!.id, voided: true }),
      reason: "Storm",
      created_at: expect.any(String),
    });
    expect((await log(stranger, league.id)).status).toBe(404);
    expect((await log(stranger, 99999999)).status).toBe(404);
    await env.DB.prepare("UPDATE leagues SET league_type = 'public' WHERE id = ?")
      .bind(league.id)
      .run();
    const publicRead = await log(stranger, league.id);
    expect(publicRead.status).toBe(200);
    expect(publicRead.json.entries).toHaveLength(1);
  });
});
