/**
 * The achievement icons (domain/achievements/catalogue.ts ACHIEVEMENT_ICONS), drawn on the app's
 * 24-unit icon grid for web/ui Icon's `d`. Kept in the Achievements card's chunk; a key the web
 * does not know yet (a newer server) is drawn as a trophy.
 */
import type { AchievementIcon } from "#domain/achievements/catalogue";

const TROPHY =
  "M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8m-7-3h6";

const PATHS: Record<AchievementIcon, string> = {
  target:
    "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM12 7a5 5 0 1 0 0 10 5 5 0 1 0 0-10zM12 11a1 1 0 1 0 0 2 1 1 0 1 0 0-2z",
  check: "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zM8 12.5l3 3 5-6",
  lock: "M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2",
  flame:
    "M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 .2 1.8 1 2.8 2.5 3.2C11 8.5 11 5.5 12 3z",
  star: "m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z",
  trophy: TROPHY,
  chart: "M4 20h16M7 16v-4m5 4V8m5 8V5",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4m8-4v4M9 15l2 2 4-4",
  crown: "M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z",
  users:
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 1 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.8M18 14.5a6.5 6.5 0 0 1 3.5 5.5",
  message: "M4 5h16v11H9l-5 4zM8 9h8m-8 3h5",
  highlight:
    "M12 3v4m0 10v4M3 12h4m10 0h4M5.6 5.6l2.8 2.8m7.2 7.2 2.8 2.8M5.6 18.4l2.8-2.8m7.2-7.2 2.8-2.8",
  paw: "M7.5 5.5a1.5 2 0 1 0 3 0 1.5 2 0 1 0-3 0zM13.5 5.5a1.5 2 0 1 0 3 0 1.5 2 0 1 0-3 0zM4 10.5a1.5 2 0 1 0 3 0 1.5 2 0 1 0-3 0zM17 10.5a1.5 2 0 1 0 3 0 1.5 2 0 1 0-3 0zM12 12c-3 0-5.5 3.5-5.5 6 0 1.5 1 2 2.5 2 1.2 0 2-.6 3-.6s1.8.6 3 .6c1.5 0 2.5-.5 2.5-2 0-2.5-2.5-6-5.5-6z",
  league: "M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z",
};

/** The path of an icon key; unknown keys get the trophy. */
export const achievementIconPath = (key: string): string =>
  (PATHS as Record<string, string>)[key] ?? TROPHY;
