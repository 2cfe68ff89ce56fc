/**
 * Whether a viewer may see one submitted pick of another member (spec 001 section 4 "Pick
 * visibility"), decided per pick on the server: the owner always; others once the pick's game has
 * kicked off, the week is over, the league reveals picks before lock, or the owner shared it early.
 */
import { isPostseasonWeek } from "../picks/weeks";
import { calendarFor } from "../season/calendars";

export interface PickVisibilityInput {
  ownerId: number;
  viewerId: number;
  /** Kickoff instant (ISO) and status of the pick's game. */
  kickoffAt: string;
  gameStatus: string;
  weekOver: boolean;
  showPicksBeforeLock: boolean;
  sharedEarly: boolean;
  now: Date;
}

export function gameHasStarted(kickoffAt: string, status: string, now: Date): boolean {
  if (status === "live" || status === "final") return true;
  const kickoff = Date.parse(kickoffAt);
  return Number.isFinite(kickoff) && kickoff <= now.getTime();
}

export function isPickVisible(p: PickVisibilityInput): boolean {
  if (p.ownerId === p.viewerId) return true;
  if (p.weekOver || p.showPicksBeforeLock || p.sharedEarly) return true;
  return gameHasStarted(p.kickoffAt, p.gameStatus, p.now);
}

/** A member's week is complete with the required picks and, when locks are on, a lock. */
export function isWeekComplete(options: {
  picksSubmitted: number;
  locksSubmitted: number;
  picksRequired: number;
  enableLocks: boolean;
}): boolean {
  return (
    options.picksSubmitted >= options.picksRequired &&
    (!options.enableLocks || options.locksSubmitted > 0)
  );
}

/**
 * Postseason weeks (by the league's sport: college 15+, NFL 19+) use the league's postseason pick
 * limit instead of picks per week. A survivor league's week is one team (its survivor pick), and
 * its pool plays no postseason week (ADR 0407).
 */
export function picksRequiredForWeek(
  league: {
    picks_per_week: number;
    postseason_pick_limit: number;
    sport_key?: string | null;
    pool_format?: string;
  },
  week: number,
): number {
  const postseason = isPostseasonWeek(week, calendarFor(league.sport_key));
  if (league.pool_format === "survivor") return postseason ? 0 : 1;
  return postseason ? league.postseason_pick_limit : league.picks_per_week;
}
