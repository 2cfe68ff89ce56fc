/**
 * The notification calls (issue 14; spec 000 section 9): the list's tabs and pages; read marks,
 * mark all, clear all and the purge of cleared ones; bad input; the unread count in one indexed
 * statement.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_TABS,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from "#domain/notifications/contract";
import { app } from "#worker/app";
import { UNREAD_COUNT_SQL } from "#worker/notifications/queries";
import { raiseNotifications } from "#worker/notifications/raise";
import { runScheduledJobs } from "#worker/jobs";
import { fromOthers, key, list, unread } from "./notifications-support";
import { call, createUser, proxyD1, serverNowForTests, type TestUser as User } from "./support";

describe("the notification calls", () => {
  /** `n` notifications of each given type for `who`, oldest first. */
  async function seed(who: User, types: readonly NotificationType[]) {
    const now = await serverNowForTests();
    await raiseNotifications(
      env,
      types.map((type, i) => ({
        userId: who.id,
        type,
        dedupeKey: `seed:${i}`,
        title: `t${i}`,
        message: `m${i}`,
        actionUrl: "/dashboard",
      })),
      now,
    );
  }

  it("cleared notifications are purged by the daily job after 90 days; newer and uncleared stay", async () => {
    const fan = await createUser();
    await seed(fan, ["message_liked", "league_update", "friend_request"]);
    const rows = async () =>
      (
        await env.DB.prepare(
          "SELECT title, cleared_at FROM notifications WHERE user_id = ? ORDER BY title",
        )
          .bind(fan.id)
          .all<{ title: string; cleared_at: string | null }>()
      ).results;
    const now = await serverNowForTests();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
    const clear = (title: string, at: string) =>
      env.DB.prepare("UPDATE notifications SET cleared_at = ? WHERE user_id = ? AND title = ?")
        .bind(at, fan.id, title)
        .run();
    await clear("t0", daysAgo(91));
    await clear("t1", daysAgo(89));
    await runScheduledJobs(env, now, "daily");
    expect((await rows()).map((r) => r.title)).toEqual(["t1", "t2"]);
  });

  it("each tab lists its types only, newest first, paged", async () => {
    const fan = await createUser();
    await seed(fan, NOTIFICATION_TYPES);
    const all = await list(fan);
    expect(all.count).toBe(17);
    expect(all.unread_count).toBe(17);
    expect(all.results.map((n) => n.title)).toEqual(
      NOTIFICATION_TYPES.map((_, i) => `t${i}`).reverse(),
    );
    for (const [tab, types] of Object.entries(NOTIFICATION_TABS)) {
      const page = await list(fan, `&type=${tab}`);
      expect(page.count, tab).toBe(types.length);
      expect(new Set(page.results.map((n) => n.notification_type))).toEqual(new Set(types));
    }
    const first = await call("/api/notifications/?page_size=5", { token: fan.token });
    expect(first.json).toMatchObject({ count: 17, page: 1, has_more: true });
    expect(first.json.results).toHaveLength(5);
    const last = await call("/api/notifications/?page_size=5&page=4", { token: fan.token });
    expect(last.json).toMatchObject({ page: 4, has_more: false });
    expect(last.json.results.map((n: Notification) => n.title)).toEqual(["t1", "t0"]);
    expect((await call("/api/notifications/", { token: fan.token })).json.results).toHaveLength(17);
  });

  it("PATCH marks one read or unread; mark_all_read and clear_all empty the badge and list", async () => {
    const fan = await createUser();
    const other = await createUser();
    await seed(fan, ["message_liked", "friend_request", "pick_reminder"]);
    await seed(other, ["message_liked"]);
    const [n] = (await list(fan)).results;
    const read = await call(`/api/notifications/${n!.id}/`, {
      method: "PATCH",
      token: fan.token,
      body: { is_read: true },
      headers: key("read-1"),
    });
    expect(read.status, read.text).toBe(200);
    expect(read.json).toMatchObject({ id: n!.id, is_read: true });
    expect(await unread(fan)).toBe(2);
    const back = await call(`/api/notifications/${n!.id}/`, {
      method: "PATCH",
      token: fan.token,
      body: { is_read: false },
    });
    expect(back.json.is_read).toBe(false);
    expect(await unread(fan)).toBe(3);

    // Another user's notification, an unknown one, a malformed id: 404, and nothing changes.
    const theirs = (await list(other)).results[0]!;
    for (const id of [theirs.id, 99999999, "abc"]) {
      const res = await call(`/api/notifications/${id}/`, {
        method: "PATCH",
        token: fan.token,
        body: { is_read: true },
      });
      expect(res.status, String(id)).toBe(404);
      expect(res.json.error).toBe("Notification not found.");
    }
    expect(await unread(other)).toBe(1);

    const all = await call("/api/notifications/mark_all_read/", {
      method: "POST",
      token: fan.token,
    });
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ count: 0 });
    expect(await unread(fan)).toBe(0);
    expect((await list(fan)).results.every((x) => x.is_read)).toBe(true);
    expect(await unread(other)).toBe(1);

    const cleared = await call("/api/notifications/clear_all/", {
      method: "DELETE",
      token: fan.token,
    });
    expect(cleared.status).toBe(200);
    expect((await fromOthers(fan)).length).toBe(0);
    expect((await fromOthers(other)).length).toBe(1);
    const gone = await call(`/api/notifications/${n!.id}/`, {
      method: "PATCH",
      token: fan.token,
      body: { is_read: true },
    });
    expect(gone.status).toBe(404);
  });

  it("bad input is a clear 400, never a 500; every call needs a login", async () => {
    const fan = await createUser();
    await seed(fan, ["message_liked"]);
    const id = (await list(fan)).results[0]!.id;
    for (const query of [
      "type=everything",
      "page=0",
      "page=x",
      "page_size=51",
      "page_size=0",
      "page=1.5",
    ]) {
      const res = await call(`/api/notifications/?${query}`, { token: fan.token });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.json).length, query).toBeGreaterThan(0);
    }
    for (const body of [{}, { is_read: "yes" }, { is_read: true, extra: 1 }, [], null]) {
      const res = await call(`/api/notifications/${id}/`, {
        method: "PATCH",
        token: fan.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const malformed = await call(`/api/notifications/${id}/`, {
      method: "PATCH",
      token: fan.token,
      rawBody: "{nope",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toBe("Malformed JSON in request body");
    for (const [method, path] of [
      ["GET", "/api/notifications/"],
      ["GET", "/api/notifications/unread_count/"],
      ["PATCH", `/api/notifications/${id}/`],
      ["POST", "/api/notifications/mark_all_read/"],
      ["DELETE", "/api/notifications/clear_all/"],
    ] as const)
      expect(
        (await call(path, { method, body: method === "PATCH" ? { is_read: true } : undefined }))
          .status,
      ).toBe(401);
  });

  it("unread_count is one statement on the partial index of unread rows", async () => {
    const fan = await createUser();
    await seed(fan, ["message_liked", "league_update"]);
    const sent: string[] = [];
    const db = proxyD1(env.DB, {
      get(target, prop) {
        if (prop === "prepare")
          return (sql: string) => {
            sent.push(sql);
            return target.prepare(sql);
          };
        if (prop === "batch") throw new Error("unread_count must not batch");
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const ctx = {
      waitUntil() {},
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext;
    const res = await app.fetch(
      new Request("http://localhost/api/notifications/unread_count/", {
        headers: { authorization: `Bearer ${fan.token}` },
      }),
      { ...env, DB: db },
      ctx,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 2 });
    expect(sent.filter((s) => /notifications/.test(s))).toEqual([UNREAD_COUNT_SQL]);
    // The rest is the request's own: the server clock and the session check.
    expect(sent).toHaveLength(3);
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${UNREAD_COUNT_SQL}`)
      .bind(fan.id)
      .all<{ detail: string }>();
    const detail = plan.results.map((r) => r.detail).join("\n");
    expect(detail).toMatch(/USING (COVERING )?INDEX notifications_unread/);
    expect(detail).not.toMatch(/SCAN notifications/);
  });
});
