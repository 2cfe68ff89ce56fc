import type { LiveResponse } from "#domain/standings/contract";
import { apiQuery } from "#web/lib/query";

/** The cron's own step: the live answer never changes faster (ADR 0409). */
export const LIVE_POLL_MS = 60_000;

/**
 * GET /api/leagues/{id}/live/?week=N, revalidated with its ETag, polled once a minute while the
 * page is visible and never while it is hidden.
 */
export const liveQuery = (leagueId: number, week: number | null) => ({
  ...apiQuery<LiveResponse>(`/leagues/${leagueId}/live/`, week === null ? {} : { week }, {
    revalidate: true,
  }),
  refetchInterval: LIVE_POLL_MS,
  onlyWhileVisible: true,
  keepPreviousData: true,
});
