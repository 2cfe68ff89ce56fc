/**
 * The commissioner's log calls (issue 48, ADR 0408). The three acts need the server's answer at
 * once (its checks against the server's clock and markets, the log entry), so they go straight to
 * the API, each with an Idempotency-Key, and the screen says so when the device is offline
 * instead of queueing them, as the league's other commissioner writes do.
 */
import type {
  AdjustPointsInput,
  CommissionerActResponse,
  CommissionerLogResponse,
  EnterPickInput,
  VoidGameInput,
} from "#domain/commissioner/contract";
import type { CurrentWeekGamesResponse } from "#domain/leagues/contract";
import { api } from "#web/api/client";
import { apiQuery } from "#web/lib/query";

export const commissionerLogQuery = (leagueId: number) =>
  apiQuery<CommissionerLogResponse>(`/leagues/${leagueId}/commissioner/log/`);

/** The games of the league's current week, with their current lines. */
export const weekGamesQuery = (leagueId: number) =>
  apiQuery<CurrentWeekGamesResponse>(`/leagues/${leagueId}/current_week_games/`);

const act =
  <T>(name: string) =>
  (leagueId: number, body: T) =>
    api<CommissionerActResponse>(`/leagues/${leagueId}/commissioner/${name}/`, {
      method: "POST",
      body,
      idempotencyKey: crypto.randomUUID(),
    });

export const enterPicks = act<EnterPickInput>("enter_pick");
export const voidGame = act<VoidGameInput>("void_game");
export const adjustPoints = act<AdjustPointsInput>("adjust_points");
