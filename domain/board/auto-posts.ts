/**
 * Automatic board posts after a week is graded (ADR 0801): what triggers each, its text and its
 * thresholds. Pure: the Worker feeds it a league's graded week and lock history and inserts what
 * comes back, each under its `key`, so re-grading never posts twice.
 */
import { NCAA_CALENDAR, weekTitle, type SportCalendar } from "../season/calendars";
import type { AutoMessageType } from "./contract";

export const AUTO_POST_RULES = {
  /** Graded picks a member needs in a week for a perfect week or a goose egg to count. */
  minPicks: 3,
  /** Members with graded picks a week needs for a race (not close / nail-biter) to be told. */
  minRace: 3,
  /** The week's winner leads the runner-up by at least this many points: not close. */
  notCloseMargin: 4,
  /** ... by this many or fewer (a tie is no win): a nail-biter. */
  nailBiterMargin: 1,
  /** Correct locks in a row (weeks with a lock) announced as a streak. */
  streakMilestones: [3, 5, 10] as readonly number[],
  /** A streak at least this long is announced when it ends. */
  brokenStreakMin: 3,
} as const;

/** One member's graded week in a league (league_week_points). */
export interface MemberWeek {
  userId: number;
  username: string;
  points: number;
  wins: number;
  losses: number;
  pushes: number;
  lockTotal: number;
  lockCorrect: number;
}

/** A member's locks week by week up to and including the graded week (oldest first). */
export interface LockHistory {
  userId: number;
  username: string;
  /** true = the week's lock won, false = it did not; weeks without a graded lock are left out. */
  locks: boolean[];
  /** Whether the last entry is the graded week's lock. */
  lockedThisWeek: boolean;
}

export interface AutoPost {
  type: AutoMessageType;
  /** Unique per league: the same post is never written twice. */
  key: string;
  content: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The correct locks in a row ending at the last entry. */
export function currentStreak(locks: readonly boolean[]): number {
  let n = 0;
  for (let i = locks.length - 1; i >= 0 && locks[i]; i--) n++;
  return n;
}

/** The posts a graded week earns. */
export function weekAutoPosts(
  week: number,
  members: readonly MemberWeek[],
  history: readonly LockHistory[],
  cal: SportCalendar = NCAA_CALENDAR,
): AutoPost[] {
  const R = AUTO_POST_RULES;
  // 'Week 7', or the postseason week's name where the league's sport has one ('Wild Card').
  const label = weekTitle(week, cal);
  const posts: AutoPost[] = [];
  const graded = members.filter((m) => m.wins + m.losses >= 1);
  for (const m of graded) {
    if (m.wins >= R.minPicks && m.losses === 0)
      posts.push({
        type: "auto_perfect",
        key: `perfect:${week}:${m.userId}`,
        content: `${m.username} went a perfect ${m.wins}-0 in ${label}!`,
      });
    if (m.losses >= R.minPicks && m.wins === 0)
      posts.push({
        type: "auto_goose_egg",
        key: `goose_egg:${week}:${m.userId}`,
        content: `${m.username} laid a goose egg in ${label}: 0-${m.losses}.`,
      });
  }
  const ranked = [...graded].sort(
    (a, b) => b.points - a.points || a.username.localeCompare(b.username),
  );
  if (ranked.length >= R.minRace && ranked[0]!.points > 0) {
    const [first, second] = [ranked[0]!, ranked[1]!];
    const margin = first.points - second.points;
    if (margin >= R.notCloseMargin)
      posts.push({
        type: "auto_not_close",
        key: `not_close:${week}`,
        content: `It wasn't close: ${first.username} won ${label} with ${plural(first.points, "point")}, ${margin} ahead of ${second.username}.`,
      });
    else if (margin > 0 && margin <= R.nailBiterMargin)
      posts.push({
        type: "auto_nail_biter",
        key: `nail_biter:${week}`,
        content: `Nail-biter! ${first.username} edged ${second.username} by ${plural(margin, "point")} to win ${label}.`,
      });
  }
  for (const h of history) {
    if (!h.lockedThisWeek) continue;
    const streak = currentStreak(h.locks);
    if (streak > 0 && R.streakMilestones.includes(streak))
      posts.push({
        type: "auto_lock_streak",
        key: `lock_streak:${week}:${h.userId}`,
        content: `${h.username} is on fire: ${streak} correct locks in a row!`,
      });
    if (streak === 0) {
      const ended = currentStreak(h.locks.slice(0, -1));
      if (ended >= R.brokenStreakMin)
        posts.push({
          type: "auto_broken_streak",
          key: `broken_streak:${week}:${h.userId}`,
          content: `${h.username}'s streak of ${ended} correct locks ended in ${label}.`,
        });
    }
  }
  return posts;
}

/** A survivor pool's last fan standing (issue 47, ADR 0407). */
export const survivorWinnerPost = (username: string, week: number) =>
  `${username} is the last fan standing after Week ${week}: the survivor pool's winner!`;

/** Membership posts. */
export const joinPost = (username: string) => `${username} joined the league. Welcome!`;
export const leavePost = (username: string) => `${username} left the league.`;
/** A member the commissioner removed (an auto_leave post too: the spec has no other type). */
export const removedPost = (username: string) => `${username} was removed from the league.`;
