import { afterEach, describe, expect, it } from "vitest";
import { CACHE_MESSAGE, FRESH_MESSAGE } from "./cache-names";
import { cachedAtFor, handleCacheMessage, resetCacheStatus } from "./cache-status";

const path = "/api/rankings/top25/";
const saved = Date.UTC(2024, 10, 2, 15, 42);

describe("which answers on screen came from the saved copy", () => {
  afterEach(() => resetCacheStatus());

  it("says 'from the cache' until the network answers again", () => {
    handleCacheMessage({ type: CACHE_MESSAGE, path, cachedAt: saved, startedAt: 100 });
    expect(cachedAtFor("/rankings/")).toBe(saved);
    handleCacheMessage({ type: FRESH_MESSAGE, path, startedAt: 200 });
    expect(cachedAtFor("/rankings/")).toBeNull();
  });

  it("ignores a late 'cache' from a request begun offline once a newer one was fresh", () => {
    handleCacheMessage({ type: CACHE_MESSAGE, path, cachedAt: saved, startedAt: 100 });
    handleCacheMessage({ type: FRESH_MESSAGE, path, startedAt: 300 });
    handleCacheMessage({ type: CACHE_MESSAGE, path, cachedAt: saved, startedAt: 250 });
    expect(cachedAtFor("/rankings/")).toBeNull();
  });

  it("keeps the note when a slow request's answer lands after a newer one used the cache", () => {
    handleCacheMessage({ type: CACHE_MESSAGE, path, cachedAt: saved, startedAt: 300 });
    handleCacheMessage({ type: FRESH_MESSAGE, path, startedAt: 100 });
    expect(cachedAtFor("/rankings/")).toBe(saved);
  });

  it("a restarted worker's messages count whatever its clock says", () => {
    handleCacheMessage({ type: FRESH_MESSAGE, path, startedAt: 500, instance: "a" });
    handleCacheMessage({
      type: CACHE_MESSAGE,
      path,
      cachedAt: saved,
      startedAt: 100,
      instance: "b",
    });
    expect(cachedAtFor("/rankings/")).toBe(saved);
    handleCacheMessage({
      type: CACHE_MESSAGE,
      path,
      cachedAt: saved,
      startedAt: 400,
      instance: "a",
    });
    handleCacheMessage({ type: FRESH_MESSAGE, path, startedAt: 200, instance: "b" });
    expect(cachedAtFor("/rankings/")).toBeNull();
  });

  it("a slow request that showed the copy, then got the network's answer, is fresh", () => {
    handleCacheMessage({ type: CACHE_MESSAGE, path, cachedAt: saved, startedAt: 100 });
    handleCacheMessage({ type: FRESH_MESSAGE, path, startedAt: 100 });
    expect(cachedAtFor("/rankings/")).toBeNull();
  });
});
