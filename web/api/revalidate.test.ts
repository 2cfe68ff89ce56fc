import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRevalidate } from "./revalidate";
import { ACCESS_KEY, REFRESH_KEY } from "./tokens";

// ADR 0409: the live screen's poll sends If-None-Match; a 304 means "unchanged". Runs in Node
// with a fake storage and fetch, as web/api/client.test.ts.

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, String(value));
  removeItem = (key: string) => void this.data.delete(key);
}

let sent: Array<{ url: string; headers: Record<string, string> }>;

beforeEach(() => {
  sent = [];
  const storage = new MemoryStorage();
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("location", { origin: "http://app.test" });
  storage.setItem(ACCESS_KEY, "access-1");
  storage.setItem(REFRESH_KEY, "refresh-1");
});
afterEach(() => vi.unstubAllGlobals());

const serve = (handler: (url: string, headers: Record<string, string>) => Response) =>
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    sent.push({ url, headers });
    return handler(url, headers);
  });

describe("apiRevalidate()", () => {
  it("sends the last ETag; a 304 is null, a 200 brings the answer and its tag", async () => {
    serve((_url, headers) =>
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
      sent.map((s) => [s.url, s.headers["if-none-match"] ?? null, s.headers.authorization]),
    ).toEqual([
      ["/api/leagues/1/live/?week=8", null, "Bearer access-1"],
      ["/api/leagues/1/live/", 'W/"v1"', "Bearer access-1"],
    ]);
  });

  it("an expired token goes through the client's refresh; the answer then has no tag", async () => {
    serve((url, headers) => {
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
    serve(() => new Response(JSON.stringify({ error: "League not found." }), { status: 404 }));
    await expect(apiRevalidate("/leagues/9/live/", {})).rejects.toMatchObject({
      status: 404,
      message: "League not found.",
    });
  });
});
