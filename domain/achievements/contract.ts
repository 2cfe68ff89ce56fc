/**
 * Achievements (issue 15): what GET /api/achievements/ answers, shared by the Worker
 * (worker/achievements/) and the dashboard. The catalogue and the rules are in ./catalogue.ts.
 */

export interface AchievementProgress {
  current: number;
  target: number;
}

/** One catalogue entry as the signed-in user sees it: earned (with the date) or not yet, with progress. */
export interface AchievementView {
  id: string;
  name: string;
  description: string;
  /** An icon key of ./catalogue.ts ACHIEVEMENT_ICONS (the web draws it). */
  icon: string;
  /** When it was earned (ISO instant), null while not earned. */
  earned_at: string | null;
  /** How far along the user is; for an earned one current ≥ target. */
  progress: AchievementProgress;
}

/** GET /api/achievements/: earned ones first (newest first), then the rest by progress. */
export interface AchievementsAnswer {
  achievements: AchievementView[];
  earned_count: number;
  total: number;
}
