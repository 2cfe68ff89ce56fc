import type { CSSProperties } from "react";

/** A shimmering placeholder while data loads: `<Skeleton width="60%" />`, `<Skeleton width={48} height={48} circle />`. */
export function Skeleton({
  width = "100%",
  height = "1em",
  circle,
  style,
}: {
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  circle?: boolean;
  style?: CSSProperties;
}) {
  return (
    <span
      className={circle ? "skeleton skeleton-circle" : "skeleton"}
      style={{ width, height, ...style }}
      aria-hidden="true"
    />
  );
}

/**
 * Rows of skeleton shapes where a list or a block will be, named for screen readers (and tests) by
 * `label`: `<SkeletonRows label="Loading picks" rows={3} height={44} />`.
 */
export function SkeletonRows({
  label,
  rows = 2,
  height = 44,
}: {
  label: string;
  rows?: number;
  height?: CSSProperties["height"];
}) {
  return (
    <div className="skeleton-rows" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} />
      ))}
    </div>
  );
}
