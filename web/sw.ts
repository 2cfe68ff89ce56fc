/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, strategy injectManifest). Guarantees:
 * - The app shell and every route chunk are precached; SPA navigations (not /api) are answered
 *   with the cached index.html, so the installed app starts with no network.
 * - Signed-in user GETs under /api: network first (4 s), cached copy when the network fails.
 *   A cached answer carries `x-pickem-cached-at` (epoch ms it was fetched) and the page is told
 *   (message `pickem:cache`), so screens can say "Offline — updated 10:42". These entries live in
 *   the "pickem-user-*" caches, which the page deletes at logout and on a change of user.
 * - Our images (/api/media/: avatars, board images): cache first in a "pickem-user-*" cache.
 * - Public data (/api/rankings, /api/ticker, /api/teams): network first too (scores must be live),
 *   stamped the same way, kept across users. Team logos (ESPN): stale while revalidate.
 * - Updates wait for the user: a new version is installed but only activated when the page asks
 *   (the "A new version is ready — Reload" prompt posts SKIP_WAITING). Never a silent reload.
 * - Background Sync (`sync` tag "pickem-outbox") only wakes a sender: the open pages' if any,
 *   otherwise this worker sends the signed-in user's queue itself with the token stored in Dexie
 *   (it never refreshes tokens: on 401 the rows wait for the page). The Dexie outbox is the truth.
 * - Web Push (issue 14): every push is shown as a system notification (a bad payload still shows
 *   the app's name); a click focuses an open window of the app and takes it to the
 *   notification's address, or opens the app there.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { fromBase64Url } from "../domain/base64url";
import { db } from "./offline/db";
import { OutboxSender } from "./offline/outbox-sender";
import {
  CACHED_AT_HEADER,
  CACHE_MESSAGE,
  FETCHED_AT_HEADER,
  FRESH_MESSAGE,
  PUBLIC_API_CACHE,
  PUBLIC_IMAGE_CACHE,
  USER_API_CACHE,
  USER_MEDIA_CACHE,
} from "./offline/cache-names";
import { SYNC_TAG, WAKE_MESSAGE } from "./offline/outbox-constants";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
// The first install takes the open page at once (nothing to replace); later versions wait above.
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api\//, /^\/cdn-cgi\//],
  }),
);

const PUBLIC_API = /^\/api\/(rankings|ticker|teams)(\/|$)/;
const NEVER_CACHED = /^\/api\/(auth|dev)\//;

/** The API path with its query, as the page's data hook names an answer (`apiUrl`). */
const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

async function tell(clientId: string, message: Record<string, unknown>) {
  if (!clientId) return;
  const client = await self.clients.get(clientId);
  client?.postMessage(message);
}

/** Per-request state workbox hands each of a plugin's callbacks. */
type RequestState = { startedAt?: number };
const now = () => performance.timeOrigin + performance.now();
/** This worker's run: start times are compared only within one (a restarted worker's clock differs). */
const INSTANCE = crypto.randomUUID();

