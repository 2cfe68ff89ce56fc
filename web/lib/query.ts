/**
 * The one way a screen loads server data (docs/decisions/0602-data-loading.md).
 *
 * - `apiQuery(path, query)` describes a GET on the API: its key is the path and query, its fetch
 *   the one API client with an abort signal.
 * - `useApiQuery(options)` gives `data`, `isPending` / `isError` / `isFetching`, `error`, `retry()`
 *   and `cachedAt` — when the service worker answered from its cache (no network), the time that
 *   answer was fetched, for "Offline — updated 10:42".
 * Guarantees:
 * - One request per key at a time: screens asking for the same thing share the answer (the header
 *   dropdown and League Central read one leagues list).
 * - A revisited screen shows its last answer at once and refreshes it in the background.
 * - When no screen needs an answer any more, its request is aborted; unused answers are dropped
 *   after five minutes.
 * - Offline reads are the service worker's job (network-first with a cached copy, cleared on
 *   logout), so a query always asks, even when the browser says it is offline.
 * - Logout forgets every answer: a shared phone never shows the last user's data.
 * - No automatic retries: a failed load shows its error and Retry at once.
 * Writes never come through here: they go through the outbox; after one lands the screen calls
 * `invalidateApi(prefix)`.
 *
 * The option and result names follow TanStack Query's, whose 10 KB the per-route JavaScript
 * budget cannot afford (the ADR has the figures).
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { api, apiUrl, type RequestOptions } from "#web/api/client";
import { onSignOut } from "#web/api/session";
import { lastOnlineAt, useCachedAt } from "#web/offline/cache-status";

type Query = RequestOptions["query"];
export type ApiKey = readonly ["api", string, NonNullable<Query>];

export interface QueryOptions<T> {
  queryKey: ApiKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** false: do not load (yet); the result stays pending. */
  enabled?: boolean;
  /** true: while a new key loads, the last key's data stays on screen (a week or poll switch). */
  keepPreviousData?: boolean;
  /** Reload every N ms while something shows it (false or 0: never); may depend on the data. */
  refetchInterval?: number | false | ((data: T | undefined) => number | false);
}

export interface QueryState<T> {
  status: "pending" | "success" | "error";
  data: T | undefined;
  error: Error | null;
  /** A request for this key is on its way. */
  fetching: boolean;
  /** When the data last arrived (epoch ms), 0 before. */
  updatedAt: number;
}

const PENDING: QueryState<never> = {
  status: "pending",
  data: undefined,
  error: null,
  fetching: false,
  updatedAt: 0,
};
const GC_MS = 5 * 60_000;
/** Least time between two reloads of a key because its late network answer arrived. */
const FRESH_RELOAD_MS = 30_000;

interface Entry {
  state: QueryState<unknown>;
  listeners: Set<() => void>;
  observers: number;
  /** The request on its way; `startedAt` is `performance.now()` when it was sent. */
  inflight?: { promise: Promise<void>; controller: AbortController; startedAt: number };
  /** `performance.now()` when the key was last invalidated (a write landed), else -Infinity. */
  invalidatedAt: number;
  gcTimer?: ReturnType<typeof setTimeout>;
}

export const hashKey = (key: ApiKey) => JSON.stringify(key);

/** The answers on the device, by key. Exported for tests; screens use the hook. */
export class QueryStore {
  private entries = new Map<string, Entry>();

