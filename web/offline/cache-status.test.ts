import { afterEach, describe, expect, it, vi } from "vitest";
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

  it("forgets every mark back online, after the screens' own reloads, even of answers no screen shows", async () => {
    // A phone: the module listens for `online` on its window (a fresh copy of it, on a stub).
    vi.resetModules();
    const phone = new EventTarget();
    vi.stubGlobal("window", phone);
    vi.useFakeTimers();
    try {
      const status = await import("./cache-status");
      // The ticker moved to the other sport while this one's answer was marked from the cache.
      const ticker = "/api/ticker/?sport=ncaa-football&today_only=true";
      status.handleCacheMessage({
        type: CACHE_MESSAGE,
        path: ticker,
        cachedAt: saved,
        startedAt: 1,
      });
      expect(status.cachedAtFor("/ticker/")).toBe(saved);
      phone.dispatchEvent(new Event("online"));
      // Not within the event: the screens' listeners restart their loads first.
      expect(status.cachedAtFor("/ticker/")).toBe(saved);
      vi.runAllTimers();
      expect(status.cachedAtFor("/ticker/")).toBeNull();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
