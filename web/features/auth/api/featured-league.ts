/**
 * The one-tap join offered right after verifying (issue 43): find the featured public league
 * among the public leagues, and join it. Whether the fan may join is the server's answer to the
 * join (seats, active, a league left before); the lookup only decides whether to offer it.
 */
import { FEATURED_LEAGUE_NAME } from "#domain/leagues/featured";
import type {
  JoinInput,
  JoinResponse,
  LeagueList,
  PublicLeague,
  SearchPublicQuery,
} from "#domain/leagues/contract";
import { api } from "#web/api/client";

/** The featured league when the fan could join it now, else null (absent, full, a member). */
export async function findFeaturedLeague(): Promise<PublicLeague | null> {
  const list = await api<LeagueList<PublicLeague>>("/leagues/search_public/", {
    query: { search: FEATURED_LEAGUE_NAME } satisfies SearchPublicQuery,
  });
  const league = list.results.find((l) => l.name === FEATURED_LEAGUE_NAME);
  return league && !league.is_member && league.member_count < league.max_members ? league : null;
}

/** POST /api/leagues/join/ {league_id}, once even when retried (Idempotency-Key). */
export const joinFeaturedLeague = (leagueId: number) =>
  api<JoinResponse>("/leagues/join/", {
    method: "POST",
    body: { league_id: leagueId } satisfies JoinInput,
    idempotencyKey: crypto.randomUUID(),
  });
