import type { ComponentType, ReactNode } from "react";
import { Card } from "#web/ui/card";
import { LazyFallback, useLazy } from "#web/ui/lazy-dialog";
import { NearViewport } from "#web/ui/near-viewport";
import { Skeleton } from "#web/ui/skeleton";

/**
 * A dashboard card below the fold (Your Stats, the progress charts, Achievements) whose code and
 * data load once its place comes near the screen, so the dashboard's first download stays within
 * the JavaScript budget (ADR 1503). Until then, and while the code downloads, the card's title and
 * a placeholder of about its height hold the place (the page does not jump); a download that
 * failed offers Try again. Once drawn it stays (typed thresholds survive scrolling away).
 *
 *   const loadStats = () => import("./stats-sheet").then((m) => m.StatsSheet);
 *   <LazyCard title="Your Stats" estimate={1100} load={loadStats} />
 */
export function LazyCard({
  title,
  estimate,
  load,
}: {
  title: string;
  /** Height of the drawn card on a phone, in px. */
  estimate: number;
  /** A stable loader (defined once per module, not per render). */
  load: () => Promise<ComponentType>;
}) {
  return (
    <NearViewport
      keep
      margin={300}
      estimate={estimate}
      shell={(height) => <CardPlaceholder title={title} height={height} />}
    >
      <Loaded title={title} estimate={estimate} load={load} />
    </NearViewport>
  );
}

function Loaded({
  title,
  estimate,
  load,
}: {
  title: string;
  estimate: number;
  load: () => Promise<ComponentType>;
}) {
  const { Component, failed, retry } = useLazy(load, true);
  if (Component) return <Component />;
  return (
    <CardPlaceholder title={title} height={estimate}>
      {failed && <LazyFallback failed retry={retry} />}
    </CardPlaceholder>
  );
}

function CardPlaceholder({
  title,
  height,
  children,
}: {
  title: string;
  height: number;
  children?: ReactNode;
}) {
  return (
    <Card title={title} aria-label={title} aria-busy="true" style={{ minHeight: height }}>
      {children ?? <Skeleton height="2.5rem" width="40%" />}
    </Card>
  );
}
