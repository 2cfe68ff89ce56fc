/**
 * Issue 42, N5, the leagues and picks areas: their routes that read a JSON body (and the dev
 * clock), probed with keys that name Object.prototype's members (`__proto__`, `constructor`, …),
 * and a strict body naming them as unknown fields. The rule and the one test each route gets:
 * hardening-support.ts.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  describeBodyRoutes,
  member,
  owner,
  expectUnpolluted,
  makeProbeWorld,
  withPrototypeKeys,
  type BodyRoute,
  type ProbeWorld,
} from "./hardening-support";
import { call } from "./support";

/** Leagues and picks, the kick and the leave last. */
const LEAGUE_ROUTES: BodyRoute[] = [
  {
    method: "POST",
    path: () => "/api/leagues/",
    token: owner,
    onlyKeys: 400,
    valid: () => ({ name: "Proto League" }),
    withKeys: 201,
  },
  {
    method: "PATCH",
    path: (w) => `/api/leagues/${w.league.id}/`,
    token: owner,
    onlyKeys: 400,
    valid: () => ({ description: "Edited" }),
    withKeys: 400,
  },
  {
    method: "POST",
    path: () => "/api/leagues/join/",
    token: owner,
    onlyKeys: 400,
    valid: (w) => ({ code: w.openLeague.code }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: (w) => `/api/leagues/${w.league.id}/invite_user/`,
    token: owner,
    onlyKeys: 400,
    valid: () => ({ email: `invitee_${Date.now()}@example.com` }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: () => "/api/weekly-picks/submit_picks/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({
      league_id: w.pickLeague.id,
      picks: [
        {
          game_id: w.game.id,
          pick_type: "moneyline",
          picked_team_id: w.game.homeTeamId,
        },
      ],
    }),
    nested: (body) => ({
      ...body,
      picks: (body as { picks: object[] }).picks.map(withPrototypeKeys),
    }),
    withKeys: 201,
  },
  {
    method: "POST",
    path: () => "/api/picks/",
    token: member,
    onlyKeys: 400,
    valid: (w) => ({
      game: w.game.id,
      betType: "total",
      selection: "over",
      leagueId: w.pickLeague.id,
    }),
    withKeys: 201,
  },
  { method: "POST", path: (w) => `/api/picks/${w.pickId}/set_lock/`, token: member, onlyKeys: 200 },
  {
    method: "PUT",
    path: (w) => `/api/users/picks/${w.pickId}/sharing/`,
    token: member,
    onlyKeys: 400,
    valid: () => ({ is_shared_early: true }),
    withKeys: 200,
  },
  // Moving the clock runs every job: a valid body is the clock tests' business.
  { method: "POST", path: () => "/api/dev/clock", onlyKeys: 400 },
  {
    method: "POST",
    path: (w) => `/api/leagues/${w.league.id}/kick_member/`,
    token: owner,
    onlyKeys: 400,
    valid: (w) => ({ user_id: w.kicked.id }),
    withKeys: 200,
  },
  {
    method: "POST",
    path: (w) => `/api/leagues/${w.league.id}/leave/`,
    token: (w) => w.leaver.token,
    onlyKeys: 200,
  },
];

describeBodyRoutes("leagues and picks", LEAGUE_ROUTES);

describe("prototype keys in a strict body (issue 42 N5)", () => {
  let world: ProbeWorld;
  beforeAll(async () => {
    world = await makeProbeWorld();
  });

  it("names a strict body's prototype keys as unknown fields, as any other key", async () => {
    const { member: fanUser, notificationId, owner: commissioner, league } = world;
    const read = await call(`/api/notifications/${notificationId}/`, {
      method: "PATCH",
      token: fanUser.token,
      rawBody: '{"is_read": true, "__proto__": {"polluted": "yes"}, "constructor": 1}',
    });
    expect(read.status, read.text).toBe(400);
    // valibot names the first unknown key of a strict object.
    expect(Object.keys(read.json)).toEqual(["__proto__"]);
    const edit = await call(`/api/leagues/${league.id}/`, {
      method: "PATCH",
      token: commissioner.token,
      rawBody: '{"description": "x", "__proto__": {"name": "Pwned"}, "toString": 1}',
    });
    expect(edit.status, edit.text).toBe(400);
    expect(edit.json).toEqual(
      JSON.parse('{"__proto__": ["Unknown field"], "toString": ["Unknown field"]}'),
    );
    const stored = await env.DB.prepare("SELECT name, description FROM leagues WHERE id = ?")
      .bind(league.id)
      .first<{ name: string; description: string }>();
    expect(stored!.name).not.toBe("Pwned");
    expect(stored!.description).not.toBe("x");
    expectUnpolluted();
  });
});
