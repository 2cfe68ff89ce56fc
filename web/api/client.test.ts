import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, fetchEarly, refreshAccessToken, SESSION_EXPIRED_EVENT } from "./client";
import { ApiError } from "./errors";
import { apiRevalidate } from "./revalidate";
import { ACCESS_KEY, REFRESH_KEY, USER_KEY } from "./tokens";

// Spec section 4: on a 401 the client retries once with a refreshed token; if that fails it
// clears the tokens and the app goes to /login. Runs in Node with a fake storage and fetch.

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, String(value));
  removeItem = (key: string) => void this.data.delete(key);
  clear = () => this.data.clear();
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let storage: MemoryStorage;
let events: EventTarget;
let expired: number;
let calls: Array<{ url: string; auth: string | null; body: string | null }>;

function serve(handler: Handler) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ url, auth: headers.authorization ?? null, body: (init.body as string) ?? null });
    return handler(url, init);
  });
}

beforeEach(() => {
  storage = new MemoryStorage();
  events = new EventTarget();
  expired = 0;
  calls = [];
  events.addEventListener(SESSION_EXPIRED_EVENT, () => (expired += 1));
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("window", events);
  vi.stubGlobal("location", { origin: "http://app.test" });
  storage.setItem(ACCESS_KEY, "old-access");
  storage.setItem(REFRESH_KEY, "refresh-1");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api(): one refresh retry on 401", () => {
  it("refreshes, stores the new pair and retries the call with the fresh token", async () => {
    serve((url, init) => {
      if (url === "/api/auth/refresh/")
        return json(200, { access: "new-access", refresh: "refresh-2" });
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === "Bearer new-access"
        ? json(200, { ok: true })
        : json(401, { error: "expired" });
    });
    await expect(api("/users/profile/")).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual([
      "/api/users/profile/",
      "/api/auth/refresh/",
      "/api/users/profile/",
    ]);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ refresh: "refresh-1" });
    expect(storage.getItem(ACCESS_KEY)).toBe("new-access");
    expect(storage.getItem(REFRESH_KEY)).toBe("refresh-2");
    expect(expired).toBe(0);
  });

  it("clears the tokens and announces the expired session when the refresh is rejected", async () => {
    serve((url) =>
      url === "/api/auth/refresh/"
        ? json(401, { error: "Refresh token is invalid or has expired." })
        : json(401, { error: "expired" }),
    );
    const error = await api("/users/profile/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(storage.getItem(ACCESS_KEY)).toBeNull();
    expect(storage.getItem(REFRESH_KEY)).toBeNull();
    expect(expired).toBe(1);
  });

  it("retries only once: a second 401 after a good refresh ends the session", async () => {
    serve((url) =>
      url === "/api/auth/refresh/"
        ? json(200, { access: "new-access", refresh: "refresh-2" })
        : json(401, { error: "nope" }),
    );
    await expect(api("/users/profile/")).rejects.toBeInstanceOf(ApiError);
    expect(calls.filter((c) => c.url === "/api/auth/refresh/")).toHaveLength(1);
    expect(calls.filter((c) => c.url === "/api/users/profile/")).toHaveLength(2);
    expect(storage.getItem(ACCESS_KEY)).toBeNull();
    expect(expired).toBe(1);
  });

  it("keeps the session when the refresh gets no answer (offline is not a logout)", async () => {
    serve((url) => {
      if (url === "/api/auth/refresh/") throw new TypeError("Failed to fetch");
      return json(401, { error: "expired" });
    });
    const error = await api("/users/profile/").catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(storage.getItem(REFRESH_KEY)).toBe("refresh-1");
    expect(expired).toBe(0);
  });

  it("keeps the session when the refresh answers 5xx", async () => {
    serve((url) =>
      url === "/api/auth/refresh/" ? json(503, { error: "down" }) : json(401, { error: "expired" }),
    );
    await expect(api("/users/profile/")).rejects.toBeInstanceOf(ApiError);
    expect(storage.getItem(REFRESH_KEY)).toBe("refresh-1");
    expect(expired).toBe(0);
  });

  it("spends the refresh token once when several calls fail together", async () => {
    serve(async (url, init) => {
      if (url === "/api/auth/refresh/") {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { access: "new-access", refresh: "refresh-2" });
      }
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === "Bearer new-access" ? json(200, { url }) : json(401, { error: "expired" });
    });
    const results = await Promise.all([api("/a/"), api("/b/"), api("/c/")]);
    expect(results).toEqual([{ url: "/api/a/" }, { url: "/api/b/" }, { url: "/api/c/" }]);
    expect(calls.filter((c) => c.url === "/api/auth/refresh/")).toHaveLength(1);
  });

  it("never refreshes for anonymous calls (login, register)", async () => {
    serve(() => json(401, { error: "Invalid email or password." }));
    await expect(
      api("/users/login/", { method: "POST", body: {}, anonymous: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.auth).toBeNull();
    expect(storage.getItem(ACCESS_KEY)).toBe("old-access");
  });

  it("turns a failed connection into a network ApiError", async () => {
    serve(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await api("/users/profile/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});

describe("fetchEarly(): a screen's first GET starts at boot, beside the profile check", () => {
  let served: number;
  beforeEach(() => {
    served = 0;
    storage.setItem(USER_KEY, JSON.stringify({ id: 1, username: "alice" }));
    serve((url) => json(200, { url, answer: ++served }));
  });

  it("gives the started answer to the screen's first call, and asks the network after that", async () => {
    fetchEarly("/sportsbook/league_status/");
    expect(calls.map((c) => c.url)).toEqual(["/api/sportsbook/league_status/"]);
    const first = await api("/sportsbook/league_status/", { query: { week: undefined } });
    expect(first).toEqual({ url: "/api/sportsbook/league_status/", answer: 1 });
    expect(calls).toHaveLength(1);
    expect(await api("/sportsbook/league_status/")).toMatchObject({ answer: 2 });
    expect(calls).toHaveLength(2);
  });

  it("never hands one user's answer to another user signed in since", async () => {
    fetchEarly("/notifications/unread_count/");
    storage.setItem(USER_KEY, JSON.stringify({ id: 2, username: "bob" }));
    expect(await api("/notifications/unread_count/")).toMatchObject({ answer: 2 });
    expect(calls).toHaveLength(2);
  });

  it("does not use an answer started more than 15 s ago", async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    fetchEarly("/ticker/", { sport: "ncaa-football" });
    clock.mockReturnValue(now + 15_001);
    expect(await api("/ticker/", { query: { sport: "ncaa-football" } })).toMatchObject({
      answer: 2,
    });
    clock.mockRestore();
  });

  it("matches the exact address: another query or a write goes to the network", async () => {
    fetchEarly("/ticker/", { sport: "ncaa-football" });
    expect(await api("/ticker/", { query: { sport: "nfl" } })).toMatchObject({ answer: 2 });
    expect(
      await api("/ticker/", { method: "POST", body: { sport: "ncaa-football" } }),
    ).toMatchObject({ answer: 3 });
    expect(await api("/ticker/", { query: { sport: "ncaa-football" } })).toMatchObject({
      answer: 1,
    });
  });

  it("starts nothing without a signed-in user on the device", () => {
    storage.removeItem(USER_KEY);
    fetchEarly("/notifications/unread_count/");
    expect(calls).toHaveLength(0);
  });
});

describe("the D1 bookmark (ADR 0412): every call sends the newest one an answer carried", () => {
  const OLD = "00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653";
  const NEW = "00000001-00000003-00000001-0a83ea2fceebc654de0640c422be4653";
  let sent: Array<string | null>;
  /** Answers each call with the next of `marks` (null: no bookmark header), recording the sent one. */
  const answerWith = (...marks: Array<string | null>) => {
    sent = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit = {}) => {
      sent.push((init.headers as Record<string, string>)["x-d1-bookmark"] ?? null);
      const mark = marks.shift() ?? null;
      const body = JSON.stringify({ access: "access-2", refresh: "refresh-2" });
      return new Response(body, { headers: mark ? { "x-d1-bookmark": mark } : {} });
    });
  };

  it("keeps the answer's bookmark on the device and sends it with the next read and write", async () => {
    answerWith(OLD, null, null);
    await api("/users/profile/");
    expect(storage.getItem("x-d1-bookmark")).toBe(OLD);
    await api("/leagues/", { method: "POST", body: { name: "x" } });
    await api("/users/profile/");
    expect(sent).toEqual([null, OLD, OLD]);
    // An answer without one (a cached answer, an older server) keeps the device's.
    expect(storage.getItem("x-d1-bookmark")).toBe(OLD);
  });

  it("keeps the newest: an older bookmark arriving later (answers out of order) is dropped", async () => {
    storage.setItem("x-d1-bookmark", NEW);
    answerWith(OLD, null);
    await api("/users/profile/");
    await api("/users/profile/");
    expect(sent).toEqual([NEW, NEW]);
    expect(storage.getItem("x-d1-bookmark")).toBe(NEW);
  });

  it("the token refresh and the polls (apiRevalidate) carry it too", async () => {
    storage.setItem("x-d1-bookmark", OLD);
    answerWith(NEW, null);
    expect(await refreshAccessToken()).toBe("access-2");
    await apiRevalidate("/leagues/1/live/", {});
    expect(sent).toEqual([OLD, NEW]);
  });
});

let tagged: Array<{ url: string; headers: Record<string, string> }> = [];
const serveTagged = (handler: (url: string, headers: Record<string, string>) => Response) =>
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    tagged.push({ url, headers });
    return handler(url, headers);
  });

describe("apiRevalidate(): If-None-Match and 304 (ADR 0409)", () => {
  beforeEach(() => (tagged = []));

  it("sends the last ETag; a 304 is null, a 200 brings the answer and its tag", async () => {
    serveTagged((_url, headers) =>
      headers["if-none-match"] === 'W/"v1"'
        ? new Response(null, { status: 304 })
        : new Response(JSON.stringify({ n: 2 }), { status: 200, headers: { etag: 'W/"v2"' } }),
    );
    expect(await apiRevalidate("/leagues/1/live/", { query: { week: 8 } })).toEqual({
      data: { n: 2 },
      etag: 'W/"v2"',
    });
    expect(await apiRevalidate("/leagues/1/live/", { etag: 'W/"v1"' })).toBeNull();
    expect(
      tagged.map((s) => [s.url, s.headers["if-none-match"] ?? null, s.headers.authorization]),
    ).toEqual([
      ["/api/leagues/1/live/?week=8", null, "Bearer old-access"],
      ["/api/leagues/1/live/", 'W/"v1"', "Bearer old-access"],
    ]);
  });

  it("an expired token goes through the client's refresh; the answer then has no tag", async () => {
    serveTagged((url, headers) => {
      if (url === "/api/auth/refresh/")
        return new Response(JSON.stringify({ access: "access-2", refresh: "refresh-2" }));
      return headers.authorization === "Bearer access-2"
        ? new Response(JSON.stringify({ n: 3 }), { headers: { etag: 'W/"v3"' } })
        : new Response(JSON.stringify({ error: "expired" }), { status: 401 });
    });
    expect(await apiRevalidate("/leagues/1/live/", { etag: 'W/"v1"' })).toEqual({
      data: { n: 3 },
      etag: null,
    });
  });

  it("a refusal is the server's error", async () => {
    serveTagged(
      () => new Response(JSON.stringify({ error: "League not found." }), { status: 404 }),
    );
    await expect(apiRevalidate("/leagues/9/live/", {})).rejects.toMatchObject({
      status: 404,
      message: "League not found.",
    });
  });
});
