/**
 * Authorization matrix: every league route for anonymous, non-member, member and commissioner.
 * Asserts the status and that nothing private (code, members, standings, picks) reaches someone
 * who may not see it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser as User } from "./support";
import { createLeague, insertGame, insertPick, joinWithCode } from "./fixtures/leagues";

type Role = "anonymous" | "nonMember" | "member" | "commissioner";
let commissioner: User;
let member: User;
let nonMember: User;
let league: { id: number; code: string; name: string };

const tokenFor = (role: Role) =>
  role === "anonymous"
    ? undefined
    : { nonMember, member, commissioner }[role as "nonMember" | "member" | "commissioner"].token;

beforeAll(async () => {
  commissioner = await createUser({ username: "commish_matrix" });
  member = await createUser({ username: "member_matrix" });
  nonMember = await createUser({ username: "outsider_matrix" });
  league = await createLeague(commissioner.token, { name: "Matrix League" });
  expect((await joinWithCode(member.token, league.code)).status).toBe(200);
  const game = await insertGame({ week: 0, kickoff: "2099-09-01T16:00:00.000Z" });
  await insertPick({ userId: member.id, leagueId: league.id, gameId: game, week: 0 });
});

/** Read-only routes: expected status per role. */
const reads: Array<[string, () => string, Record<Role, number>]> = [
  [
    "GET /leagues/",
    () => "/api/leagues/",
    { anonymous: 401, nonMember: 200, member: 200, commissioner: 200 },
  ],
  [
    "GET /leagues/{id}/",
    () => `/api/leagues/${league.id}/`,
    { anonymous: 401, nonMember: 404, member: 200, commissioner: 200 },
  ],
  [
    "GET /leagues/search_public/",
    () => "/api/leagues/search_public/",
    { anonymous: 401, nonMember: 200, member: 200, commissioner: 200 },
  ],
  [
    "GET /leagues/{id}/standings/",
    () => `/api/leagues/${league.id}/standings/`,
    { anonymous: 401, nonMember: 404, member: 200, commissioner: 200 },
  ],
  [
    "GET /leagues/{id}/current_week_games/",
    () => `/api/leagues/${league.id}/current_week_games/`,
    { anonymous: 401, nonMember: 404, member: 200, commissioner: 200 },
  ],
  [
    "GET /leagues/{id}/weekly_picks/",
    () => `/api/leagues/${league.id}/weekly_picks/?week=0`,
    { anonymous: 401, nonMember: 404, member: 200, commissioner: 200 },
  ],
  [
    "GET /standings/dashboard_standings/",
    () => "/api/standings/dashboard_standings/",
    { anonymous: 401, nonMember: 200, member: 200, commissioner: 200 },
  ],
  [
    "GET /standings/{id}/full_standings/",
    () => `/api/standings/${league.id}/full_standings/`,
    { anonymous: 401, nonMember: 404, member: 200, commissioner: 200 },
  ],
  [
    "GET /user-leagues/",
    () => "/api/user-leagues/",
    { anonymous: 401, nonMember: 200, member: 200, commissioner: 200 },
  ],
];

describe("league reads by role", () => {
  for (const [label, path, expected] of reads) {
    for (const role of Object.keys(expected) as Role[]) {
      it(`${label} as ${role} → ${expected[role]}`, async () => {
        const res = await call(path(), { token: tokenFor(role) });
        expect(res.status, res.text).toBe(expected[role]);
        if (role === "anonymous" || role === "nonMember") {
          // Nothing private leaks: no code, no member names, no picks.
          expect(res.text).not.toContain(league.code);
          expect(res.text).not.toContain("member_matrix");
          expect(res.text).not.toContain('"picks":[{');
        }
      });
    }
  }

  it("walking ids learns nothing: a private league is 404 to a non-member, like an unknown id", async () => {
    const hidden = await call(`/api/leagues/${league.id}/`, { token: nonMember.token });
    const unknown = await call("/api/leagues/999999/", { token: nonMember.token });
    expect(hidden.status).toBe(404);
    expect(hidden.json).toEqual(unknown.json);
    expect(hidden.text).not.toContain("Matrix League");
  });

  it("a non-member sees a public league's card and table, never its code or members", async () => {
    const open = await createLeague(commissioner.token, {
      name: "Open Matrix",
      league_type: "public",
    });
    const res = await call(`/api/leagues/${open.id}/`, { token: nonMember.token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: open.id, name: "Open Matrix", is_member: false });
    expect(res.json).toHaveProperty("allowed_bet_types");
    for (const key of ["code", "members", "user_stats", "picks_remaining"])
      expect(res.json).not.toHaveProperty(key);
    const table = await call(`/api/leagues/${open.id}/standings/`, { token: nonMember.token });
    expect(table.status).toBe(200);
  });

  it("members see the code and the members; the league is in their lists", async () => {
    const res = await call(`/api/leagues/${league.id}/`, { token: member.token });
    expect(res.json.code).toBe(league.code);
    expect(res.json.user_role).toBe("member");
    expect(res.json.members.map((m: { username: string }) => m.username).sort()).toEqual([
      "commish_matrix",
      "member_matrix",
    ]);
    const mine = await call("/api/user-leagues/", { token: member.token });
    expect(mine.json.leagues.map((l: { id: number }) => l.id)).toContain(league.id);
    const theirs = await call("/api/user-leagues/", { token: nonMember.token });
    expect(theirs.json.leagues).toEqual([]);
    const commish = await call(`/api/leagues/${league.id}/`, { token: commissioner.token });
    expect(commish.json.user_role).toBe("admin");
  });

  it("private leagues are not listed in the public search", async () => {
    const res = await call("/api/leagues/search_public/", { token: nonMember.token });
    expect(res.json.results.map((l: { id: number }) => l.id)).not.toContain(league.id);
  });

  it("an unknown league is 404 and a malformed id is 404", async () => {
    expect((await call("/api/leagues/999999/", { token: member.token })).status).toBe(404);
    expect((await call("/api/leagues/abc/", { token: member.token })).status).toBe(404);
    expect(
      (await call("/api/standings/999999/full_standings/", { token: member.token })).status,
    ).toBe(404);
  });
});

