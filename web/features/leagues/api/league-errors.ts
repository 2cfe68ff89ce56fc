import { ApiError, errorMessage, serverText } from "#web/api/errors";

/**
 * League toasts show the server's own words when it gave any (spec 001 section 8: 'Failed to join
 * league' "or the server error/detail text"), else the fallback; network failures keep the
 * generic offline text.
 */
export function leagueError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0) {
    if (error.status >= 500) return fallback;
    return serverText(error.data) ?? fallback;
  }
  return errorMessage(error, fallback);
}
