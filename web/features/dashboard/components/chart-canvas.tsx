/**
 * One progress chart drawn with uPlot (ADR 1503): bars of points by week, or a line of the rank
 * after each week with 1st at the top. This file is the only one that imports the library, and it
 * is loaded only when a chart comes on screen. The canvas is an image named by its summary; the
 * numbers are in the data table beside it. Colours come from the theme's tokens, so dark mode and
 * a theme change are followed (read again when the chart is resized or redrawn).
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { SportCalendar } from "#domain/season/calendars";
import type { ProgressWeek } from "#domain/stats/contract";
import { ordinal, rankFloor, seriesOf, weekTick } from "../chart-data";

export type ChartKind = "points" | "rank";

const token = (el: Element, name: string, fallback: string) =>
  getComputedStyle(el).getPropertyValue(name).trim() || fallback;

/** Whole numbers only on both axes (weeks, points, places). */
const WHOLE = [1, 2, 5, 10, 20, 50, 100];

function options(
  el: HTMLElement,
  kind: ChartKind,
  weeks: readonly ProgressWeek[],
  cal: SportCalendar,
  width: number,
  height: number,
): uPlot.Options {
  const primary = token(el, "--primary", "#c2410c");
  const muted = token(el, "--text-muted", "#5b6678");
  const grid = token(el, "--border", "#dde3ec");
  const font = `12px ${token(el, "--font-sans", "system-ui, sans-serif")}`;
  const axis = (values: (v: number) => string): uPlot.Axis => ({
    stroke: muted,
    font,
    grid: { stroke: grid, width: 1 },
    ticks: { show: false },
    incrs: WHOLE,
    values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? values(v) : "")),
  });
  const floor = rankFloor(weeks);
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: {
      // Half a week either side, so the first and last bars or points are not cut.
      x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y:
        kind === "points"
          ? { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] }
          : { dir: -1, range: () => [0.5, floor + 0.5] },
    },
    axes: [
      { ...axis((v) => weekTick(v, cal)), space: 28, size: 30, grid: { show: false } },
      {
        ...axis((v) => (kind === "rank" ? (v >= 1 && v <= floor ? ordinal(v) : "") : String(v))),
        size: 40,
        space: 24,
      },
    ],
    series: [
      {},
      kind === "points"
        ? {
            label: "Points",
            stroke: primary,
            fill: primary,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars!({ size: [0.6, 36], radius: 0.2 }),
          }
        : {
            label: "Rank",
            stroke: primary,
            width: 2.5,
            points: { show: true, size: 7, fill: primary, stroke: primary },
          },
    ],
  };
}

export function ChartCanvas({
  kind,
  weeks,
  cal,
  summary,
  height,
}: {
  kind: ChartKind;
  weeks: readonly ProgressWeek[];
  /** The league's sport: how its weeks are named. */
  cal: SportCalendar;
  /** The chart's accessible name: what it shows, in words. */
  summary: string;
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data = seriesOf(weeks, kind === "points" ? (w) => w.points : (w) => w.rank);
    const draw = (width: number) =>
      new uPlot(options(el, kind, weeks, cal, width, height), data, el);
    let plot = draw(Math.max(el.clientWidth, 200));
    // Follow the card's width (rotation, a desktop window resized).
    const resize = new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== plot.width) plot.setSize({ width, height });
    });
    resize.observe(el);
    // A theme change re-reads the colours.
    const scheme = matchMedia("(prefers-color-scheme: dark)");
    const redraw = () => {
      plot.destroy();
      plot = draw(Math.max(el.clientWidth, 200));
    };
    scheme.addEventListener("change", redraw);
    return () => {
      scheme.removeEventListener("change", redraw);
      resize.disconnect();
      plot.destroy();
    };
  }, [kind, weeks, cal, height]);
  return (
    <div
      ref={box}
      className="chart-canvas"
      role="img"
      aria-label={summary}
      style={{ minHeight: height }}
    />
  );
}