// Stamps what we store with its fetch time, and cached answers with `x-pickem-cached-at`; tells
// the page which answers came from the cache (see web/offline/cache-status.ts).
const stampPlugin = {
  async requestWillFetch({ request, state }: { request: Request; state?: RequestState }) {
    if (state) state.startedAt = now();
    return request;
  },
  async cacheWillUpdate({ response }: { response: Response }) {
    if (!response.ok) return null;
    const headers = new Headers(response.headers);
    headers.set(FETCHED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
  async cachedResponseWillBeUsed({
    cachedResponse,
    event,
    request,
    state,
  }: {
    cachedResponse?: Response;
    event: ExtendableEvent;
    request: Request;
    state?: RequestState;
  }) {
    if (!cachedResponse) return null;
    const fetchedAt = cachedResponse.headers.get(FETCHED_AT_HEADER) ?? String(Date.now());
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHED_AT_HEADER, fetchedAt);
    const clientId = (event as FetchEvent).clientId;
    void tell(clientId, {
      type: CACHE_MESSAGE,
      path: pathOf(request),
      cachedAt: Number(fetchedAt),
      startedAt: state?.startedAt ?? now(),
      instance: INSTANCE,
    });
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
  async fetchDidSucceed({
    response,
    event,
    request,
    state,
  }: {
    response: Response;
    event: ExtendableEvent;
    request: Request;
    state?: RequestState;
  }) {
    // A 304 (a poll's If-None-Match, ADR 0409) is fresh too: the page's copy is the current one.
    if (response.ok || response.status === 304) {
      void tell((event as FetchEvent).clientId, {
        type: FRESH_MESSAGE,
        path: pathOf(request),
        startedAt: state?.startedAt ?? now(),
        instance: INSTANCE,
      });
    }
    return response;
  },
};

/** The user id in a bearer access token (its `sub`), or null. */
function tokenUserId(authorization: string | null): number | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  const payload = fromBase64Url(token?.split(".")[1] ?? "");
  if (!payload?.length) return null;
  try {
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { sub?: unknown };
    return typeof claims.sub === "string" ? Number(claims.sub) : null;
  } catch {
    return null;
  }
}

// A user's answer is stored only while that user is the one signed in: one that arrives after a
// logout (or a change of user) is not written into the next person's cache.
const signedInUserOnly = {
  async cacheWillUpdate({ request, response }: { request: Request; response: Response }) {
    const userId = (await db.session.get("current"))?.user?.id ?? null;
    return userId !== null && tokenUserId(request.headers.get("authorization")) === userId
      ? response
      : null;
  },
};

// Avatars and board images: an image request carries no token, and a key never changes content,
// so cache first (seen once, shown offline); in a user cache, so logout forgets them.
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    url.pathname.startsWith("/api/media/"),
  new CacheFirst({
    cacheName: USER_MEDIA_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 86400, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    url.pathname.startsWith("/api/") &&
    !PUBLIC_API.test(url.pathname) &&
    !NEVER_CACHED.test(url.pathname),
  new NetworkFirst({
    cacheName: USER_API_CACHE,
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
    plugins: [
      signedInUserOnly,
      stampPlugin,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86400 }),
    ],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    PUBLIC_API.test(url.pathname),
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE,
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreVary: true },
    plugins: [stampPlugin, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 86400 })],
  }),
);

// Team logos (ESPN's CDN, cross-origin: opaque answers are fine to cache and show).
registerRoute(
  ({ url, request }) =>
    request.destination === "image" &&
    (url.origin !== self.location.origin || url.pathname.startsWith("/logos/")),
  new StaleWhileRevalidate({
    cacheName: PUBLIC_IMAGE_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 60 * 86400,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

const sender = new OutboxSender({
  db,
  fetch: (input, init) => fetch(input, init),
  currentUserId: async () => (await db.session.get("current"))?.user?.id ?? null,
  accessToken: async () => (await db.session.get("current"))?.access ?? null,
});

async function onSync(): Promise<void> {
  const pages = await self.clients.matchAll({ type: "window" });
  if (pages.length > 0) {
    for (const page of pages) page.postMessage({ type: WAKE_MESSAGE });
    return;
  }
  const result = await sender.flush();
  // Rows still waiting: fail the event so the browser fires `sync` again later.
  if (result.nextAttemptAt !== null) throw new Error("outbox rows still waiting");
}

self.addEventListener("sync", (event) => {
  const syncEvent = event as ExtendableEvent & { tag: string };
  if (syncEvent.tag === SYNC_TAG) syncEvent.waitUntil(onSync());
});

/** What the Worker pushes (worker/notifications/push.ts `PushPayload`). */
interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

/** Only our own pages open from a notification. */
function appUrl(url: unknown): string {
  try {
    const target = new URL(typeof url === "string" ? url : "/", self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + "/";
  } catch {
    return self.location.origin + "/";
  }
}

self.addEventListener("push", (event) => {
  let payload: PushPayload;
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = { body: event.data?.text() };
  }
  // Chromium requires every push to show something (userVisibleOnly).
  event.waitUntil(
    self.registration.showNotification(payload.title || "NCAA Pick'em", {
      body: payload.body ?? "",
      tag: payload.tag,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { url: appUrl(payload.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = appUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        await focused.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
