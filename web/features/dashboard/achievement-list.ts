/**
 * How the Achievements card words and trims the catalogue the server answered (issue 15): the
 * earned count, each tile's progress, and the few tiles a phone shows before "Show all". Pure, so
 * it is tested without a browser. The server orders the list (earned newest first, then the rest by
 * progress); the card keeps that order.
 */
import type { AchievementProgress, AchievementView } from "#domain/achievements/contract";

/** Tiles shown before "Show all": three rows of two on a phone, two of three on a desktop. */
export const COMPACT_TILES = 6;

/** 'N of M'. */
export const earnedCountText = (earned: number, total: number) => `${earned} of ${total}`;

/** How far along, 0–100 (an earned one is full). */
export function progressPercent(p: AchievementProgress): number {
  if (p.target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((p.current / p.target) * 100)));
}

/** '42 / 100', never past the target. */
export const progressText = (p: AchievementProgress) =>
  `${Math.min(Math.max(p.current, 0), p.target)} / ${p.target}`;

/** The tiles on screen: all when expanded, else the first few. */
export function visibleAchievements(
  list: readonly AchievementView[],
  expanded: boolean,
): AchievementView[] {
  return expanded ? [...list] : list.slice(0, COMPACT_TILES);
}
