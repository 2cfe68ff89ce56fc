import { LazyCard } from "./stats-shell";

const loadProgressPanel = () => import("./progress-panel").then((m) => m.ProgressPanel);

/** Points by week and rank after each week, per league; loaded as it comes near the screen. */
export function ProgressCharts() {
  return <LazyCard title="Your Season" estimate={640} load={loadProgressPanel} />;
}
