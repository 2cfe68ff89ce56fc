/**
 * What picks tell the rest of the product (achievements listen here), through the one event
 * channel (worker/http/events.ts: once, after the write committed, never on a replay).
 */
import { eventChannel, type Listener } from "#worker/http/events";

export type PickEvent =
  | {
      /** `userId` saved new picks in `leagueId` (a week's submit or one pick from the sportsbook). */
      type: "submitted";
      userId: number;
      leagueId: number;
    }
  | {
      /**
       * The server made `userId`'s picks of a card week in `leagueId` (./auto-pick-job.ts), or
       * their survivor pick of a week (`survivor`, worker/survivor/auto-pick-job.ts).
       */
      type: "auto_picked";
      userId: number;
      leagueId: number;
      league: string;
      sportKey: string;
      week: number | "postseason";
      picks: number;
      survivor?: boolean;
    };

const channel = eventChannel<PickEvent>("picks");

export type PickListener = Listener<PickEvent>;
export const onPickEvent = channel.listen;
export const emitPickEvents = channel.emit;
