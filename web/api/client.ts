/**
 * The one API client. Adds the bearer token, refreshes once on a 401 (one refresh in flight at a
 * time, shared by concurrent calls and, through a Web Lock, by all tabs) and retries; if the server
 * rejects the refresh it clears the tokens and announces `pickem:session-expired` (the app then
 * goes to /login). A refresh that gets no answer keeps the session (offline is not logged out).
 * Every failure is an ApiError. Every call carries the device's D1 bookmark (`apiFetch`).
 */
import { ApiError, serverText } from "./errors";
import { apiHeaders, apiPath, readBody } from "./wire";
import { clearTokens, getAccessToken, getRefreshToken, getStoredUser, setTokens } from "./tokens";

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send without a bearer token (login, register, ...). */
  anonymous?: boolean;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export const SESSION_EXPIRED_EVENT = "pickem:session-expired";

/** The answers' D1 bookmark header (ADR 0412), and the localStorage key of the newest one. */
const BOOKMARK = "x-d1-bookmark";

/**
 * fetch for the API: sends the newest D1 bookmark this device was answered with, so the replica
 * that serves its reads has its own writes (kept across reloads and tabs), and keeps a newer one
 * (bookmarks sort oldest to newest; answers may come out of order). The outbox sends with it too.
 */
export async function apiFetch(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
): Promise<Response> {
  const mark = localStorage.getItem(BOOKMARK);
  if (mark) init.headers[BOOKMARK] = mark;
  const res = await fetch(url, init);
  const next = res.headers.get(BOOKMARK);
  if (next && next > (localStorage.getItem(BOOKMARK) ?? "")) localStorage.setItem(BOOKMARK, next);
  return res;
}

export function apiUrl(path: string, query?: RequestOptions["query"]): string {
  const url = new URL(apiPath(path), location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "")
      url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

type RefreshResult =
  | { kind: "refreshed"; access: string }
  /** The server said no (revoked, expired, reused): the session is over. */
  | { kind: "rejected" }
  /** No answer or a 5xx: the session may still be fine; keep the tokens. */
  | { kind: "unreachable" };

let refreshing: Promise<RefreshResult> | null = null;

/**
 * Runs `work` while holding a lock shared by every tab of the app. Refresh tokens rotate and a
 * reused one revokes its whole family, so two tabs must never spend the same token.
 */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? locks.request("pickem-token-refresh", work) : work();
}

function refreshTokens(): Promise<RefreshResult> {
  const seen = getRefreshToken();
  refreshing ??= withRefreshLock(async (): Promise<RefreshResult> => {
    const refresh = getRefreshToken();
    if (!refresh) return { kind: "rejected" };
    // Another tab refreshed while we waited for the lock: use its fresh pair.
    const access = getAccessToken();
    if (seen && refresh !== seen && access) return { kind: "refreshed", access };
    let res: Response;
    try {
      res = await apiFetch("/api/auth/refresh/", {
        method: "POST",
        headers: apiHeaders(null, true),
        body: JSON.stringify({ refresh }),
      });
    } catch {
      return { kind: "unreachable" };
    }
    if (res.status >= 500) return { kind: "unreachable" };
    if (!res.ok) return { kind: "rejected" };
    try {
      const tokens = (await res.json()) as { access: string; refresh: string };
      setTokens(tokens);
      return { kind: "refreshed", access: tokens.access };
    } catch {
      return { kind: "unreachable" };
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Trades the refresh token for a new pair. Resolves to the new access token, or null. */
export async function refreshAccessToken(): Promise<string | null> {
  const result = await refreshTokens();
  return result.kind === "refreshed" ? result.access : null;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers = apiHeaders(
    options.anonymous ? null : token,
    options.body !== undefined,
    options.idempotencyKey,
  );
  try {
    return await apiFetch(apiUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    throw new ApiError(0, null, cause instanceof Error ? cause.message : "Network error");
  }
}

// GETs a signed-in screen needs first, started at boot beside the profile check (main.tsx), so
// its data is not one round trip behind that check. The first call for the same address and
// user within EARLY_MS takes the answer; after that every call goes to the network again.
const EARLY_MS = 15_000;
const early = new Map<string, { answer: Promise<unknown>; userId: number; at: number }>();

/** Starts a GET now for the screen that is about to ask for it (see `api`). */
export function fetchEarly(path: string, query?: RequestOptions["query"]): void {
  const userId = getStoredUser()?.id;
  const url = apiUrl(path, query);
  if (userId === undefined || !getAccessToken() || early.has(url)) return;
  const answer = api(path, { query });
  answer.catch(() => undefined); // its caller, if one comes, hears the failure
  early.set(url, { answer, userId, at: Date.now() });
}

function takeEarly(path: string, options: RequestOptions): Promise<unknown> | undefined {
  if (early.size === 0 || (options.method ?? "GET") !== "GET" || options.body !== undefined) return;
  const url = apiUrl(path, options.query);
  const started = early.get(url);
  if (!started) return;
  early.delete(url);
  const fresh = Date.now() - started.at < EARLY_MS;
  return fresh && started.userId === getStoredUser()?.id ? started.answer : undefined;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const started = takeEarly(path, options);
  if (started) return started as Promise<T>;
  const sent = getAccessToken();
  let res = await send(path, options, sent);
  if (res.status === 401 && !options.anonymous) {
    // Another call or tab may already have refreshed since this one was sent.
    const current = getAccessToken();
    const refreshed: RefreshResult =
      current && current !== sent ? { kind: "refreshed", access: current } : await refreshTokens();
    if (refreshed.kind === "refreshed") res = await send(path, options, refreshed.access);
    if (refreshed.kind === "unreachable") {
      throw new ApiError(0, null, "Network error while refreshing the session");
    }
    if (refreshed.kind === "rejected" || res.status === 401) {
      clearTokens();
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    }
  }
  const data = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, data, serverText(data) ?? `HTTP ${res.status}`);
  return data as T;
}

/** Lists may come as an array or as `{results: [...]}` (spec): always give an array. */
export function asList<T>(data: T[] | { results?: T[] } | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  return data?.results ?? [];
}
