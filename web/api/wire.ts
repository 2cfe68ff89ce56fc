/**
 * An API call on the wire — its path, headers and answer's body — for every sender of API calls:
 * the one client (./client.ts), its polls (./revalidate.ts) and the outbox's sender, which also
 * runs in the service worker (no DOM here).
 */

/** "/users/profile/" or "/api/users/profile/" → "/api/users/profile/". */
export const apiPath = (path: string) => (path.startsWith("/api/") ? path : `/api${path}`);

/** An answer's body: its JSON, else its text; null when empty. */
export async function readBody(res: Response): Promise<unknown> {
  const body = await res.text();
  if (!body) return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** An API call's headers: JSON accepted (and sent, with a body), the bearer token, the key. */
export function apiHeaders(
  token: string | null | undefined,
  hasBody: boolean,
  idempotencyKey?: string,
): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (hasBody) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  return headers;
}