  private entry(hash: string): Entry {
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { state: PENDING, listeners: new Set(), observers: 0, invalidatedAt: -Infinity };
      this.entries.set(hash, entry);
    }
    return entry;
  }

  private set(hash: string, patch: Partial<QueryState<unknown>>) {
    const entry = this.entries.get(hash);
    if (!entry) return;
    entry.state = { ...entry.state, ...patch };
    for (const fn of entry.listeners) fn();
  }

  state<T>(hash: string): QueryState<T> {
    return (this.entries.get(hash)?.state ?? PENDING) as QueryState<T>;
  }

  subscribe(hash: string, fn: () => void): () => void {
    const entry = this.entry(hash);
    entry.listeners.add(fn);
    return () => entry.listeners.delete(fn);
  }

  /** A screen shows this key: keeps it alive; the returned function says it stopped. */
  observe(hash: string): () => void {
    const entry = this.entry(hash);
    entry.observers += 1;
    clearTimeout(entry.gcTimer);
    return () => {
      entry.observers -= 1;
      if (entry.observers > 0) return;
      // Nobody waits for it any more: stop the request, forget the answer later.
      if (entry.inflight) {
        entry.inflight.controller.abort();
        entry.inflight = undefined;
        this.set(hash, { fetching: false });
      }
      entry.gcTimer = setTimeout(() => {
        const unused = entry.observers === 0 && entry.listeners.size === 0;
        if (unused && this.entries.get(hash) === entry) this.entries.delete(hash);
      }, GC_MS);
    };
  }

  /** Whether a screen that starts showing the key should load it. */
  needsFetch(hash: string): boolean {
    const entry = this.entries.get(hash);
    return !entry || !entry.inflight;
  }

  /**
   * Loads the key (or joins the request already on its way). With `restartIfBefore` (a
   * `performance.now()` time, e.g. the `online` event's), a request sent before then is dropped
   * and a new one sent — one begun offline cannot bring the network's answer — while one sent
   * since is joined. A request sent before the key was last invalidated is never joined either:
   * it may bring the answer from before the write that invalidated it. Never rejects.
   */
  fetch<T>(options: QueryOptions<T>, { restartIfBefore = -Infinity } = {}): Promise<void> {
    const hash = hashKey(options.queryKey);
    const entry = this.entry(hash);
    if (
      entry.inflight &&
      entry.inflight.startedAt >= Math.max(restartIfBefore, entry.invalidatedAt)
    )
      return entry.inflight.promise;
    entry.inflight?.controller.abort();
    const controller = new AbortController();
    const promise = options
      .queryFn({ signal: controller.signal })
      .then(
        (data) => {
          if (entry.inflight?.controller !== controller) return;
          this.set(hash, {
            status: "success",
            data,
            error: null,
            updatedAt: Date.now(),
            fetching: false,
          });
        },
        (error: unknown) => {
          if (entry.inflight?.controller !== controller) return;
          this.set(hash, {
            status: "error",
            error: error instanceof Error ? error : new Error(String(error)),
            fetching: false,
          });
        },
      )
      .finally(() => {
        if (entry.inflight?.controller === controller) entry.inflight = undefined;
      });
    entry.inflight = { promise, controller, startedAt: performance.now() };
    this.set(hash, { fetching: true });
    return promise;
  }

  /** Keys under an API path prefix that a screen shows load again (the others do on next show). */
  invalidate(pathPrefix: string, refetch: (hash: string) => void): void {
    const now = performance.now();
    for (const [hash, entry] of this.entries) {
      const path = (JSON.parse(hash) as ApiKey)[1];
      if (!path.startsWith(pathPrefix)) continue;
      entry.invalidatedAt = now;
      if (entry.observers > 0) refetch(hash);
    }
  }

  /** Changes the data of a key on the device (an optimistic edit); screens showing it redraw. */
  setData<T>(hash: string, update: (data: T | undefined) => T | undefined): void {
    const entry = this.entry(hash);
    const data = update(entry.state.data as T | undefined);
    if (data !== undefined) this.set(hash, { data, status: "success" });
  }

  /** Changes the data of every key under an API path prefix that has data (an applied write). */
  updateUnder<T>(pathPrefix: string, update: (data: T, query: NonNullable<Query>) => T): void {
    for (const [hash, entry] of this.entries) {
      const [, path, query] = JSON.parse(hash) as ApiKey;
      if (!path.startsWith(pathPrefix) || entry.state.data === undefined) continue;
      this.set(hash, { data: update(entry.state.data as T, query) });
    }
  }

  /** Forgets every answer (logout); screens still subscribed hear it and stay subscribed. */
  clear(): void {
    for (const [hash, entry] of this.entries) {
      entry.inflight?.controller.abort();
      entry.inflight = undefined;
      clearTimeout(entry.gcTimer);
      entry.state = PENDING;
      for (const fn of entry.listeners) fn();
      if (entry.listeners.size === 0 && entry.observers === 0) this.entries.delete(hash);
    }
  }
}

export const queryStore = new QueryStore();
onSignOut(() => queryStore.clear());

/** Refetchers of the keys on screen, so `invalidateApi` can reload them with their options. */
const refetchers = new Map<string, Set<() => void>>();

/** Edits the answer of a query on the device at once (an optimistic change before the outbox). */
export function setApiData<T>(
  options: QueryOptions<T>,
  update: (data: T | undefined) => T | undefined,
): void {
  queryStore.setData(hashKey(options.queryKey), update);
}

/**
 * Edits every answer on the device under an API path prefix with what the server answered to a
 * write (a vote's counts, a new reply), so screens show it before their reload lands.
 */
export function updateApiData<T>(
  pathPrefix: string,
  update: (data: T, query: NonNullable<Query>) => T,
): void {
  queryStore.updateUnder(pathPrefix, update);
}

/** Marks every query under an API path prefix stale and reloads the ones on screen. */
export function invalidateApi(pathPrefix: string): void {
  const normalised = pathPrefix.startsWith("/api/") ? pathPrefix.slice(4) : pathPrefix;
  queryStore.invalidate(normalised, (hash) => {
    for (const fn of refetchers.get(hash) ?? []) fn();
  });
}

/** Every query key starts with the API path, so `invalidateApi("/leagues/")` refreshes them all. */
export const apiKey = (path: string, query?: Query): ApiKey => ["api", path, query ?? {}];

