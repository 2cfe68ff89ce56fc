// For the outbox's unit tests (never imported by the app): a device whose localStorage lives in
// memory and whose network is down, so the sender the outbox wakes leaves queued rows in place.
import { vi } from "vitest";
import type { db as Db } from "./db";

/** Stubs localStorage and fetch (call before the modules under test are imported); the store. */
export function offlineDevice() {
  const store = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    key: () => null,
    length: 0,
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      throw new TypeError("offline");
    }),
  );
  return store;
}

/** Fan 7 signed in on an empty device database. */
export async function signedInFan(store: Map<string, string>, db: typeof Db) {
  store.clear();
  store.set("pickem_token", "t");
  store.set("pickem_user", JSON.stringify({ id: 7, username: "fan" }));
  await Promise.all(db.tables.map((t) => t.clear()));
}
