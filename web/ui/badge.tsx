import type { ReactNode } from "react";

/** A small pill: `<Badge tone="success">Submitted</Badge>`, `<Badge tone="live">LIVE</Badge>`; `title` gives a hover tooltip. */
export function Badge({
  tone = "neutral",
  title,
  children,
}: {
  tone?: "neutral" | "primary" | "success" | "danger" | "warning" | "info" | "live";
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className={tone === "neutral" ? "badge" : `badge badge-${tone}`} title={title}>
      {children}
    </span>
  );
}
