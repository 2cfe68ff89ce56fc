import { describe, expect, it, vi } from "vitest";
import { apiKey, hashKey, QueryStore, type QueryOptions } from "./query";

vi.mock("#web/api/session", () => ({ onSignOut: () => () => undefined }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const options = <T>(path: string, queryFn: QueryOptions<T>["queryFn"]): QueryOptions<T> => ({
  queryKey: apiKey(path),
  queryFn,
});

describe("query store", () => {
  it("shares one request between screens asking for the same key", async () => {
    const store = new QueryStore();
    const answer = deferred<string[]>();
    const queryFn = vi.fn(() => answer.promise);
    const first = store.fetch(options("/leagues/", queryFn));
    const second = store.fetch(options("/leagues/", queryFn));
    answer.resolve(["Saturday Showdown"]);
    await Promise.all([first, second]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(store.state(hashKey(apiKey("/leagues/")))).toMatchObject({
      status: "success",
      data: ["Saturday Showdown"],
      fetching: false,
    });
  });

  it("keeps the last data on screen while it refreshes, and an error without losing it", async () => {
    const store = new QueryStore();
    const hash = hashKey(apiKey("/rankings/top25/"));
    await store.fetch(options("/rankings/top25/", async () => ["Oregon"]));
    const refresh = deferred<string[]>();
    void store.fetch(options("/rankings/top25/", () => refresh.promise));
    expect(store.state(hash)).toMatchObject({ data: ["Oregon"], fetching: true });
    refresh.reject(new Error("Network error"));
    await vi.waitFor(() => expect(store.state(hash).fetching).toBe(false));
    expect(store.state(hash)).toMatchObject({ status: "error", data: ["Oregon"] });
    expect(store.state(hash).error?.message).toBe("Network error");
  });

  it("aborts the request when no screen shows the key any more", async () => {
    const store = new QueryStore();
    const hash = hashKey(apiKey("/leagues/7/"));
    let signal: AbortSignal | undefined;
    const stop = store.observe(hash);
    void store.fetch(
      options("/leagues/7/", (ctx) => {
        signal = ctx.signal;
        return new Promise<never>(() => undefined);
      }),
    );
    expect(signal?.aborted).toBe(false);
    stop();
    expect(signal?.aborted).toBe(true);
    expect(store.state(hash).fetching).toBe(false);
    expect(store.needsFetch(hash)).toBe(true);
  });

  it("back online, a restart drops the request begun offline and shows the network's answer", async () => {
    const store = new QueryStore();
    const hash = hashKey(apiKey("/rankings/top25/"));
    const offline = deferred<string[]>();
    const online = deferred<string[]>();
    let first: AbortSignal | undefined;
    void store.fetch(
      options("/rankings/top25/", (ctx) => {
        first = ctx.signal;
        return offline.promise;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2));
    // The `online` event: every request sent before it is dropped.
    const onlineAt = performance.now();
    const reload = store.fetch(
      options("/rankings/top25/", () => online.promise),
      {
        restartIfBefore: onlineAt,
      },
    );
    expect(first?.aborted).toBe(true);
    // A second screen showing the key hears the same event: it joins the new request.
    const other = vi.fn(() => online.promise);
    const joined = store.fetch(options("/rankings/top25/", other), { restartIfBefore: onlineAt });
    expect(other).not.toHaveBeenCalled();
    online.resolve(["Oregon"]);
    offline.resolve(["Georgia (saved copy)"]);
    await Promise.all([reload, joined]);
    expect(store.state(hash)).toMatchObject({ data: ["Oregon"], fetching: false });
  });

  it("a reload after a write drops the request sent before it landed and shows the answer after it", async () => {
    const store = new QueryStore();
    const hash = hashKey(apiKey("/notifications/unread_count/"));
    store.observe(hash);
    await store.fetch(options("/notifications/unread_count/", async () => ({ count: 3 })));
    // A poll is on its way when the read mark lands (the server still counted 3 when it left).
    const before = deferred<{ count: number }>();
    let first: AbortSignal | undefined;
    void store.fetch(
      options("/notifications/unread_count/", (ctx) => {
        first = ctx.signal;
        return before.promise;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2));
    const after = deferred<{ count: number }>();
    let reload: Promise<void> | undefined;
    store.invalidate("/notifications/", () => {
      reload = store.fetch(options("/notifications/unread_count/", () => after.promise));
    });
    expect(first?.aborted).toBe(true);
    after.resolve({ count: 2 });
    before.resolve({ count: 3 });
    await reload;
    expect(store.state(hash)).toMatchObject({ data: { count: 2 }, fetching: false });
  });

  it("reloads the shown keys under an invalidated path prefix only", async () => {
    const store = new QueryStore();
    const shown = hashKey(apiKey("/leagues/"));
    const other = hashKey(apiKey("/rankings/top25/"));
    store.observe(shown);
    store.observe(other);
    const reloaded: string[] = [];
    store.invalidate("/leagues/", (hash) => reloaded.push(hash));
    expect(reloaded).toEqual([shown]);
  });

  it("forgets every answer and tells the screens (logout)", async () => {
    const store = new QueryStore();
    const hash = hashKey(apiKey("/users/profile/"));
    await store.fetch(options("/users/profile/", async () => ({ username: "alice" })));
    const heard = vi.fn();
    store.subscribe(hash, heard);
    store.clear();
    expect(heard).toHaveBeenCalled();
    expect(store.state(hash)).toMatchObject({ status: "pending", data: undefined });
  });
});
