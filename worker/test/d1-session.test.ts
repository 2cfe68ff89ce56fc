/**
 * ADR 0412: every /api request runs on one D1 session (the Sessions API). Reads start from the
 * client's bookmark, writes on the primary, every answer carries the session's bookmark, and a
 * header that is no bookmark never fails the call. The local D1 has no replicas, so these check
 * the code path and what D1 answers on it (bookmarks, read-your-writes), not replica routing.
 */
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "#worker/app";
import { D1_BOOKMARK_HEADER, sessionStart } from "#worker/http/d1-session";
import worker from "../index";
import { createLeague, ensureSeason } from "./fixtures/leagues";
import { call, createUser } from "./support";

/** D1's bookmark shape (the Time Travel docs' example: 00000001-00000002-00004e2f-0a83…). */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

const ctx = {
  waitUntil() {},
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext;

/** env.DB recording where each session opened on it starts, and counting its statements. */
function recordingDb() {
  const starts: (string | undefined)[] = [];
  const counter = { statements: 0 };
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "withSession")
        return (start?: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      if (prop === "prepare" || prop === "batch") counter.statements += 1;
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, starts, counter };
}

/** Sends `init` to the app on a D1 binding that records where each session it opens starts. */
async function sessionsOpenedBy(path: string, init: RequestInit) {
  const { db, starts } = recordingDb();
  const res = await app.fetch(
    new Request(`http://localhost${path}`, init),
    { ...env, DB: db },
    ctx,
  );
  return { status: res.status, bookmark: res.headers.get(D1_BOOKMARK_HEADER), starts };
}

describe("the request's D1 session", () => {
  it("a read answers with the session's bookmark", async () => {
    const fan = await createUser();
    const res = await call("/api/users/profile/", { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.headers.get(D1_BOOKMARK_HEADER)).toMatch(BOOKMARK);
    // Signed out too: the clock and the health check read D1 as well.
    expect((await call("/api/health")).headers.get(D1_BOOKMARK_HEADER)).toMatch(BOOKMARK);
  });

  it("a write's bookmark, sent with the next read, reads the write back (read-your-writes)", async () => {
    await ensureSeason();
    const fan = await createUser();
    const created = await call("/api/leagues/", {
      token: fan.token,
      body: { name: "Bookmarked Bowl" },
    });
    expect(created.status).toBe(201);
    const written = created.headers.get(D1_BOOKMARK_HEADER);
    expect(written).toMatch(BOOKMARK);

    const read = await call(`/api/leagues/${created.json.id}/`, {
      token: fan.token,
      headers: { [D1_BOOKMARK_HEADER]: written! },
    });
    expect(read.status).toBe(200);
    expect(read.json.name).toBe("Bookmarked Bowl");
    // The read's session continued from the write's bookmark: its own is no older (bookmarks sort
    // oldest to newest).
    const after = read.headers.get(D1_BOOKMARK_HEADER)!;
    expect(after).toMatch(BOOKMARK);
    expect(after >= written!).toBe(true);
  });

  it.each([
    ["garbage", "not-a-bookmark"],
    ["huge", `00000001-00000002-00004e2f-${"0".repeat(100_000)}`],
    ["several values", "00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653, x"],
    ["SQL", "'; DROP TABLE users; --"],
    ["a constraint's name", "first-primary"],
    ["empty", ""],
  ])("a bookmark header that is %s does not fail the read", async (_, value) => {
    const fan = await createUser();
    const league = await createLeague(fan.token, { name: "Still Here" });
    const res = await call(`/api/leagues/${league.id}/`, {
      token: fan.token,
      headers: { [D1_BOOKMARK_HEADER]: value },
    });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe("Still Here");
    expect(res.headers.get(D1_BOOKMARK_HEADER)).toMatch(BOOKMARK);
  });

  it("opens one session per request: reads from the bookmark or anywhere, writes on the primary", async () => {
    await ensureSeason();
    const fan = await createUser();
    const auth = { authorization: `Bearer ${fan.token}` };
    const mark = "00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653";

    const fresh = await sessionsOpenedBy("/api/users/profile/", { headers: auth });
    expect(fresh).toMatchObject({ status: 200, starts: ["first-unconstrained"] });
    expect(fresh.bookmark).toMatch(BOOKMARK);

    const marked = await sessionsOpenedBy("/api/users/profile/", {
      headers: { ...auth, [D1_BOOKMARK_HEADER]: mark },
    });
    expect(marked).toMatchObject({ status: 200, starts: [mark] });

    const junk = await sessionsOpenedBy("/api/users/profile/", {
      headers: { ...auth, [D1_BOOKMARK_HEADER]: "junk" },
    });
    expect(junk).toMatchObject({ status: 200, starts: ["first-unconstrained"] });

    // A write starts on the primary, whatever bookmark the client sends with it.
    const write = await sessionsOpenedBy("/api/leagues/", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json", [D1_BOOKMARK_HEADER]: mark },
      body: JSON.stringify({ name: "Primary League" }),
    });
    expect(write).toMatchObject({ status: 201, starts: ["first-primary"] });
    expect(write.bookmark).toMatch(BOOKMARK);
  });

  it("a refused write still answers with its bookmark and stores nothing", async () => {
    const fan = await createUser();
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM leagues").first<{ n: number }>();
    const res = await call("/api/leagues/", { token: fan.token, body: { name: "" } });
    expect(res.status).toBe(400);
    expect(res.headers.get(D1_BOOKMARK_HEADER)).toMatch(BOOKMARK);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM leagues").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe("the cron", () => {
  it("runs its jobs on the binding itself (the primary), opening no session", async () => {
    for (const cron of ["* * * * *", "0 * * * *"]) {
      const { db, starts, counter } = recordingDb();
      const scheduled = createExecutionContext();
      await worker.scheduled(
        createScheduledController({ cron, scheduledTime: Date.now() }),
        { ...env, DB: db },
        scheduled,
      );
      await waitOnExecutionContext(scheduled);
      expect(counter.statements, cron).toBeGreaterThan(0);
      expect(starts, cron).toEqual([]);
    }
  });
});

describe("sessionStart", () => {
  const mark = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";

  it("reads (GET, HEAD) start from a well-formed bookmark, else anywhere", () => {
    expect(sessionStart("GET", mark)).toBe(mark);
    expect(sessionStart("HEAD", mark.toUpperCase())).toBe(mark.toUpperCase());
    expect(sessionStart("GET", undefined)).toBe("first-unconstrained");
    expect(sessionStart("GET", `${mark}0`)).toBe("first-unconstrained");
    expect(sessionStart("GET", ` ${mark}`)).toBe("first-unconstrained");
    expect(sessionStart("GET", "first-primary")).toBe("first-unconstrained");
  });

  it("every other method starts on the primary", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(sessionStart(method, mark)).toBe("first-primary");
      expect(sessionStart(method, undefined)).toBe("first-primary");
    }
  });
});
