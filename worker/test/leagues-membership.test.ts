import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser } from "./support";
import { createLeague, joinWithCode } from "./fixtures/leagues";

async function activeMembers(leagueId: number) {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM league_members WHERE league_id = ? AND status = 'active'",
  )
    .bind(leagueId)
    .first<{ n: number }>();
  return row!.n;
}

describe("joining", () => {
  it("20 concurrent joins into a league with 5 free seats add exactly 5 members", async () => {
    const owner = await createUser();
    const league = await createLeague(owner.token, { max_members: 6 });
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    const results = await Promise.all(users.map((u) => joinWithCode(u.token, league.code)));
    const ok = results.filter((r) => r.status === 200);
    const full = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(5);
    expect(full).toHaveLength(15);
    for (const r of full) expect(r.json.error).toBe("This league is full");
    expect(await activeMembers(league.id)).toBe(6);
    const l = await call(`/api/leagues/${league.id}/`, { token: owner.token });
    expect(l.json.member_count).toBe(6);
  });

  it("the same user joining twice at once takes one seat", async () => {
    const owner = await createUser();
    const league = await createLeague(owner.token);
    const user = await createUser();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => joinWithCode(user.token, league.code)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await activeMembers(league.id)).toBe(2);
  });

  it("joins by code case-insensitively, and public leagues by id", async () => {
    const owner = await createUser();
    const priv = await createLeague(owner.token);
    const pub = await createLeague(owner.token, { league_type: "public", name: "Open Door" });
    const user = await createUser();
    const res = await joinWithCode(user.token, ` ${priv.code.toLowerCase()} `);
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe("Successfully joined league!");
    const again = await joinWithCode(user.token, priv.code);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe("You are already a member of this league");
    const byId = await call("/api/leagues/join/", {
      token: user.token,
      body: { league_id: pub.id },
    });
    expect(byId.status).toBe(200);
  });

  it("a removed member needs a new invitation; the mailed link's code lets them back in", async () => {
    const owner = await createUser();
    const league = await createLeague(owner.token);
    const user = await createUser();
    expect((await joinWithCode(user.token, league.code)).status).toBe(200);
    const kick = await call(`/api/leagues/${league.id}/kick_member/`, {
      token: owner.token,
      body: { user_id: user.id },
    });
    expect(kick.status).toBe(200);
    const denied = await joinWithCode(user.token, league.code);
    expect(denied.status).toBe(403);
    expect(denied.json.error).toBe("You need a new invitation to rejoin this league");

    const invite = await call(`/api/leagues/${league.id}/invite_user/`, {
      token: owner.token,
      body: { email: user.email.toUpperCase() },
    });
    expect(invite.status, invite.text).toBe(200);
    const outbox = await call(`/api/dev/outbox?to=${encodeURIComponent(user.email)}`);
    const mail = outbox.json.messages[0];
    expect(mail.subject).toContain(league.name);
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    const code = new URL(link).searchParams.get("join")!;
    expect(code).toBe(league.code);
    const back = await joinWithCode(user.token, code);
    expect(back.status, back.text).toBe(200);
    // The invitation is used up: leaving again needs yet another one.
    expect(
      (await call(`/api/leagues/${league.id}/leave/`, { token: user.token, body: {} })).status,
    ).toBe(200);
    expect((await joinWithCode(user.token, league.code)).status).toBe(403);
  });

  it("inviting a current member is a field error", async () => {
    const owner = await createUser();
    const league = await createLeague(owner.token);
    const res = await call(`/api/leagues/${league.id}/invite_user/`, {
      token: owner.token,
      body: { email: owner.email },
    });
    expect(res.status).toBe(400);
    expect(res.json.email).toEqual(["This user is already a member of the league"]);
  });

  it("an Idempotency-Key replay of a join writes nothing twice", async () => {
    const owner = await createUser();
    const league = await createLeague(owner.token, { max_members: 3 });
    const user = await createUser();
    const headers = { "idempotency-key": "join-once-1" };
    const first = await call("/api/leagues/join/", {
      token: user.token,
      body: { code: league.code },
      headers,
    });
    const second = await call("/api/leagues/join/", {
      token: user.token,
      body: { code: league.code },
      headers,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await activeMembers(league.id)).toBe(2);
  });
});

describe("public search", () => {
  it("filters by name, sport, duration, deadline, picks per week and free seats, and marks membership", async () => {
    const owner = await createUser();
    const a = await createLeague(owner.token, {
      league_type: "public",
      name: "Zebra Weekly",
      duration_type: "week",
      max_members: 2,
      picks_per_week: 3,
    });
    const b = await createLeague(owner.token, {
      league_type: "public",
      name: "Zebra Season",
      submission_deadline: "saturday_noon",
    });
    const viewer = await createUser();
    const q = (query: string) =>
      call(`/api/leagues/search_public/?${query}`, { token: viewer.token }).then((r) =>
        r.json.results.map((l: { id: number }) => l.id),
      );
    expect(await q("search=zebra")).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await q("search=zebra&duration_type=week")).toEqual([a.id]);
    expect(await q("search=zebra&submission_deadline=saturday_noon")).toEqual([b.id]);
    expect(await q("search=zebra&sport=ncaa")).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await q("search=zebra&sport=nfl")).toEqual([]);
    expect(await q("search=zebra&picks_per_week=3")).toEqual([a.id]);
    expect(await q("search=zebra&picks_per_week=5")).toEqual([b.id]); // the default
    expect(await q("search=zebra&picks_per_week=15")).toEqual([]);
    await joinWithCode(viewer.token, a.code);
    expect(await q("search=zebra&has_space=true")).toEqual([b.id]);
    const res = await call("/api/leagues/search_public/?search=zebra", { token: viewer.token });
    const card = res.json.results.find((l: { id: number }) => l.id === a.id);
    expect(card).toMatchObject({ is_member: true, is_full: true });
    expect(card).not.toHaveProperty("code");
    const bad = await call("/api/leagues/search_public/?duration_type=forever", {
      token: viewer.token,
    });
    expect(bad.status).toBe(400);
    const odd = await call("/api/leagues/search_public/?picks_per_week=4", { token: viewer.token });
    expect(odd.status).toBe(400);
    expect(odd.json.picks_per_week).toEqual(["picks_per_week must be one of 3, 5, 10, 15"]);
  });
});
