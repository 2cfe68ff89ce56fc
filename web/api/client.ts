/**
 * The one API client. Adds the bearer token, refreshes once on a 401 (one refresh in flight at a
 * time, shared by concurrent calls) and retries; if the refresh fails it clears the tokens and
 * announces `pickem:session-expired` (the app then goes to /login). Every failure is an ApiError.
 */
import { ApiError, serverText } from "./errors";
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from "./tokens";

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

export function apiUrl(path: string, query?: RequestOptions["query"]): string {
  const url = new URL(path.startsWith("/api/") ? path : `/api${path}`, location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "")
      url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

let refreshing: Promise<string | null> | null = null;

/** Trades the refresh token for a new pair. Resolves to the new access token, or null. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const refresh = getRefreshToken();
    if (!refresh) return null;
    try {
      const res = await fetch("/api/auth/refresh/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refresh }),
      });
      if (!res.ok) return null;
      const tokens = (await res.json()) as { access: string; refresh: string };
      setTokens(tokens);
      return tokens.access;
    } catch {
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (token && !options.anonymous) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  try {
    return await fetch(apiUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    throw new ApiError(0, null, cause instanceof Error ? cause.message : "Network error");
  }
}

async function parse(res: Response): Promise<unknown> {
  const body = await res.text();
  if (!body) return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let res = await send(path, options, getAccessToken());
  if (res.status === 401 && !options.anonymous) {
    const fresh = await refreshAccessToken();
    if (fresh) res = await send(path, options, fresh);
    if (!fresh || res.status === 401) {
      clearTokens();
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    }
  }
  const data = await parse(res);
  if (!res.ok) throw new ApiError(res.status, data, serverText(data) ?? `HTTP ${res.status}`);
  return data as T;
}

/** Lists may come as an array or as `{results: [...]}` (spec): always give an array. */
export function asList<T>(data: T[] | { results?: T[] } | null | undefined): T[] {
  if (Array.isArray(data)) return data;
  return data?.results ?? [];
}
