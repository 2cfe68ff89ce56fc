/**
 * Which API answers on screen came from the service worker's cache, and when they were fetched.
 * The worker posts `pickem:cache` when it answers a GET from the cache (network failed) and
 * `pickem:fresh` when the network answered again; screens read it with `useCachedAt(path)` (see
 * web/ui/cached-notice.tsx) to say "Offline — updated 10:42".
 *
 * Messages can arrive out of order: back online, a request begun offline may report "cache" after
 * the reload that followed it reported "fresh". Each message says when its request started (and
 * which run of the worker started it); one about an older request of the same run than the last
 * applied for its path is dropped.
 */
import { useSyncExternalStore } from "react";
import { apiPath } from "../api/wire";
import { CACHE_MESSAGE, FRESH_MESSAGE } from "./cache-names";

const cachedAt = new Map<string, number>();
/** Per path, the worker run and start time of the request behind the last applied message. */
const latestStart = new Map<string, { instance: string | undefined; startedAt: number }>();
const subscribers = new Set<() => void>();
let version = 0;
const emit = () => {
  version += 1;
  for (const fn of subscribers) fn();
};

/** Records a message from the service worker (wired once at start-up). */
export function handleCacheMessage(data: unknown): void {
  const message = data as {
    type?: string;
    path?: string;
    cachedAt?: number;
    startedAt?: number;
    instance?: string;
  } | null;
  if (!message?.path) return;
  if (typeof message.startedAt === "number") {
    const last = latestStart.get(message.path);
    // A restarted worker cannot answer for the old one's requests: its messages are news.
    if (last && last.instance === message.instance && message.startedAt < last.startedAt) return;
    latestStart.set(message.path, { instance: message.instance, startedAt: message.startedAt });
  }
  if (message.type === CACHE_MESSAGE && typeof message.cachedAt === "number") {
    cachedAt.set(message.path, message.cachedAt);
    emit();
  } else if (message.type === FRESH_MESSAGE && cachedAt.delete(message.path)) {
    emit();
  }
}

// Back online, no answer on screen is "offline" any more: every mark goes, and each screen's data
// reloads (useApiQuery); one the cache answers again is marked again. Marks of answers no screen
// shows now (another sport's ticker) would otherwise stay, with nothing to reload them. After the
// event's other listeners: the screens' reloads listen only while their data is marked.
let onlineAt: number | null = null;
if (typeof window !== "undefined")
  window.addEventListener("online", (event) => {
    onlineAt = event.timeStamp;
    setTimeout(() => {
      if (!cachedAt.size) return;
      cachedAt.clear();
      emit();
    });
  });

/** When the browser last came back online (the `online` event's timeStamp), or null. */
export const lastOnlineAt = () => onlineAt;

/** Forgets everything (logout / user change). */
export function resetCacheStatus(): void {
  cachedAt.clear();
  latestStart.clear();
  emit();
}

/** Oldest fetch time among cached answers whose path matches, or null if all were fresh. */
export function cachedAtFor(match: string | RegExp): number | null {
  let oldest: number | null = null;
  for (const [path, at] of cachedAt) {
    const hit = typeof match === "string" ? path.startsWith(apiPath(match)) : match.test(path);
    if (hit && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest;
}

function subscribe(fn: () => void) {
  subscribers.add(fn);
  return () => subscribers.delete(fn);
}

/**
 * The fetch time (epoch ms) of cached data shown for API paths starting with `match` (a string
 * like "/users/profile/" or a RegExp on the "/api/..." path); null when the data is fresh.
 */
export function useCachedAt(match: string | RegExp): number | null {
  useSyncExternalStore(subscribe, () => version);
  return cachedAtFor(match);
}
