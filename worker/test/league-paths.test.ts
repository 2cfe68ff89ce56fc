/**
 * ADR 0405: a league's standings, games and weekly picks are served by their own areas behind the
 * leagues' guards, and check the session once per request, as the leagues' own routes do.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { createLeague } from "./fixtures/leagues";
import { call, createUser, proxyD1 } from "./support";

const ctx = {
  waitUntil() {},
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext;

/** The session check's statement (worker/http/auth.ts): the user with the data stamps. */
const isSessionCheck = (sql: string) => /AS league_stamp FROM users WHERE id = \?/.test(sql);

/** GET `path` as `token` on a D1 that counts the session checks prepared for it. */
async function sessionChecks(path: string, token: string) {
  let checks = 0;
  const db = proxyD1(env.DB, {
    get(target, prop) {
      if (prop === "prepare")
        return (sql: string) => {
          if (isSessionCheck(sql)) checks++;
          return target.prepare(sql);
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const res = await app.fetch(
    new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }),
    { ...env, DB: db },
    ctx,
  );
  return { status: res.status, checks };
}

describe("a league's paths served by other areas", () => {
  it.each(["", "standings/", "current_week_games/", "weekly_picks/"])(
    "/api/leagues/{id}/%s checks the session once",
    async (rest) => {
      const fan = await createUser();
      const league = await createLeague(fan.token);
      expect(await sessionChecks(`/api/leagues/${league.id}/${rest}`, fan.token)).toEqual({
        status: 200,
        checks: 1,
      });
    },
  );

  it.each(["standings/", "current_week_games/", "weekly_picks/"])(
    "/api/leagues/{id}/%s keeps the leagues' guards: 401 signed out, 404 a private league of others",
    async (rest) => {
      const owner = await createUser();
      const stranger = await createUser();
      const league = await createLeague(owner.token, { league_type: "private" });
      const path = `/api/leagues/${league.id}/${rest}`;
      expect((await call(path)).status).toBe(401);
      const res = await call(path, { token: stranger.token });
      expect([res.status, res.json]).toEqual([404, { error: "League not found" }]);
      expect((await call(`/api/leagues/x1/${rest}`, { token: owner.token })).status).toBe(404);
    },
  );
});
