/**
 * What survivor pools tell the rest of the product (notifications listen here), through the one
 * event channel (worker/http/events.ts).
 */
import { eventChannel, type Listener } from "#worker/http/events";

/** One fan is left alive after `week` was graded: the pool's winner. */
export type SurvivorEvent = {
  type: "winner";
  leagueId: number;
  leagueName: string;
  winnerId: number;
  winnerName: string;
  week: number;
};

const channel = eventChannel<SurvivorEvent>("survivor");

export type SurvivorListener = Listener<SurvivorEvent>;
export const onSurvivorEvent = channel.listen;
export const emitSurvivorEvents = channel.emit;
