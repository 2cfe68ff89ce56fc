/**
 * Your Season (issue 15): points by week and rank after each week in one league, from GET
 * /api/user-stats/progress/, with a league switcher when the fan plays in more than one. Each
 * chart says what it shows in its accessible name and has its data table behind a "Show table"
 * toggle; the chart library itself loads only when a chart comes on screen (ADR 1503).
 */
import { LEAGUE_LIMITS } from "#domain/leagues/limits";
import { useId, useState, type ComponentProps } from "react";
import { calendarFor, weekTitle, type SportCalendar } from "#domain/season/calendars";
import type { ProgressWeek } from "#domain/stats/contract";
import { useApiQuery } from "#web/lib/query";
import { Button } from "#web/ui/button";
import { CachedNotice } from "#web/ui/cached-notice";
import { Card } from "#web/ui/card";
import { LoadFailed } from "#web/ui/load-failed";
import { EmptyState } from "#web/ui/empty-state";
import { LazyFallback, useLazy } from "#web/ui/lazy-dialog";
import { NearViewport } from "#web/ui/near-viewport";
import { Skeleton } from "#web/ui/skeleton";
import { Tabs } from "#web/ui/tabs";
import { progressQuery, STATS_PATH } from "../api/stats-api";
import { ordinal, pointsSummary, rankSummary, weeksInOrder } from "../chart-data";
import type { ChartCanvas as ChartCanvasComponent, ChartKind } from "./chart-canvas";
import "../stats.css";

const TITLE = "Your Season";
/** Height of a chart's drawing area, in px (readable on a phone, not a whole screen). */
export const CHART_HEIGHT = 180;

const loadChartCanvas = () => import("./chart-canvas").then((m) => m.ChartCanvas);

/** The chart, once the library has arrived; its place is held at its height until then. */
function LazyChart(props: ComponentProps<typeof ChartCanvasComponent>) {
  const { Component, failed, retry } = useLazy(loadChartCanvas, true);
  if (Component) return <Component {...props} />;
  if (failed) return <LazyFallback failed retry={retry} />;
  return <ChartShell height={props.height} />;
}

const ChartShell = ({ height }: { height: number }) => (
  <div className="chart-shell" style={{ height }} aria-hidden="true" />
);

export function ProgressPanel() {
  const progress = useApiQuery(progressQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const panelId = useId();
  // Dashboard lists show at most 10 leagues (spec section 9).
  const leagues = (progress.data?.leagues ?? []).slice(0, LEAGUE_LIMITS.dashboardListMax);

  if (!progress.data) {
    return (
      <Card title={TITLE} aria-label={TITLE} className="progress-card">
        {progress.isError ? (
          <LoadFailed onRetry={progress.retry}>Failed to load your season</LoadFailed>
        ) : (
          <div className="stats-loading" role="status" aria-label="Loading your season">
            <Skeleton height={`${CHART_HEIGHT}px`} />
          </div>
        )}
      </Card>
    );
  }
  const league = leagues.find((l) => String(l.id) === chosen) ?? leagues[0];
  const last = league && weeksInOrder(league.weeks).at(-1);
  // An NFL league's postseason weeks have names ('Wild Card'), not numbers past 18.
  const cal = calendarFor(league?.sport);
  return (
    <Card title={TITLE} aria-label={TITLE} className="progress-card">
      <CachedNotice path={STATS_PATH} />
      {leagues.length > 1 && league && (
        <Tabs
          label="League"
          tabs={leagues.map((l) => ({ id: String(l.id), label: l.name }))}
          value={String(league.id)}
          onChange={setChosen}
          panelId={panelId}
        />
      )}
      <div
        className="progress-charts"
        id={panelId}
        role={leagues.length > 1 ? "tabpanel" : undefined}
        aria-labelledby={league && leagues.length > 1 ? `${panelId}-${league.id}` : undefined}
      >
        {!league || !last ? (
          <EmptyState icon="trophy" testId="progress-empty">
            {league
              ? `No graded weeks yet in ${league.name}. Your points and rank show here once a week is graded.`
              : "No graded weeks yet. Join a league: your points and rank show here once a week is graded."}
          </EmptyState>
        ) : (
          <>
            <ChartFigure
              key={`points-${league.id}`}
              kind="points"
              title="Points by week"
              headline={`${last.total_points} pts`}
              summary={pointsSummary(league.name, league.weeks, cal)}
              weeks={league.weeks}
              cal={cal}
            />
            <ChartFigure
              key={`rank-${league.id}`}
              kind="rank"
              title="Rank by points after each week"
              headline={`${ordinal(last.rank)} of ${last.members}`}
              summary={rankSummary(league.name, league.weeks, cal)}
              weeks={league.weeks}
              cal={cal}
            />
          </>
        )}
      </div>
    </Card>
  );
}

function ChartFigure({
  kind,
  title,
  headline,
  summary,
  weeks,
  cal,
}: {
  kind: ChartKind;
  title: string;
  /** The number a fan looks for first: points so far, the place now. */
  headline: string;
  summary: string;
  weeks: readonly ProgressWeek[];
  cal: SportCalendar;
}) {
  const [table, setTable] = useState(false);
  const tableId = useId();
  return (
    <figure className="progress-figure" data-testid={`chart-${kind}`}>
      <figcaption className="progress-figure-head">
        <div>
          <h3 className="stats-group-title">{title}</h3>
          <p className="progress-headline">{headline}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="stats-touch"
          aria-expanded={table}
          aria-controls={tableId}
          onClick={() => setTable((t) => !t)}
        >
          {table ? "Hide table" : "Show table"}
        </Button>
      </figcaption>
      <NearViewport
        keep
        margin={100}
        estimate={CHART_HEIGHT}
        shell={(height) => <ChartShell height={height} />}
      >
        <LazyChart kind={kind} weeks={weeks} cal={cal} summary={summary} height={CHART_HEIGHT} />
      </NearViewport>
      <div id={tableId} hidden={!table} className="table-wrap">
        {table && <ChartTable kind={kind} weeks={weeks} caption={summary} cal={cal} />}
      </div>
    </figure>
  );
}

function ChartTable({
  kind,
  weeks,
  caption,
  cal,
}: {
  kind: ChartKind;
  weeks: readonly ProgressWeek[];
  caption: string;
  cal: SportCalendar;
}) {
  return (
    <table className="table chart-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Week</th>
          {kind === "points" ? (
            <>
              <th scope="col">Points</th>
              <th scope="col">Total</th>
            </>
          ) : (
            <th scope="col">Rank</th>
          )}
        </tr>
      </thead>
      <tbody>
        {weeksInOrder(weeks).map((w) => (
          <tr key={w.week}>
            <th scope="row">{weekTitle(w.week, cal)}</th>
            {kind === "points" ? (
              <>
                <td>{w.points}</td>
                <td>{w.total_points}</td>
              </>
            ) : (
              <td>
                {ordinal(w.rank)} of {w.members}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
