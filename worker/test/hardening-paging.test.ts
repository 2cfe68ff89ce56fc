/**
 * Issue 42, N6: the paging parameters of every list route — the notifications' page and page_size,
 * the boards' cursor — refuse what no list serves with a 400 naming the parameter (page=1e99 was a
 * 500), and the last page a list serves says it has no more.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGING_LIMITS } from "#domain/paging";
import { createLeague } from "./fixtures/leagues";
import { call, createUser, expectErrorShape, type TestUser } from "./support";

interface Fixture {
  member: TestUser;
  league: { id: number };
}

/** Paging values no list serves: malformed, out of range, or repeated. */
const BAD_PAGING = [
  "1e99",
  "-1",
  "0",
  "NaN",
  "1.5",
  "99999999999999999999",
  "",
  "abc",
  "0x10",
  " 1",
  "Infinity",
];

const LIST_PARAMS: Array<[string, string, (w: Fixture) => string]> = [
  ["notifications", "page", () => "/api/notifications/?"],
  ["notifications", "page_size", () => "/api/notifications/?"],
  ["board", "cursor", (w) => `/api/message-board/?league=${w.league.id}&`],
  ["cross-league board", "cursor", () => "/api/cross-league-messages/?"],
];

describe("paging parameters of every list route (issue 42 N6)", () => {
  let world: Fixture;
  beforeAll(async () => {
    const member = await createUser();
    const league = await createLeague(member.token);
    world = { member, league };
  });

  it.each(LIST_PARAMS)("%s refuses a bad %s with a 400 naming it", async (label, param, prefix) => {
    for (const value of [
      ...BAD_PAGING.map((v) => `${param}=${encodeURIComponent(v)}`),
      `${param}=1&${param}=2`,
      `${param}=${PAGING_LIMITS.maxId + 1}`,
    ]) {
      const res = await call(`${prefix(world)}${value}`, { token: world.member.token });
      expect(res.status, `${label} ${value}: ${res.text}`).toBe(400);
      expect(Object.keys(res.json), `${label} ${value}`).toEqual([param]);
      expectErrorShape(res.json, `${label} ${value}`);
    }
  });

  it("serves pages up to the last one and refuses the page after it", async () => {
    const token = world.member.token;
    const last = await call(`/api/notifications/?page=${PAGING_LIMITS.maxPage}`, { token });
    expect(last.status, last.text).toBe(200);
    expect(last.json).toMatchObject({ page: PAGING_LIMITS.maxPage, results: [], has_more: false });
    const after = await call(`/api/notifications/?page=${PAGING_LIMITS.maxPage + 1}`, { token });
    expect(after.status).toBe(400);
    expect(after.json.page).toEqual([
      `page must be a whole number from 1 to ${PAGING_LIMITS.maxPage}`,
    ]);
  });

  it("says the last page has no more, so 'Load more' never asks for a page it would refuse", async () => {
    const { member: user } = world;
    // One more notification than the pages of one hold.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
       INSERT INTO notifications (user_id, notification_type, dedupe_key, title, message, action_url, created_at)
       SELECT ?1, 'system_announcement', 'paging:' || i, 't', 'm', '/dashboard', '2024-09-01T00:00:00.000Z' FROM n`,
    )
      .bind(user.id, PAGING_LIMITS.maxPage + 1)
      .run();
    const last = await call(`/api/notifications/?page=${PAGING_LIMITS.maxPage}&page_size=1`, {
      token: user.token,
    });
    expect(last.status, last.text).toBe(200);
    expect(last.json.results).toHaveLength(1);
    expect(last.json.has_more).toBe(false);
    const before = await call(`/api/notifications/?page=${PAGING_LIMITS.maxPage - 1}&page_size=1`, {
      token: user.token,
    });
    expect(before.json.has_more).toBe(true);
  });
});