/** Options of a GET on the API (use with `useApiQuery`). */
export function apiQuery<T>(path: string, query?: Query): QueryOptions<T> {
  return {
    queryKey: apiKey(path, query),
    queryFn: ({ signal }) => api<T>(path, { query, signal }),
  };
}

export interface ApiQueryResult<T> {
  data: T | undefined;
  error: Error | null;
  status: QueryState<T>["status"];
  /** No data yet (first load, or a failed one). */
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** A request is on its way (first load or refresh). */
  isFetching: boolean;
  /** The data shown belongs to the previous key (see `keepPreviousData`). */
  isPreviousData: boolean;
  /** Fetch time (epoch ms) of the service worker's cached answer on screen, null when fresh. */
  cachedAt: number | null;
  /** Loads again (the Retry button). */
  retry: () => void;
  refetch: () => Promise<void>;
}

/** Loads a query made by `apiQuery` while the component is on screen. */
export function useApiQuery<T>(options: QueryOptions<T>): ApiQueryResult<T> {
  const hash = hashKey(options.queryKey);
  const enabled = options.enabled ?? true;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const state = useSyncExternalStore(
    useCallback((fn: () => void) => queryStore.subscribe(hash, fn), [hash]),
    () => queryStore.state<T>(hash),
  );
  const refetch = useCallback(() => queryStore.fetch(optionsRef.current), []);

  // Load on first show (and again on every later show: a revisited screen refreshes).
  useEffect(() => {
    if (!enabled) return;
    const stop = queryStore.observe(hash);
    if (queryStore.needsFetch(hash)) void queryStore.fetch(optionsRef.current);
    let set = refetchers.get(hash);
    if (!set) refetchers.set(hash, (set = new Set()));
    const reload = () => void queryStore.fetch(optionsRef.current);
    set.add(reload);
    return () => {
      set.delete(reload);
      if (set.size === 0) refetchers.delete(hash);
      stop();
    };
  }, [hash, enabled]);

  const interval =
    typeof options.refetchInterval === "function"
      ? options.refetchInterval(state.data)
      : options.refetchInterval;
  useEffect(() => {
    if (!enabled || !interval) return;
    const id = setInterval(() => void queryStore.fetch(optionsRef.current), interval);
    return () => clearInterval(id);
  }, [hash, enabled, interval]);

  // The last data shown, for keepPreviousData (the previous key's answer while a new one loads).
  const shown = useRef<T | undefined>(undefined);
  let data = state.data;
  let isPreviousData = false;
  if (data === undefined && state.status !== "error" && options.keepPreviousData) {
    data = shown.current;
    isPreviousData = data !== undefined;
  }
  useEffect(() => {
    if (data !== undefined) shown.current = data;
  });

  const [, path, query] = options.queryKey;
  const cachedAt = useCachedAt(apiUrl(path, query));
  // Back online: an answer the service worker served from its copy is fetched again, so the
  // screen shows fresh data and stops saying "Offline — updated …"; so is one that failed
  // ("Not saved on this device yet" offline), so the screen fills in without a Retry.
  const fromCache = cachedAt !== null;
  const failed = state.status === "error";
  const reloadedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || !(fromCache || failed)) return;
    // Every screen showing the key hears the event: the first restarts, the others join it.
    const reload = (event: { timeStamp: number }) =>
      void queryStore.fetch(optionsRef.current, { restartIfBefore: event.timeStamp });
    // Marked (or failed) only after the network came back: a request begun offline reported
    // late, after the event's reloads. Reload once per `online` event, or the mark stays.
    const back = lastOnlineAt();
    if (navigator.onLine && back !== null && reloadedFor.current !== back) {
      reloadedFor.current = back;
      reload({ timeStamp: performance.now() });
    }
    window.addEventListener("online", reload);
    return () => window.removeEventListener("online", reload);
  }, [hash, enabled, fromCache, failed]);
  // A slow network: the worker stopped waiting and showed its copy, then the network's answer
  // arrived (the worker says "fresh" and keeps it). Load it, or the screen keeps the old copy
  // without saying so. At most once per FRESH_RELOAD_MS, so a network that is always slow
  // does not turn this into a loop.
  const shownFromCache = useRef<{ hash: string; reloadedAt: number } | null>(null);
  useEffect(() => {
    const seen = shownFromCache.current;
    if (fromCache) {
      if (seen?.hash !== hash) shownFromCache.current = { hash, reloadedAt: 0 };
      return;
    }
    if (!enabled || seen?.hash !== hash || Date.now() - seen.reloadedAt < FRESH_RELOAD_MS) return;
    shownFromCache.current = { hash, reloadedAt: Date.now() };
    void queryStore.fetch(optionsRef.current);
  }, [hash, enabled, fromCache]);
  return {
    data,
    error: state.error,
    status: state.status,
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
    isFetching: state.fetching || (enabled && state.status === "pending" && !state.updatedAt),
    isPreviousData,
    cachedAt,
    retry: () => void refetch(),
    refetch,
  };
}
