/**
 * What achievements tell the rest of the product (notifications listen here, registered in
 * worker/jobs.ts), through the one event channel (worker/http/events.ts): emitted once per award
 * run with the rows that run really inserted, so a re-run emits nothing.
 */
import { eventChannel, type Listener } from "#worker/http/events";

export type AchievementEvent = {
  type: "earned";
  /** Newly earned: each (user, achievement) appears in one event only, ever. */
  earned: Array<{ userId: number; achievementId: string }>;
};

const channel = eventChannel<AchievementEvent>("achievements");

export type AchievementListener = Listener<AchievementEvent>;
export const onAchievementEvent = channel.listen;
export const emitAchievementEvents = channel.emit;
