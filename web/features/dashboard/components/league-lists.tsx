import type { ReactNode } from "react";
import type { MemberLeague } from "#domain/leagues/contract";
import { myLeaguesQuery } from "#web/api/shared-queries";
import { useApiQuery } from "#web/lib/query";
import { LoadFailed } from "#web/ui/load-failed";
import { CachedNotice } from "#web/ui/cached-notice";

export interface LeagueListsData {
  /** undefined while loading; null when the first load failed. */
  leagues: readonly MemberLeague[] | null | undefined;
  /** Above the lists: "Offline — updated …", or the failure with Retry. */
  status: ReactNode;
}

/**
 * The user's leagues for the dashboard's 'Needs Attention' and 'All Leagues' (the league page's
 * own lists, which the route hands these to): the shared leagues read the header and the greeting
 * also show, so it costs no extra request.
 */
export function useDashboardLeagues(): LeagueListsData {
  const answer = useApiQuery(myLeaguesQuery());
  const failed = answer.isError && !answer.data;
  return {
    leagues: failed ? null : answer.data?.results,
    status: failed ? (
      <LoadFailed onRetry={answer.retry}>Failed to load leagues</LoadFailed>
    ) : (
      <CachedNotice path="/leagues/" />
    ),
  };
}
