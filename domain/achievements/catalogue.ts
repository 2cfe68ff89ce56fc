/**
 * The achievements catalogue (issue 15, ADR 1502): every achievement with its name, description,
 * icon, target and pure progress rule over `AchievementFacts` (what the Worker reads from a user's
 * history in one statement, worker/achievements/queries.ts). An achievement is earned exactly when
 * `progress(facts) >= target`; once earned it stays earned (user_achievements keeps the date).
 */
import type { AchievementsAnswer, AchievementView } from "./contract";

/** Icon keys the web draws (one per drawn symbol); every catalogue entry uses one of them. */
export const ACHIEVEMENT_ICONS = [
  "target",
  "check",
  "lock",
  "flame",
  "star",
  "trophy",
  "chart",
  "calendar",
  "crown",
  "users",
  "message",
  "highlight",
  "paw",
  "league",
] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];

/** A user's history as the rules need it; every field counts only this user's own rows. */
export interface AchievementFacts {
  /** Picks submitted (a pick counts once per league it was made in). */
  picks: number;
  /** Picks graded correct (is_correct true). */
  correctPicks: number;
  /** Locks graded correct. */
  correctLocks: number;
  /**
   * Longest run of correct locks in a row within one league, over the weeks with a graded,
   * non-void lock (as the board's streak posts count them): a lock that lost or pushed without
   * counting as a win ends the run; weeks without a lock are skipped.
   */
  bestLockStreak: number;
  /**
   * League card weeks where the user's decided picks reached the league's pick count, none is
   * pending and none lost: a regular week against picks_per_week; the sport's postseason (college
   * weeks 15–22, the NFL's 19–22) as one card week against postseason_pick_limit.
   */
  perfectWeeks: number;
  /** Most correct picks in one week of one season, across all the user's leagues. */
  bestWeekCorrect: number;
  /** Spread picks decided (is_correct true or false). */
  spreadDecided: number;
  /** Spread picks graded correct. */
  spreadWins: number;
  /** Correct picks of the underdog: a spread at pick above 0, or a moneyline at plus odds. */
  underdogWins: number;
  /** Leagues the user created (commissioner). */
  leaguesCreated: number;
  /** Leagues the user is an active member of. */
  leaguesJoined: number;
  /** Accepted friendships. */
  friends: number;
  /** Messages and replies the user wrote on league boards. */
  boardPosts: number;
  /** Of those, the ones a commissioner highlighted, in leagues the user is still an active member of. */
  highlightedPosts: number;
}

export const NO_FACTS: AchievementFacts = {
  picks: 0,
  correctPicks: 0,
  correctLocks: 0,
  bestLockStreak: 0,
  perfectWeeks: 0,
  bestWeekCorrect: 0,
  spreadDecided: 0,
  spreadWins: 0,
  underdogWins: 0,
  leaguesCreated: 0,
  leaguesJoined: 0,
  friends: 0,
  boardPosts: 0,
  highlightedPosts: 0,
};

export interface AchievementDefinition {
  /** Stable: stored in user_achievements and in the notification's dedupe key. */
  id: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  target: number;
  /** How far the facts go toward the target; earned when ≥ target. */
  progress: (facts: AchievementFacts) => number;
}

/** The sharp-spread achievement: decided spread picks needed, and the winning share (%). */
export const SPREAD_SHARP = { picks: 50, percent: 60 } as const;

/**
 * Decided spread picks toward 50; at 50 or more it is reached only at a 60 % win rate or better,
 * and stays one short of the target (49 / 50) while the rate is below it.
 */
export function spreadSharpProgress(f: AchievementFacts): number {
  const { picks, percent } = SPREAD_SHARP;
  if (f.spreadDecided < picks) return f.spreadDecided;
  // Integers only: wins / decided ≥ 60 % ⇔ 100 · wins ≥ 60 · decided.
  return f.spreadWins * 100 >= percent * f.spreadDecided ? picks : picks - 1;
}

