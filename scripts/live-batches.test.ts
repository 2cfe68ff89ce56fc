/**
 * Issue 42 on the real platform proxy the seed uses: a batch after a long run of blocking work
 * (the seed's thousands of blocking prepare/bind calls on a busy machine) must not be written
 * into the socket workerd closed in the meantime.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { getPlatformProxy } from "wrangler";
import type { Env } from "#worker/env";
import { withLiveBatches } from "./live-batches";

// Longer than workerd's idle timeout for a kept-alive connection (12–16 s measured).
const BLOCKED_MS = 20_000;

let proxy: Awaited<ReturnType<typeof getPlatformProxy<Env>>>;
beforeAll(async () => {
  proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: false });
}, 60_000);
afterAll(() => proxy?.dispose());

it("sends a batch after the event loop was blocked longer than workerd keeps an idle connection", async () => {
  const db = withLiveBatches(proxy.env.DB);
  // The proxy sends a function's first call as a blocking one; later batches travel as fetches.
  await db.batch([db.prepare("SELECT 1")]);
  await db.batch([db.prepare("SELECT 1")]);
  const until = Date.now() + BLOCKED_MS;
  while (Date.now() < until) {
    // Nothing awaited: Node reads no socket, as during the seed's blocking proxy calls.
  }
  const [result] = await db.batch<{ n: number }>([db.prepare("SELECT 2 AS n")]);
  expect(result!.results).toEqual([{ n: 2 }]);
}, 90_000);
