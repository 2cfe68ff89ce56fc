/**
 * The survivor calls (issue 47): the pool's table (GET /leagues/{id}/survivor/), the week's games
 * with their lines (the sportsbook's GET /sportsbook/games/ for the league and week), and the pick,
 * which is queued in the outbox like every pick (./survivor-mutations.ts).
 */
import { apiQuery } from "#web/lib/query";
import type { GamesResponse } from "#domain/sportsbook/contract";
import type { SurvivorPickJson, SurvivorPoolJson } from "#domain/survivor/contract";
import { enqueue } from "#web/offline/outbox";
import { survivorPickMutation, type SurvivorPickBody } from "./survivor-mutations";

/** A member's week as the pool answers it (a missed week: no game, no team, a loss). */
export type { SurvivorPickJson } from "#domain/survivor/contract";
/** A week's outcome, "pending" until graded. */
export type SurvivorOutcome = SurvivorPickJson["result"];
export type SurvivorResponse = SurvivorPoolJson;
export type SurvivorEntry = SurvivorPoolJson["entries"][number];

export const survivorQuery = (leagueId: number) =>
  apiQuery<SurvivorResponse>(`/leagues/${leagueId}/survivor/`);

/** The week's games with the league's lines and `is_available` by the server's clock. */
export const survivorGamesQuery = (leagueId: number, week: number) =>
  apiQuery<GamesResponse>("/sportsbook/games/", { league_id: leagueId, week });

/** Saves the pick on the phone (the outbox row is its optimistic copy) and sends it. */
export const queueSurvivorPick = (leagueId: number, body: SurvivorPickBody, label: string) =>
  enqueue(survivorPickMutation(leagueId, body, label));