/** Catalogue order is the display order among equals (same date, same progress). */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: "first_pick",
    name: "First Pick",
    description: "Submit your first pick.",
    icon: "target",
    target: 1,
    progress: (f) => f.picks,
  },
  {
    id: "first_win",
    name: "First Win",
    description: "Your first correct pick. Many more to come.",
    icon: "check",
    target: 1,
    progress: (f) => f.correctPicks,
  },
  {
    id: "first_lock_win",
    name: "Lock It In",
    description: "Win your first lock.",
    icon: "lock",
    target: 1,
    progress: (f) => f.correctLocks,
  },
  {
    id: "lock_streak_3",
    name: "On Fire",
    description: "Win three locks in a row in one league.",
    icon: "flame",
    target: 3,
    progress: (f) => f.bestLockStreak,
  },
  {
    id: "perfect_week",
    name: "Perfect Week",
    description:
      "Get every pick of a week right in a league, with at least the league's weekly pick count decided.",
    icon: "star",
    target: 1,
    progress: (f) => f.perfectWeeks,
  },
  {
    id: "big_week",
    name: "Big Saturday",
    description: "Get 10 picks right in one week, across your leagues.",
    icon: "calendar",
    target: 10,
    progress: (f) => f.bestWeekCorrect,
  },
  {
    id: "correct_25",
    name: "Sharp Eye",
    description: "Get 25 picks right.",
    icon: "trophy",
    target: 25,
    progress: (f) => f.correctPicks,
  },
  {
    id: "picks_100",
    name: "Centurion",
    description: "Submit 100 picks.",
    icon: "chart",
    target: 100,
    progress: (f) => f.picks,
  },
  {
    id: "spread_sharp",
    name: "Against the Number",
    description: `Win at least ${SPREAD_SHARP.percent}% of ${SPREAD_SHARP.picks} or more decided spread picks.`,
    icon: "chart",
    target: SPREAD_SHARP.picks,
    progress: spreadSharpProgress,
  },
  {
    id: "underdog_win",
    name: "Underdog Believer",
    description: "Win a pick on the underdog (getting points, or at plus odds).",
    icon: "paw",
    target: 1,
    progress: (f) => f.underdogWins,
  },
  {
    id: "commissioner",
    name: "Commissioner",
    description: "Create a league.",
    icon: "crown",
    target: 1,
    progress: (f) => f.leaguesCreated,
  },
  {
    id: "leagues_3",
    name: "League Hopper",
    description: "Be a member of three leagues.",
    icon: "league",
    target: 3,
    progress: (f) => f.leaguesJoined,
  },
  {
    id: "first_friend",
    name: "Good Company",
    description: "Make your first friend.",
    icon: "users",
    target: 1,
    progress: (f) => f.friends,
  },
  {
    id: "first_post",
    name: "Town Crier",
    description: "Write your first post or reply on a league board.",
    icon: "message",
    target: 1,
    progress: (f) => f.boardPosts,
  },
  {
    id: "highlighted_post",
    name: "Featured",
    description: "Have one of your posts or replies highlighted by a commissioner.",
    icon: "highlight",
    target: 1,
    progress: (f) => f.highlightedPosts,
  },
];

export const ACHIEVEMENTS_BY_ID: ReadonlyMap<string, AchievementDefinition> = new Map(
  ACHIEVEMENTS.map((a) => [a.id, a]),
);

/** Whether the facts earn the achievement. */
export const isEarned = (a: AchievementDefinition, facts: AchievementFacts) =>
  a.progress(facts) >= a.target;

/** The catalogue ids the facts earn, in catalogue order. */
export const earnedIds = (facts: AchievementFacts): string[] =>
  ACHIEVEMENTS.filter((a) => isEarned(a, facts)).map((a) => a.id);

/**
 * GET /api/achievements/'s answer from the facts and the stored earned dates: every entry, the
 * earned ones first (newest first), then the rest by progress (closest first); ties keep catalogue
 * order. An earned entry shows its target reached even if the history later shrank (a friend
 * removed, a league left): earned once, earned for good.
 */
export function achievementsAnswer(
  facts: AchievementFacts,
  earnedAt: ReadonlyMap<string, string>,
): AchievementsAnswer {
  const views = ACHIEVEMENTS.map((a, order) => {
    const earned = earnedAt.get(a.id) ?? null;
    const current = Math.min(a.progress(facts), a.target);
    const view: AchievementView = {
      id: a.id,
      name: a.name,
      description: a.description,
      icon: a.icon,
      earned_at: earned,
      progress: { current: earned ? a.target : current, target: a.target },
    };
    return { view, order, ratio: current / a.target };
  });
  views.sort((x, y) => {
    const a = x.view.earned_at;
    const b = y.view.earned_at;
    if (a && b) return b.localeCompare(a) || x.order - y.order;
    if (a || b) return a ? -1 : 1;
    return y.ratio - x.ratio || x.order - y.order;
  });
  const achievements = views.map((v) => v.view);
  return {
    achievements,
    earned_count: achievements.filter((v) => v.earned_at !== null).length,
    total: achievements.length,
  };
}

/** Where an achievement notification opens: the dashboard's Achievements card. */
export const ACHIEVEMENTS_URL = "/dashboard";

/** The dedupe key of an achievement's notification (ADR 1401: `achievement:<code>`). */
export const achievementDedupeKey = (achievementId: string) => `achievement:${achievementId}`;
