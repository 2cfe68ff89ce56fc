import { LazyCard } from "./stats-shell";

const loadAchievementGrid = () => import("./achievement-grid").then((m) => m.AchievementGrid);

/** Earned and not-yet-earned achievements (issue 15), loaded as the card comes near the screen. */
export function AchievementsCard() {
  return <LazyCard title="Achievements" estimate={560} load={loadAchievementGrid} />;
}
