import type { LiveResponse } from "#domain/standings/contract";
import { apiRevalidate } from "#web/api/revalidate";
import { onSignOut } from "#web/api/session";
import { apiKey, hashKey, type QueryOptions } from "#web/lib/query";

/** The cron's own step: the live answer never changes faster (ADR 0409). */
export const LIVE_POLL_MS = 60_000;

/** The live answer and when the server last confirmed it (a 304 counts: nothing changed). */
export interface LiveLoad {
  answer: LiveResponse;
  checkedAt: number;
}

/** The last ETag and answer of each league's week (forgotten at logout). */
const kept = new Map<string, { etag: string; answer: LiveResponse }>();
onSignOut(() => kept.clear());

/**
 * GET /api/leagues/{id}/live/?week=N with the last answer's ETag: a 304 keeps that answer. The
 * screen polls it once a minute while the page is visible (`visibleInterval`).
 */
export function liveQuery(leagueId: number, week: number | null): QueryOptions<LiveLoad> {
  const path = `/leagues/${leagueId}/live/`;
  const query = week === null ? {} : { week };
  const queryKey = apiKey(path, query);
  const hash = hashKey(queryKey);
  return {
    queryKey,
    keepPreviousData: true,
    queryFn: async ({ signal }) => {
      const last = kept.get(hash);
      const got = await apiRevalidate<LiveResponse>(path, { query, signal, etag: last?.etag });
      if (!got) return { answer: last!.answer, checkedAt: Date.now() };
      if (got.etag) kept.set(hash, { etag: got.etag, answer: got.data });
      else kept.delete(hash);
      return { answer: got.data, checkedAt: Date.now() };
    },
  };
}
