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
