import { describe, expect, it } from "vitest";
import type { AchievementView } from "#domain/achievements/contract";
import {
  COMPACT_TILES,
  earnedCountText,
  progressPercent,
  progressText,
  visibleAchievements,
} from "./achievement-list";

const tile = (id: number, earned: boolean): AchievementView => ({
  id: `a${id}`,
  name: `Achievement ${id}`,
  description: "",
  icon: "star",
  earned_at: earned ? "2025-09-14T18:00:00Z" : null,
  progress: { current: earned ? 1 : 0, target: 1 },
});

describe("the Achievements card", () => {
  it("counts the earned ones against the catalogue", () => {
    expect(earnedCountText(3, 15)).toBe("3 of 15");
  });

  it("shows progress towards the target, never past it", () => {
    expect(progressPercent({ current: 42, target: 100 })).toBe(42);
    expect(progressPercent({ current: 2, target: 3 })).toBe(67);
    expect(progressPercent({ current: 150, target: 100 })).toBe(100);
    expect(progressPercent({ current: -1, target: 5 })).toBe(0);
    expect(progressPercent({ current: 0, target: 0 })).toBe(100);
    expect(progressText({ current: 42, target: 100 })).toBe("42 / 100");
    expect(progressText({ current: 7, target: 3 })).toBe("3 / 3");
  });

  it("shows a few tiles until the fan asks for all, in the server's order", () => {
    const list = Array.from({ length: 15 }, (_, i) => tile(i, i < 2));
    const compact = visibleAchievements(list, false);
    expect(compact).toHaveLength(COMPACT_TILES);
    expect(compact[0]?.id).toBe("a0");
    expect(visibleAchievements(list, true)).toHaveLength(15);
    expect(visibleAchievements(list.slice(0, 3), false)).toHaveLength(3);
  });
});
