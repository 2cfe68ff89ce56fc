/**
 * What leagues tell the rest of the product (notifications and achievements listen here), through the one event
 * channel (worker/http/events.ts: once, after the write committed, never on a replay).
 */
import { eventChannel, type Listener } from "#worker/http/events";

export type LeagueEvent =
  | {
      /** The commissioner `by` changed the league's settings at `changedAt` (ISO, the write's time). */
      type: "settings_changed";
      leagueId: number;
      leagueName: string;
      by: number;
      changedAt: string;
    }
  /** `userId` became an active member: as the commissioner of a new league, or by joining one. */
  | { type: "created" | "joined"; leagueId: number; userId: number };

const channel = eventChannel<LeagueEvent>("leagues");

export type LeagueListener = Listener<LeagueEvent>;
export const onLeagueEvent = channel.listen;
export const emitLeagueEvents = channel.emit;
