/**
 * Season calls (read-only): the scores ticker (spec 000 GET /api/ticker/) and the AP poll
 * (spec 001 GET /api/rankings/top25/, available_weeks/, historical/).
 */
import { apiQuery } from "#web/lib/query";
import type {
  PollWeek,
  RankingsResponse,
  SidebarRankingsResponse,
  TickerResponse,
} from "#domain/season/contract";
import type { TickerSport } from "#domain/season/sports";

export type { PollWeek, RankingEntry, RankingsResponse, TickerGame } from "#domain/season/contract";

/** Today's games of a sport (spec 000 GET /api/ticker/: live_only=false, today_only=true). */
export const tickerQuery = (sport: TickerSport) =>
  apiQuery<TickerResponse>("/ticker/", { sport, live_only: false, today_only: true });

/** The current poll, or the poll in effect for `week` when given. */
export const rankingsQuery = (poll: string, week: number | null) =>
  week === null
    ? apiQuery<RankingsResponse>("/rankings/top25/", { poll })
    : apiQuery<RankingsResponse>("/rankings/historical/", { poll, week });

/** The sportsbook sidebar's Top 25 (GET /api/rankings/). */
export const sidebarRankingsQuery = () =>
  apiQuery<SidebarRankingsResponse>("/rankings/", { sport: "ncaa-football" });

export const pollWeeksQuery = (poll: string) =>
  apiQuery<{ weeks: PollWeek[] }>("/rankings/available_weeks/", { poll });
