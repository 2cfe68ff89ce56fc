/**
 * ADR 1002: the viewer's leagues and the sportsbook's league status carry the session check in
 * their own first D1 round trip, and still refuse a token whose user no longer exists.
 */
import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import type { AppBindings } from "#worker/env";
import { inSessionBatch } from "#worker/http/auth";
import { onError } from "#worker/http/errors";
import { createLeague } from "./fixtures/leagues";
import { call, createUser } from "./support";

const ctx = {
  waitUntil() {},
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext;

/** The app with a D1 that counts round trips: each statement run alone, and each batch, is one. */
async function roundTrips(path: string, token: string) {
  let trips = 0;
  const countRun = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === "bind") return (...v: unknown[]) => countRun(target.bind(...v));
        const value = Reflect.get(target, prop, target);
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw")
          return (...a: unknown[]) => {
            trips++;
            return (value as (...a: unknown[]) => unknown).apply(target, a);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => countRun(target.prepare(sql));
      if (prop === "batch")
        return (list: D1PreparedStatement[]) => {
          trips++;
          return target.batch(list);
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
  expect(res.status, await res.clone().text()).toBe(200);
  return trips;
}

describe("the session check in the route's own round trip", () => {
  it("answers the viewer's leagues in one round trip after the server clock", async () => {
    const fan = await createUser();
    await createLeague(fan.token, { name: "One Trip League" });
    for (const path of ["/api/leagues/", "/api/user-leagues/"]) {
      await roundTrips(path, fan.token); // the season's schedules are kept after the first
      // The development clock's offset, then the session check with the leagues and activity.
      expect(await roundTrips(path, fan.token), path).toBe(2);
    }
  });

  it("answers the dashboard's standings with the session check in the leagues' round trip", async () => {
    const fan = await createUser();
    await createLeague(fan.token, { name: "Dashboard Trip League" });
    const path = "/api/standings/dashboard_standings/";
    await roundTrips(path, fan.token);
    // The development clock, the session check with the leagues, then the standings summaries.
    expect(await roundTrips(path, fan.token)).toBe(3);
  });

  it("answers the sportsbook's league status of a week in one round trip after the server clock", async () => {
    const fan = await createUser();
    await createLeague(fan.token, { name: "Status Trip League" });
    const path = "/api/sportsbook/league_status/?week=3";
    await roundTrips(path, fan.token);
    expect(await roundTrips(path, fan.token)).toBe(2);
  });

  it("refuses a valid token whose user no longer exists, and answers nothing of theirs", async () => {
    const fan = await createUser();
    for (const path of ["/api/leagues/", "/api/user-leagues/", "/api/sportsbook/league_status/"])
      expect((await call(path, { token: fan.token })).status, path).toBe(200);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(fan.id).run();
    for (const path of ["/api/leagues/", "/api/user-leagues/", "/api/sportsbook/league_status/"]) {
      const res = await call(path, { token: fan.token });
      expect(res.status, path).toBe(401);
      expect(res.json, path).toEqual({ error: "Given token not valid for any token type" });
    }
  });

  it("refuses a route that reads in the session's batch without the token check in front", async () => {
    const unchecked = new Hono<AppBindings>()
      .use(async (c, next) => {
        c.set("now", new Date());
        await next();
      })
      .get("/x", async (c) => {
        await inSessionBatch(c, () => []);
        return c.text("served");
      });
    unchecked.onError(onError);
    const fan = await createUser();
    const res = await unchecked.fetch(
      new Request("http://localhost/x", { headers: { authorization: `Bearer ${fan.token}` } }),
      env,
      ctx,
    );
    expect(res.status).toBe(401);
  });
});
