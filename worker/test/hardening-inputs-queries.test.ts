/**
 * Issue 42, N5: every route that validates a query string, probed with keys that name
 * Object.prototype's members (`__proto__`, `constructor`, …): each ignores them. The rule and the
 * world the routes act on: hardening-support.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  PROTOTYPE_QUERY,
  expectUnpolluted,
  makeProbeWorld,
  member,
  owner,
  type ProbeWorld,
} from "./hardening-support";
import { call } from "./support";

/** Every route that validates a query string, with a query it takes. */
const QUERY_ROUTES: Array<
  [string, (w: ProbeWorld) => string, (w: ProbeWorld) => string | undefined]
> = [
  ["board", (w) => `/api/message-board/?league=${w.league.id}`, member],
  ["cross-league board", () => "/api/cross-league-messages/?type=all", member],
  ["public leagues", () => "/api/leagues/search_public/?search=League", member],
  ["weekly picks", (w) => `/api/leagues/${w.pickLeague.id}/weekly_picks/?week=2`, member],
  ["notifications", () => "/api/notifications/?page=1&page_size=5", member],
  ["user picks", (w) => `/api/user-picks/?league_id=${w.pickLeague.id}&week=2`, member],
  ["ticker", () => "/api/ticker/?sport=ncaa-football", () => undefined],
  ["rankings", () => "/api/rankings/?sport=ncaa-football", () => undefined],
  ["top 25", () => "/api/rankings/top25/?poll=ap", () => undefined],
  ["poll weeks", () => "/api/rankings/available_weeks/?poll=ap", () => undefined],
  ["historical polls", () => "/api/rankings/historical/?poll=ap&week=1", () => undefined],
  ["profile", (w) => `/api/users/profile/${w.member.username}/?spread_operator=gte`, owner],
  ["league status", () => "/api/sportsbook/league_status/?week=2", member],
  ["games", (w) => `/api/sportsbook/games/?week=2&league_id=${w.pickLeague.id}`, member],
  ["my stats", () => "/api/user-stats/my_stats/?spread_operator=gte", member],
  ["dev outbox", (w) => `/api/dev/outbox?to=${encodeURIComponent(w.fan.email)}`, () => undefined],
  ["dev idempotency", (w) => `/api/dev/idempotency?user=${w.member.id}`, () => undefined],
];

describe("prototype keys in a query string (issue 42 N5)", () => {
  let world: ProbeWorld;
  beforeAll(async () => {
    world = await makeProbeWorld();
  });

  it.each(QUERY_ROUTES)("%s ignores them: the same answer as without", async (label, path, who) => {
    const token = who(world);
    const plain = await call(path(world), { token });
    expect(plain.status, `${label} ${plain.text}`).toBe(200);
    const probed = await call(`${path(world)}&${PROTOTYPE_QUERY}`, { token });
    expect(probed.status, `${label} ${probed.text}`).toBe(200);
    expect(Object.keys(probed.json)).toEqual(Object.keys(plain.json));
    expectUnpolluted();
  });
});
