/**
 * The dashboard's own reads (spec 000 section 7): the standings carousel
 * (GET /api/standings/dashboard_standings/) and League Updates, messages from all the user's
 * leagues (GET /api/cross-league-messages/). Writes on those messages go through the board's
 * outbox. The service worker answers both from its cache when offline.
 */
import type { BoardPage } from "#domain/board/contract";
import type { DashboardStandingsResponse } from "#domain/standings/contract";
import { apiQuery } from "#web/lib/query";

export const dashboardStandingsQuery = () =>
  apiQuery<DashboardStandingsResponse>("/standings/dashboard_standings/");

export type UpdatesTab = "all" | "mine" | "highlights";

/** One page of League Updates (newest first; `cursor` for older pages). */
export const leagueUpdatesQuery = (
  tab: UpdatesTab,
  userId: number | null,
  search: string,
  cursor?: number,
) =>
  apiQuery<BoardPage>("/cross-league-messages/", {
    // Your Messages: the signed-in user as the author (spec: "filters by the current user").
    // (No user known yet: no one's, rather than everyone's.)
    author: tab === "mine" ? String(userId ?? 0) : undefined,
    type: tab === "highlights" ? "highlights" : undefined,
    search: search.trim() || undefined,
    cursor: cursor === undefined ? undefined : String(cursor),
  });
