/**
 * League calls (spec 001 section 7 "Leagues"). Joining, leaving, creating, inviting and removing
 * need the server's answer at once (seats, codes, roles), so they go straight to the API instead of
 * the outbox; each carries an Idempotency-Key so a retried request never applies twice. Screens
 * say so when the device is offline instead of queueing them.
 */
import type { StandingsResponse, WeeklyPicksResponse } from "#domain/leagues/responses";
import { api, asList } from "#web/api/client";

export interface LeagueCard {
  id: number;
  name: string;
  description: string;
  league_type: "private" | "public";
  sport: { id: number; key: string; name: string };
  sport_name: string;
  season: { id: number; name: string; year: number };
  season_name: string;
  creator_username: string;
  is_active: boolean;
  is_sponsored: boolean;
  sponsor_name: string | null;
  member_count: number;
  total_members: number;
  max_members: number;
  is_full: boolean;
  duration_type: string;
  submission_deadline: string;
  is_member: boolean;
  user_role: "admin" | "member" | null;
  // Rules (members and public cards).
  picks_per_week?: number;
  picks_required?: number;
  postseason_pick_limit?: number;
  enable_locks?: boolean;
  include_week_0?: boolean;
  include_conf_championship?: boolean;
  include_bowl_games?: boolean;
  include_playoffs?: boolean;
  conference_filter?: string;
  allowed_bet_types?: string[];
  allowed_game_portions?: string[];
  primary_tiebreaker?: string;
  secondary_tiebreaker?: string;
  odds_range_enabled?: boolean;
  min_odds?: number;
  max_odds?: number;
  custom_deadline_day?: number | null;
  custom_deadline_time?: string | null;
  custom_start_date?: string | null;
  custom_end_date?: string | null;
  custom_weeks?: number | null;
  show_picks_before_lock?: boolean;
  count_push_as_win?: boolean;
  sponsor_logo_url?: string | null;
  sponsor_message?: string | null;
  prize_description?: string | null;
}

export interface LeagueMember {
  id: number;
  user_id: number;
  username: string;
  full_name: string;
  avatar: string | null;
  role: string;
  is_commissioner: boolean;
  joined_at: string;
}

export interface MemberLeague extends LeagueCard {
  code: string;
  creator: number;
  user_role: "admin" | "member";
  is_commissioner: boolean;
  current_week: number;
  completed_weeks: number[];
  week_0_complete: boolean;
  current_week_incomplete: boolean;
  picks_remaining: number;
  needs_action: boolean;
  user_stats: { current_week_picks_made: number; current_week_lock_made: boolean };
  user_points: number;
  settings_locked?: boolean;
  members?: LeagueMember[];
}

export type AnyLeague = LeagueCard | MemberLeague;
export const isMemberLeague = (l: AnyLeague): l is MemberLeague => "code" in l;

export interface PublicSearch {
  search?: string;
  sport?: string;
  duration_type?: string;
  submission_deadline?: string;
  has_space?: boolean;
}

const key = () => crypto.randomUUID();

export const fetchMyLeagues = async (signal?: AbortSignal) =>
  asList(await api<{ results: MemberLeague[] }>("/leagues/", { signal }));

export const fetchLeague = (id: number, signal?: AbortSignal) =>
  api<AnyLeague>(`/leagues/${id}/`, { signal });

export const searchPublicLeagues = async (filters: PublicSearch, signal?: AbortSignal) =>
  asList(
    await api<{ results: LeagueCard[] }>("/leagues/search_public/", {
      query: {
        search: filters.search?.trim() || undefined,
        sport: filters.sport || undefined,
        duration_type: filters.duration_type || undefined,
        submission_deadline: filters.submission_deadline || undefined,
        has_space: filters.has_space ? "true" : undefined,
      },
      signal,
    }),
  );

/** The create-league payload (domain/leagues/league-settings.ts validates it on both sides). */
export const createLeague = (payload: Record<string, unknown>) =>
  api<MemberLeague>("/leagues/", { method: "POST", body: payload, idempotencyKey: key() });

export const joinLeague = (target: { code: string } | { league_id: number }) =>
  api<{ message: string; league_id: number }>("/leagues/join/", {
    method: "POST",
    body: target,
    idempotencyKey: key(),
  });

export const leaveLeague = (id: number) =>
  api<{ message: string }>(`/leagues/${id}/leave/`, {
    method: "POST",
    body: {},
    idempotencyKey: key(),
  });

export const kickMember = (id: number, userId: number) =>
  api<{ message: string }>(`/leagues/${id}/kick_member/`, {
    method: "POST",
    body: { user_id: userId },
    idempotencyKey: key(),
  });

export const inviteUser = (id: number, email: string) =>
  api<{ message: string }>(`/leagues/${id}/invite_user/`, {
    method: "POST",
    body: { email },
    idempotencyKey: key(),
  });

export const fetchStandings = (id: number, signal?: AbortSignal) =>
  api<StandingsResponse>(`/leagues/${id}/standings/`, { signal });

export const fetchWeeklyPicks = (id: number, week: number, signal?: AbortSignal) =>
  api<WeeklyPicksResponse>(`/leagues/${id}/weekly_picks/`, { query: { week }, signal });

/** Commissioner edits; scoring settings are refused by the server once frozen (ADR 0402). */
export const updateLeague = (id: number, patch: Record<string, unknown>) =>
  api<MemberLeague>(`/leagues/${id}/`, { method: "PATCH", body: patch, idempotencyKey: key() });
