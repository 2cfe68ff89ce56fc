/**
 * Reads several features show (each feature keeps its own reads in its api/ folder): one
 * definition, so the screens share one answer on the device.
 */
import type { LeagueList, MemberLeague } from "#domain/leagues/contract";
import type { TickerResponse } from "#domain/season/contract";
import { apiQuery } from "#web/lib/query";

/** The signed-in user's leagues (header dropdown, League Central, league switcher, greeting). */
export const myLeaguesQuery = () => apiQuery<LeagueList<MemberLeague>>("/leagues/");

/** College-football games live right now (the greeting's LIVE mark). */
export const liveGamesQuery = () =>
  apiQuery<TickerResponse>("/ticker/", { sport: "ncaa-football", live_only: true });
