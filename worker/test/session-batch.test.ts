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
import { call, createUser, proxyD1 } from "./support";

const ctx = {
  waitUntil() {},
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext;

/** Every route that checks the session in its own batch. */
const MOVED = [
  "/api/leagues/",
  "/api/user-leagues/",
  "/api/sportsbook/league_status/",
  "/api/standings/dashboard_standings/",
];

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
  const db = proxyD1(env.DB, {
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
  // Each route's round trips after the first request (the season's schedules are kept then): the
  // development clock's offset, then the session check with the route's own first statements.
  it.each([
    ["/api/leagues/", 2],
    ["/api/user-leagues/", 2],
    ["/api/sportsbook/league_status/?week=3", 2],
    // ... and the dashboard's standings summaries after them.
    ["/api/standings/dashboard_standings/", 3],
  ] as const)("%s reads with the session check in its first round trip", async (path, trips) => {
    const fan = await createUser();
    await createLeague(fan.token, { name: "Round Trip League" });
    await roundTrips(path, fan.token);
    expect(await roundTrips(path, fan.token)).toBe(trips);
  });

  it("refuses a valid token whose user no longer exists, and answers nothing of theirs", async () => {
    const fan = await createUser();
    for (const path of MOVED)
      expect((await call(path, { token: fan.token })).status, path).toBe(200);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(fan.id).run();
    for (const path of MOVED) {
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
