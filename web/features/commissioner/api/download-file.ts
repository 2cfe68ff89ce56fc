/**
 * Downloads a file the API answers (the commissioner's CSV exports) with the signed-in user's
 * bearer token: fetch, then the answer as a blob behind an object URL clicked as `a[download]`,
 * named as the server's Content-Disposition says. The one API client answers JSON and text, not
 * files; its fetch (the D1 bookmark, ADR 0412) and token refresh are used here too (a 401
 * refreshes once and retries).
 */
import { apiFetch, apiUrl, refreshAccessToken } from "#web/api/client";
import { ApiError, serverText } from "#web/api/errors";
import { getAccessToken } from "#web/api/tokens";

/** The file name of `attachment; filename="x.csv"` (or RFC 5987's filename*=UTF-8''x.csv). */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1].trim());
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

async function get(url: string, token: string | null): Promise<Response> {
  try {
    return await apiFetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new ApiError(0, null, cause instanceof Error ? cause.message : "Network error");
  }
}

export async function downloadFile(
  path: string,
  query: Record<string, string | number> | undefined,
  fallbackName: string,
): Promise<string> {
  const url = apiUrl(path, query);
  let res = await get(url, getAccessToken());
  if (res.status === 401) {
    const token = await refreshAccessToken();
    if (token) res = await get(url, token);
  }
  if (!res.ok) {
    const text = await res.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // a text body stays text
    }
    throw new ApiError(res.status, data, serverText(data) ?? `HTTP ${res.status}`);
  }
  const name = dispositionName(res.headers.get("content-disposition"), fallbackName);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
