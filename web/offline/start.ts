/**
 * Offline start-up for a signed-in user, called once from main.tsx as soon as the device holds a
 * session (at start-up or at login; the public pages never download Dexie or the outbox):
 * - mirrors the auth tokens into Dexie (`session`) so the service worker can send queued work;
 * - a change of signed-in user clears the previous user's caches and Dexie data (their unsent
 *   outbox rows stay, held, never sent under the new account); logout clears everything;
 * - asks for persistent storage after a login (the outbox must survive storage pressure);
 * - starts the outbox sender and listens to the service worker's cache messages;
 * - once the session is mirrored (the service worker stores only its user's answers), keeps the
 *   fan's leagues readable offline in idle time (./prefetch.ts), again when the network returns.
 */
import { onSignOut } from "../api/session";
import { onTokensChange, getAccessToken, getRefreshToken, getStoredUser } from "../api/tokens";
import { USER_API_CACHE, USER_CACHE_PREFIX } from "./cache-names";
import { handleCacheMessage, resetCacheStatus } from "./cache-status";
import { clearUserData, db } from "./db";
import { startOutbox, takeExplicitLogout, wakeOutbox } from "./outbox";

/**
 * Deletes every Cache Storage bucket holding a user's data, and the service worker's expiration
 * records of them (workbox-expiration keeps each cached URL, e.g. /api/users/profile/, in its
 * own IndexedDB database).
 */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = (await caches.keys()).filter((name) => name.startsWith(USER_CACHE_PREFIX));
  // The records first: expiring them deletes their URLs from the (still existing) caches.
  if (typeof indexedDB !== "undefined") {
    const { CacheExpiration } = await import("workbox-expiration");
    await Promise.all(
      [...new Set([USER_API_CACHE, ...names])].map((name) =>
        new CacheExpiration(name, { maxEntries: 1 }).delete(),
      ),
    );
  }
  await Promise.all(
    (await caches.keys())
      .filter((name) => name.startsWith(USER_CACHE_PREFIX))
      .map((name) => caches.delete(name)),
  );
  resetCacheStatus();
}

function requestPersistence() {
  void navigator.storage?.persist?.().catch(() => false);
}

interface Snapshot {
  access: string | null;
  refresh: string | null;
  user: { id: number; username: string } | null;
}

// Session writes run one after another so a quick logout + login cannot interleave.
let chain: Promise<unknown> = Promise.resolve();
const serial = (task: () => Promise<unknown>) => {
  chain = chain.then(task, task).catch((error: unknown) => {
    console.error("offline session update failed", error);
  });
  return chain;
};

async function mirror(tokens: Snapshot) {
  const previous = await db.session.get("current");
  const lastUserId = previous?.lastUserId ?? previous?.user?.id ?? null;
  const user = tokens.user ? { id: tokens.user.id, username: tokens.user.username } : null;
  if (user && lastUserId !== null && lastUserId !== user.id) {
    await clearUserCaches();
    await clearUserData({ keepOutbox: true, keepSession: true });
  }
  if (user && !previous?.user) requestPersistence();
  const next = {
    access: tokens.access,
    refresh: tokens.refresh,
    user,
    lastUserId: user?.id ?? lastUserId,
  };
  // Unchanged (the profile check re-saves the same session): no write, so the outbox views that
  // read the session do not run again.
  const unchanged =
    previous?.access === next.access &&
    previous.refresh === next.refresh &&
    previous.user?.id === next.user?.id &&
    previous.user?.username === next.user?.username &&
    (previous.lastUserId ?? null) === next.lastUserId;
  if (!unchanged) await db.session.put({ id: "current", ...next, updatedAt: Date.now() });
  if (user) void wakeOutbox({ resetBackoff: true });
}

let started = false;

export function startOffline(): void {
  if (started) return;
  started = true;
  onTokensChange((tokens) => void serial(() => mirror(tokens)));
  void serial(() =>
    mirror({ access: getAccessToken(), refresh: getRefreshToken(), user: getStoredUser() }),
  );
  onSignOut(async () => {
    // An expired session keeps the unsent outbox (held until its owner signs in again); only an
    // explicit Logout, after the user agreed to drop unsent changes, clears it too.
    const keepOutbox = !takeExplicitLogout();
    // The session row first: from then on the service worker stores no answer of this user
    // (web/sw.ts), so clearing the caches next leaves nothing behind.
    await serial(async () => {
      await clearUserData({ keepOutbox });
      await clearUserCaches();
    });
  });
  navigator.serviceWorker?.addEventListener("message", (event) => handleCacheMessage(event.data));
  startOutbox();
  schedulePrefetch();
  onTokensChange(schedulePrefetch);
  addEventListener("online", schedulePrefetch);
}

/**
 * How long after the page's load the league copies wait (ADR 1111): a phone's first screen fetches
 * its own data and images after `load`, and on a stadium's thin signal the copies must not compete
 * with them, so neither the copies nor their code download until the first screen has settled.
 */
const PREFETCH_AFTER_LOAD_MS = 10_000;

/** After the session's mirror and the page's load and settling, in idle time: never ahead of the first screen. */
function schedulePrefetch() {
  if (!getStoredUser()) return;
  void serial(async () => undefined).then(async () => {
    if (document.readyState !== "complete")
      await new Promise((resolve) => addEventListener("load", resolve, { once: true }));
    await new Promise((resolve) => setTimeout(resolve, PREFETCH_AFTER_LOAD_MS));
    const start = () =>
      void import("./prefetch").then(({ prefetchLeagues }) => prefetchLeagues()).catch(() => {});
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 1000);
  });
}
