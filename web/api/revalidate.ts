/**
 * A GET sent with the last answer's ETag as If-None-Match, for a screen that polls (the live
 * leaderboard, ADR 0409): null when the server says 304 (unchanged), else the answer and its
 * ETag. Beside the one API client rather than in it: the client is in every route's first visit
 * (the sportsbook's has no bytes to spare), this only in the chunks that poll. It uses the
 * client's token and, on a 401, hands the call to the client (`api`), which refreshes the session
 * or ends it exactly as for every other call; that answer comes without a tag, so the next poll
 * asks in full once more.
 */
import { api, apiFetch, apiUrl, type RequestOptions } from "./client";
import { apiHeaders, readBody } from "./wire";
import { ApiError, serverText } from "./errors";
import { getAccessToken } from "./tokens";

export async function apiRevalidate<T>(
  path: string,
  options: Pick<RequestOptions, "query" | "signal"> & { etag?: string },
): Promise<{ data: T; etag: string | null } | null> {
  const headers = apiHeaders(getAccessToken(), false);
  if (options.etag) headers["if-none-match"] = options.etag;
  let res: Response;
  try {
    res = await apiFetch(apiUrl(path, options.query), { headers, signal: options.signal });
  } catch (cause) {
    throw new ApiError(0, null, cause instanceof Error ? cause.message : "Network error");
  }
  if (res.status === 401) {
    const data = await api<T>(path, { query: options.query, signal: options.signal });
    return { data, etag: null };
  }
  if (res.status === 304 && options.etag) return null;
  const data = await readBody(res);
  if (!res.ok) throw new ApiError(res.status, data, serverText(data) ?? `HTTP ${res.status}`);
  return { data: data as T, etag: res.headers.get("etag") };
}
