/**
 * What a league's commissioner did (issue 48, ADR 0408), told to the rest of the product
 * (notifications listen here) through the one event channel (worker/http/events.ts: once, after
 * the act's batch committed, never on a replayed request).
 */
import { eventChannel, type Listener } from "#worker/http/events";

interface ActBase {
  /** The act's commissioner_log row (the notification's dedupe key names it). */
  logId: number;
  leagueId: number;
  leagueName: string;
  sportKey: string;
  actorId: number;
  actorName: string;
}

export type CommissionerEvent =
  | (ActBase & { type: "picks_entered"; userId: number; week: number | "postseason" })
  | (ActBase & { type: "points_adjusted"; userId: number; week: number; points: number })
  /** A game voided for the league: every active member's standings move. */
  | (ActBase & { type: "game_voided"; gameId: number; game: string });

const channel = eventChannel<CommissionerEvent>("commissioner");

export type CommissionerListener = Listener<CommissionerEvent>;
export const onCommissionerEvent = channel.listen;
export const emitCommissionerEvents = channel.emit;
