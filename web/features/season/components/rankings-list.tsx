import type { ReactNode } from "react";
import { formatCount } from "#web/lib/format";

/** One ranked team as the poll lists show it. */
export interface RankingRow {
  id: number;
  rank: number;
  name: string;
  /** The team's badge (left of the name). */
  badge?: ReactNode;
  /** First-place votes, shown after the name when there are any. */
  firstPlaceVotes?: number;
  /** Second line: record and conference, e.g. '13-0 · Big Ten'. */
  detail?: string | null;
  /** Rank in the poll before, for the ▲/▼ movement (undefined: no movement column). */
  previousRank?: number | null;
  /** null: the poll publishes none (the CFP committee's rankings). */
  points: number | null;
  /** The points' unit after the number ('pts'), when the list has no header saying so. */
  pointsUnit?: string;
}

/** The one Top-25 list of the product (dashboard widget, both sportsbook screens). */
export function RankingsList({ rows, label }: { rows: RankingRow[]; label?: string }) {
  return (
    <ol className="rankings-list" aria-label={label}>
      {rows.map((r) => (
        <li
          key={r.id}
          className={`rankings-row${r.rank <= 5 ? " is-top5" : ""}`}
          data-testid="ranking-row"
        >
          <span className="rankings-rank">{r.rank}</span>
          <span className="rankings-badge">{r.badge}</span>
          <span className="rankings-team">
            {r.name}
            {!!r.firstPlaceVotes && <span className="muted"> ({r.firstPlaceVotes})</span>}
            {r.detail && <span className="rankings-detail muted small">{r.detail}</span>}
          </span>
          {r.previousRank !== undefined ? (
            <Movement rank={r.rank} previous={r.previousRank} />
          ) : (
            <span className="rankings-move" />
          )}
          <span className="rankings-points">
            {r.points !== null && formatCount(r.points)}
            {r.points !== null && r.pointsUnit && ` ${r.pointsUnit}`}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Movement({ rank, previous }: { rank: number; previous: number | null }) {
  if (previous === null) return <span className="rankings-move" />;
  const change = previous - rank;
  if (change === 0) return <span className="rankings-move muted">–</span>;
  return (
    <span
      className={`rankings-move ${change > 0 ? "is-up" : "is-down"}`}
      title={`Previous: ${previous}`}
    >
      {change > 0 ? `▲${change}` : `▼${-change}`}
    </span>
  );
}
