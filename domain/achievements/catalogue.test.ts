import { describe, expect, it } from "vitest";
import {
  ACHIEVEMENT_ICONS,
  ACHIEVEMENTS,
  ACHIEVEMENTS_BY_ID,
  NO_FACTS,
  achievementsAnswer,
  earnedIds,
  isEarned,
  type AchievementFacts,
} from "./catalogue";

const facts = (over: Partial<AchievementFacts>): AchievementFacts => ({ ...NO_FACTS, ...over });
const byId = (id: string) => {
  const a = ACHIEVEMENTS_BY_ID.get(id);
  if (!a) throw new Error(`no achievement ${id}`);
  return a;
};

describe("the catalogue", () => {
  it("has at least twelve achievements with unique ids, names and a drawn icon each", () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    expect(new Set(ACHIEVEMENTS.map((a) => a.name)).size).toBe(ACHIEVEMENTS.length);
    for (const a of ACHIEVEMENTS) {
      expect(ACHIEVEMENT_ICONS).toContain(a.icon);
      expect(a.description.length).toBeGreaterThan(0);
      expect(a.target).toBeGreaterThanOrEqual(1);
    }
  });

  it("a user with no history has earned nothing", () => {
    expect(earnedIds(NO_FACTS)).toEqual([]);
  });
});

// Each rule one short of its target (not earned) and exactly at it (earned).
const BOUNDARIES: Array<[id: string, field: keyof AchievementFacts, target: number]> = [
  ["first_pick", "picks", 1],
  ["first_win", "correctPicks", 1],
  ["first_lock_win", "correctLocks", 1],
  ["lock_streak_3", "bestLockStreak", 3],
  ["perfect_week", "perfectWeeks", 1],
  ["big_week", "bestWeekCorrect", 10],
  ["correct_25", "correctPicks", 25],
  ["picks_100", "picks", 100],
  ["underdog_win", "underdogWins", 1],
  ["commissioner", "leaguesCreated", 1],
  ["leagues_3", "leaguesJoined", 3],
  ["first_friend", "friends", 1],
  ["first_post", "boardPosts", 1],
  ["highlighted_post", "highlightedPosts", 1],
];

describe("each rule at its boundary", () => {
  it.each(BOUNDARIES)("%s is earned at %s = %i, not one below", (id, field, target) => {
    const a = byId(id);
    expect(a.target).toBe(target);
    const below = facts({ [field]: target - 1 });
    const at = facts({ [field]: target });
    expect(a.progress(below)).toBe(target - 1);
    expect(isEarned(a, below)).toBe(false);
    expect(isEarned(a, at)).toBe(true);
    expect(earnedIds(at)).toContain(id);
  });

  it("every catalogue entry has a boundary test, except the spread rule tested below", () => {
    const tested = new Set(BOUNDARIES.map(([id]) => id));
    expect(ACHIEVEMENTS.filter((a) => !tested.has(a.id)).map((a) => a.id)).toEqual([
      "spread_sharp",
    ]);
  });

  it("another fact never earns an achievement on its own", () => {
    // Many picks but none correct: no win-based achievement.
    expect(earnedIds(facts({ picks: 200 }))).toEqual(["first_pick", "picks_100"]);
  });
});

describe("60 % over 50 decided spread picks", () => {
  const sharp = byId("spread_sharp");

  it("counts decided spread picks toward 50 until there are 50", () => {
    expect(sharp.target).toBe(50);
    expect(sharp.progress(facts({ spreadDecided: 49, spreadWins: 49 }))).toBe(49);
    expect(isEarned(sharp, facts({ spreadDecided: 49, spreadWins: 49 }))).toBe(false);
  });

  it("is earned at 50 decided with exactly 60 % (30 wins), not with 29", () => {
    expect(isEarned(sharp, facts({ spreadDecided: 50, spreadWins: 30 }))).toBe(true);
    expect(isEarned(sharp, facts({ spreadDecided: 50, spreadWins: 29 }))).toBe(false);
    expect(sharp.progress(facts({ spreadDecided: 50, spreadWins: 29 }))).toBe(49);
  });

  it("over 50 decided, the share is what counts: 60 of 100 earns, 59 of 100 does not", () => {
    expect(isEarned(sharp, facts({ spreadDecided: 100, spreadWins: 60 }))).toBe(true);
    expect(isEarned(sharp, facts({ spreadDecided: 100, spreadWins: 59 }))).toBe(false);
  });
});

describe("the answer's order", () => {
  it("lists earned ones newest first, then the rest closest first, every entry once", () => {
    const f = facts({ picks: 60, correctPicks: 20, bestWeekCorrect: 9, boardPosts: 1 });
    const answer = achievementsAnswer(
      f,
      new Map([
        ["first_pick", "2026-09-01T10:00:00.000Z"],
        ["first_win", "2026-09-08T10:00:00.000Z"],
        ["first_post", "2026-09-08T10:00:00.000Z"],
      ]),
    );
    expect(answer.total).toBe(ACHIEVEMENTS.length);
    expect(answer.earned_count).toBe(3);
    const ids = answer.achievements.map((a) => a.id);
    expect(new Set(ids).size).toBe(ACHIEVEMENTS.length);
    // Same date: catalogue order.
    expect(ids.slice(0, 3)).toEqual(["first_win", "first_post", "first_pick"]);
    // big_week 9/10, correct_25 20/25, picks_100 60/100.
    expect(ids.slice(3, 6)).toEqual(["big_week", "correct_25", "picks_100"]);
    expect(answer.achievements[3]!.progress).toEqual({ current: 9, target: 10 });
    expect(answer.achievements[3]!.earned_at).toBeNull();
  });

  it("an earned entry shows its target reached even when the history shrank", () => {
    const answer = achievementsAnswer(
      NO_FACTS,
      new Map([["first_friend", "2026-09-01T10:00:00.000Z"]]),
    );
    expect(answer.achievements[0]).toMatchObject({
      id: "first_friend",
      earned_at: "2026-09-01T10:00:00.000Z",
      progress: { current: 1, target: 1 },
    });
  });

  it("progress never shows above the target", () => {
    const answer = achievementsAnswer(facts({ picks: 500 }), new Map());
    for (const a of answer.achievements)
      expect(a.progress.current).toBeLessThanOrEqual(a.progress.target);
  });
});
