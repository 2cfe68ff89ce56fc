import { LazyCard } from "./stats-shell";

const loadStatsSheet = () => import("./stats-sheet").then((m) => m.StatsSheet);

/** Your Stats on the dashboard (spec section 2), loaded as it comes near the screen. */
export function StatsCard() {
  return <LazyCard title="Your Stats" estimate={1100} load={loadStatsSheet} />;
}