describe("league writes by role", () => {
  it("PATCH /leagues/{id}/: 401 anonymous, 404 non-member, 403 member, 200 commissioner", async () => {
    const path = `/api/leagues/${league.id}/`;
    const body = { description: "Edited" };
    expect((await call(path, { method: "PATCH", body })).status).toBe(401);
    expect((await call(path, { method: "PATCH", body, token: nonMember.token })).status).toBe(404);
    expect((await call(path, { method: "PATCH", body, token: member.token })).status).toBe(403);
    const ok = await call(path, { method: "PATCH", body, token: commissioner.token });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.description).toBe("Edited");
  });

  it("invite_user: 401 anonymous, 404 non-member, 403 member, 200 commissioner", async () => {
    const path = `/api/leagues/${league.id}/invite_user/`;
    const body = { email: "friend_matrix@example.com" };
    expect((await call(path, { body })).status).toBe(401);
    expect((await call(path, { body, token: nonMember.token })).status).toBe(404);
    expect((await call(path, { body, token: member.token })).status).toBe(403);
    expect((await call(path, { body, token: commissioner.token })).status).toBe(200);
    const bad = await call(path, { body: { email: "nope" }, token: commissioner.token });
    expect(bad.status).toBe(400);
    expect(bad.json.email).toEqual(["Please enter a valid email address"]);
  });

  it("kick_member: 401 anonymous, 404 non-member, 403 member, 200 commissioner", async () => {
    const victim = await createUser();
    await joinWithCode(victim.token, league.code);
    const path = `/api/leagues/${league.id}/kick_member/`;
    const body = { user_id: victim.id };
    expect((await call(path, { body })).status).toBe(401);
    expect((await call(path, { body, token: nonMember.token })).status).toBe(404);
    expect((await call(path, { body, token: member.token })).status).toBe(403);
    const ok = await call(path, { body, token: commissioner.token });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.message).toBe("Member removed successfully");
    const self = await call(path, {
      body: { user_id: commissioner.id },
      token: commissioner.token,
    });
    expect(self.status).toBe(400);
    const gone = await call(path, { body, token: commissioner.token });
    expect(gone.status).toBe(404);
  });

  it("leave: 401 anonymous, 404 non-member, 400 commissioner, 200 member", async () => {
    const leaver = await createUser();
    await joinWithCode(leaver.token, league.code);
    const path = `/api/leagues/${league.id}/leave/`;
    expect((await call(path, { body: {} })).status).toBe(401);
    expect((await call(path, { body: {}, token: nonMember.token })).status).toBe(404);
    const commish = await call(path, { body: {}, token: commissioner.token });
    expect(commish.status).toBe(400);
    expect(commish.json.error).toBe("The commissioner cannot leave the league");
    const ok = await call(path, { body: {}, token: leaver.token });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe("Successfully left the league");
    const after = await call(`/api/leagues/${league.id}/`, { token: leaver.token });
    expect(after.status).toBe(404);
  });

  it("join: 401 anonymous; 400 without code or id; 404 for an unknown code or a private id", async () => {
    expect((await call("/api/leagues/join/", { body: { code: league.code } })).status).toBe(401);
    expect((await call("/api/leagues/join/", { body: {}, token: nonMember.token })).status).toBe(
      400,
    );
    const unknown = await call("/api/leagues/join/", {
      body: { code: "ZZZZZZZZ" },
      token: nonMember.token,
    });
    expect(unknown.status).toBe(404);
    const byId = await call("/api/leagues/join/", {
      body: { league_id: league.id },
      token: nonMember.token,
    });
    expect(byId.status).toBe(404);
  });
});
