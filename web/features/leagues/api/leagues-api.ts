/**
 * League calls (spec 001 section 7 "Leagues"). Joining, leaving, creating, inviting and removing
 * need the server's answer at once (seats, codes, roles), so they go straight to the API instead of
 * the outbox; each carries an Idempotency-Key so a retried request never applies twice. Screens
 * say so when the device is offline instead of queueing them.
 */
import type {
  AnyLeague,
  InviteInput,
  InviteResponse,
  JoinInput,
  JoinResponse,
  KickInput,
  KickResponse,
  LeagueDetail,
  LeagueList,
  LeaveResponse,
  MemberWeek,
  PublicLeague,
  WeeklyPicksResponse,
} from "#domain/leagues/contract";
import type { PoolFormat } from "#domain/leagues/enums";
import type { AvailableWeeksResponse } from "#domain/season/contract";
import type { StandingRow, StandingsResponse } from "#domain/standings/contract";
import { api } from "#web/api/client";
import { apiQuery } from "#web/lib/query";

/** The public-league filters of League Central (the form's state). */
export interface PublicSearch {
  search?: string;
  sport?: string;
  duration_type?: string;
  submission_deadline?: string;
  has_space?: boolean;
  picks_per_week?: string;
}

const key = () => crypto.randomUUID();

/*
 * Issue 46's additions to the standings and weekly-picks answers (the contract's names), each
 * optional: the screens work with a server that sends them and with one that does not yet.
 */

/** A standing row; `points_possible` only in a confidence league, `guess_diff` with total_guess. */
export type PoolStandingRow = StandingRow & {
  points_possible?: number;
  guess_diff?: number | null;
};
export type PoolStandingsResponse = Omit<StandingsResponse, "standings"> & {
  pool_format?: PoolFormat;
  standings: PoolStandingRow[];
};

/** A member's week; another member's guess is null until the tiebreaker game kicks off. */
export type PoolMemberWeek = MemberWeek & { tiebreaker_guess?: number | null };
export type PoolWeeklyPicksResponse = Omit<WeeklyPicksResponse, "weekly_picks"> & {
  pool_format?: PoolFormat;
  confidence_n?: number | null;
  ranks_taken?: number[];
  tiebreaker_game_id?: number | null;
  tiebreaker_matchup?: string | null;
  tiebreaker_guess?: number | null;
  weekly_picks: PoolMemberWeek[];
};

/** A league as the viewer may see it (the member's detail, a public league, a private card). */
export const leagueQuery = (id: number) => apiQuery<AnyLeague>(`/leagues/${id}/`);

/** Public leagues matching League Central's search and filters. */
export const publicLeaguesQuery = (filters: PublicSearch) =>
  apiQuery<LeagueList<PublicLeague>>("/leagues/search_public/", {
    search: filters.search?.trim() || undefined,
    sport: filters.sport || undefined,
    duration_type: filters.duration_type || undefined,
    submission_deadline: filters.submission_deadline || undefined,
    has_space: filters.has_space ? "true" : undefined,
    picks_per_week: filters.picks_per_week || undefined,
  });

/** The create-league payload (domain/leagues/league-settings.ts validates it on both sides). */
export const createLeague = (payload: Record<string, unknown>) =>
  api<LeagueDetail>("/leagues/", { method: "POST", body: payload, idempotencyKey: key() });

export const joinLeague = (target: { code: string } | { league_id: number }) =>
  api<JoinResponse>("/leagues/join/", {
    method: "POST",
    body: target satisfies JoinInput,
    idempotencyKey: key(),
  });

export const leaveLeague = (id: number) =>
  api<LeaveResponse>(`/leagues/${id}/leave/`, {
    method: "POST",
    body: {},
    idempotencyKey: key(),
  });

export const kickMember = (id: number, userId: number) =>
  api<KickResponse>(`/leagues/${id}/kick_member/`, {
    method: "POST",
    body: { user_id: userId } satisfies KickInput,
    idempotencyKey: key(),
  });

export const inviteUser = (id: number, email: string) =>
  api<InviteResponse>(`/leagues/${id}/invite_user/`, {
    method: "POST",
    body: { email } satisfies InviteInput,
    idempotencyKey: key(),
  });

export const standingsQuery = (id: number) =>
  apiQuery<PoolStandingsResponse>(`/leagues/${id}/standings/`);

export const weeklyPicksQuery = (id: number, week: number) =>
  apiQuery<PoolWeeklyPicksResponse>(`/leagues/${id}/weekly_picks/`, { week });

/** Commissioner edits; scoring settings are refused by the server once frozen (ADR 0402). */
export const updateLeague = (id: number, patch: Record<string, unknown>) =>
  api<LeagueDetail>(`/leagues/${id}/`, { method: "PATCH", body: patch, idempotencyKey: key() });

/** The college season's weeks and whether each is over (GET /api/games/available_weeks/). */
export const seasonWeeksQuery = () => apiQuery<AvailableWeeksResponse>("/games/available_weeks/");
