import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { offlineDevice, signedInFan } from "./test-device";

// The page module reads the signed-in user from localStorage (web/api/tokens.ts). The sender is
// woken by enqueue; the server stays unreachable so rows stay visible.
const store = offlineDevice();

const { db } = await import("./db");
const { uuidv7 } = await import("./outbox-row");
const {
  enqueue,
  dismissMutation,
  retryMutation,
  onMutationDismissed,
  onMutationRejected,
  onUnreportedRejection,
} = await import("./outbox");

beforeEach(() => signedInFan(store, db));
afterEach(() => vi.clearAllTimers());

describe("enqueue", () => {
  it("stores the row and the optimistic change together", async () => {
    const row = await enqueue(
      {
        method: "PATCH",
        path: "/users/profile/",
        body: { bio: "hi" },
        kind: "profile.update",
        label: "Profile update",
      },
      () =>
        db.profiles.put({
          userId: 7,
          username: "fan",
          email: "f@x.io",
          first_name: "",
          last_name: "",
          bio: "hi",
          fetchedAt: null,
          updatedAt: 1,
        }),
    );
    expect(row.userId).toBe(7);
    expect(row.mutationId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const stored = await db.outbox.where("mutationId").equals(row.mutationId).first();
    expect(stored).toMatchObject({ method: "PATCH", body: { bio: "hi" }, kind: "profile.update" });
    expect((await db.profiles.get(7))!.bio).toBe("hi");
  });

  it("stores neither when the optimistic change fails", async () => {
    await expect(
      enqueue({ method: "POST", path: "/x/", kind: "x", label: "X" }, async () => {
        await db.profiles.put({
          userId: 7,
          username: "fan",
          email: "",
          first_name: "",
          last_name: "",
          bio: "",
          fetchedAt: null,
          updatedAt: 1,
        });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await db.outbox.count()).toBe(0);
    expect(await db.profiles.count()).toBe(0);
  });

  it("refuses to queue without a signed-in user", async () => {
    store.clear();
    await expect(enqueue({ method: "POST", path: "/x/", kind: "x", label: "X" })).rejects.toThrow(
      "Sign in to save changes.",
    );
  });

  it("keeps order by seq and lets the user retry or dismiss a row", async () => {
    const a = await enqueue({ method: "POST", path: "/a/", kind: "x", label: "A" });
    const b = await enqueue({ method: "POST", path: "/b/", kind: "x", label: "B" });
    expect(a.seq!).toBeLessThan(b.seq!);
    await db.outbox.update(a.seq!, { status: "rejected", lastError: "No" });
    await retryMutation(a.mutationId);
    expect((await db.outbox.get(a.seq!))!.status).not.toBe("rejected");
    const dismissed: string[] = [];
    const off = onMutationDismissed((row) => dismissed.push(row.mutationId), "x");
    await dismissMutation(a.mutationId);
    off();
    expect((await db.outbox.toArray()).map((r) => r.mutationId)).toEqual([b.mutationId]);
    // The feature hears of it, to drop its optimistic copy.
    expect(dismissed).toEqual([a.mutationId]);
  });

  it("makes time-ordered UUIDv7 ids", () => {
    const early = uuidv7(1_700_000_000_000);
    const late = uuidv7(1_700_000_000_001);
    expect(early < late).toBe(true);
    expect(early.slice(0, 13)).toBe("018bcfe5-6800");
  });
});

describe("a refused change", () => {
  it("is told once: by the screen that reports it, else by the one generic message", async () => {
    const told: string[] = [];
    const stops = [
      onUnreportedRejection((row) => void told.push(`generic ${row.kind}`)),
      // The sportsbook on screen says why its picks were refused (its own toast)…
      onMutationRejected((row) => {
        told.push(`screen ${row.kind}`);
        return true;
      }, "picks.submit"),
      // …while a listener that only reloads (an optimistic rollback) tells the user nothing.
      onMutationRejected(() => undefined),
    ];
    vi.mocked(fetch).mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: "Week is closed" }), {
          status: 400,
          headers: { "content-type": "application/json" },
        }),
    );
    try {
      await enqueue({
        method: "POST",
        path: "/sportsbook/submit_picks/",
        body: { picks: [] },
        kind: "picks.submit",
        label: "Submit picks",
      });
      await enqueue({
        method: "PATCH",
        path: "/users/profile/",
        body: { bio: "hi" },
        kind: "profile.update",
        label: "Profile update",
      });
      await vi.waitFor(async () =>
        expect((await db.outbox.toArray()).filter((r) => r.status === "rejected")).toHaveLength(2),
      );
      expect(told.sort()).toEqual(["generic profile.update", "screen picks.submit"]);
    } finally {
      stops.forEach((stop) => stop());
      vi.mocked(fetch).mockImplementation(async () => {
        throw new TypeError("offline");
      });
    }
  });
});

describe("the page's sender", () => {
  it("sends through the API client: a write's D1 bookmark is kept for the reads after it (ADR 0412)", async () => {
    const before = "00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653";
    const written = "00000001-00000002-00004e30-0a83ea2fceebc654de0640c422be4653";
    store.set("x-d1-bookmark", before);
    vi.mocked(fetch).mockImplementation(
      async () => new Response("{}", { status: 201, headers: { "x-d1-bookmark": written } }),
    );
    try {
      await enqueue({ method: "POST", path: "/a/", kind: "x", label: "A" });
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      const init = vi.mocked(fetch).mock.lastCall![1] as { headers: Record<string, string> };
      expect(init.headers["x-d1-bookmark"]).toBe(before);
      expect(store.get("x-d1-bookmark")).toBe(written);
    } finally {
      vi.mocked(fetch).mockImplementation(async () => {
        throw new TypeError("offline");
      });
    }
  });
});
