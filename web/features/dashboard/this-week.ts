/**
 * What "This week" says of each league (issue 43): the server's answer under the "owes picks" rule
 * (domain/picks/owes-picks.ts, ADR 0502) in words — picks made of those due and the lock while the
 * week takes picks, the next deadline, and nothing owed in a week the league cannot pick.
 */
import type { MemberLeague } from "#domain/leagues/contract";

export const ALL_PICKS_IN = "All your picks are in.";
export const OUT_OF_POOL = "Out of the pool";

export interface WeekLine {
  /**
   * "Picks 2/5", or "No picks due" in a week the league cannot pick; a survivor league's "Pick
   * your team" / "Team picked" (its week is one team, ADR 0407), or "Out of the pool".
   */
  picks: string;
  /** "Lock set" / "Lock not set" while the week takes picks in a league with locks; else null. */
  lock: string | null;
  /** Whether the fan still has something to do in it this week (picks or the lock). */
  owes: boolean;
  /** Why nothing is due and when it next is, in a week the league cannot pick; else null. */
  note: string | null;
}

export function weekLine(l: MemberLeague): WeekLine {
  if (!l.picks_open)
    return {
      picks: "No picks due",
      lock: null,
      owes: false,
      note:
        l.nothing_to_pick ??
        (l.next_pick_week === null ? null : `Next picks: week ${l.next_pick_week}`),
    };
  const made = l.user_stats.current_week_picks_made;
  // A survivor fan out of the pool owes no team (the server requires none of them).
  if (l.pool_format === "survivor" && l.picks_required_this_week === 0 && made === 0)
    return { picks: OUT_OF_POOL, lock: null, owes: false, note: "The pool plays on without you" };
  return {
    picks:
      l.pool_format === "survivor"
        ? made > 0
          ? "Team picked"
          : "Pick your team"
        : `Picks ${made}/${l.picks_required_this_week}`,
    lock: l.enable_locks
      ? l.user_stats.current_week_lock_made
        ? "Lock set"
        : "Lock not set"
      : null,
    owes: l.is_active && l.needs_action,
    note: null,
  };
}

export const NO_PICKS_DUE = "No picks due this week.";

export interface WeekHeadline {
  text: typeof ALL_PICKS_IN | typeof NO_PICKS_DUE;
  /** When no league takes picks this week: when picks are next ("Next picks: week 17"), if known. */
  note: string | null;
}

/**
 * The card's headline once no league owes anything: "All your picks are in." only when a league
 * of the fan's took picks this week and he made them all; "No picks due this week." (and when
 * picks are next) when none of them takes picks — each line then says why. Null while a league
 * still owes, and for a fan with no league.
 */
export function weekHeadline(leagues: readonly MemberLeague[]): WeekHeadline | null {
  if (!leagues.length || leagues.some((l) => weekLine(l).owes)) return null;
  if (leagues.some((l) => l.is_active && l.picks_open)) return { text: ALL_PICKS_IN, note: null };
  const weeks = leagues.flatMap((l) => (l.next_pick_week === null ? [] : [l.next_pick_week]));
  return {
    text: NO_PICKS_DUE,
    note: weeks.length ? `Next picks: week ${Math.min(...weeks)}` : null,
  };
}
