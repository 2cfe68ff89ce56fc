/**
 * The survivor calls (issue 47): the pool's table (GET /leagues/{id}/survivor/), the week's games
 * with their lines (the sportsbook's GET /sportsbook/games/ for the league and week), and the pick,
 * which is queued in the outbox like every pick (./survivor-mutations.ts).
 */
import { apiQuery } from "#web/lib/query";
import type { GamesResponse } from "#domain/sportsbook/contract";
import { enqueue } from "#web/offline/outbox";
import { survivorPickMutation, type SurvivorPickBody } from "./survivor-mutations";

export type SurvivorResult = "win" | "loss" | "push" | "pending";

/** A week of a member: a missed week is `{game_id: null, team_id: null, result: "loss"}`. */
export interface SurvivorPickJson {
  week: number;
  game_id: number | null;
  team_id: number | null;
  result: SurvivorResult;
  is_auto?: boolean;
  /** The picked team's names, when the server sends them (the grid names past weeks' teams). */
  team?: { name: string; abbreviation: string } | null;
}

export interface SurvivorEntry {
  user_id: number;
  username: string;
  status: "alive" | "eliminated";
  lives_left: number;
  weeks_survived: number;
  eliminated_week: number | null;
  /** Another member's week is absent until its game kicked off; the viewer's own always there. */
  picks: SurvivorPickJson[];
}

export interface SurvivorResponse {
  entries: SurvivorEntry[];
  current_week: number;
  alive_count: number;
  member_count: number;
}

export const survivorQuery = (leagueId: number) =>
  apiQuery<SurvivorResponse>(`/leagues/${leagueId}/survivor/`);

/** The week's games with the league's lines and `is_available` by the server's clock. */
export const survivorGamesQuery = (leagueId: number, week: number) =>
  apiQuery<GamesResponse>("/sportsbook/games/", { league_id: leagueId, week });

/** Saves the pick on the phone (the outbox row is its optimistic copy) and sends it. */
export const queueSurvivorPick = (leagueId: number, body: SurvivorPickBody, label: string) =>
  enqueue(survivorPickMutation(leagueId, body, label));
