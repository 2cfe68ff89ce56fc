/**
 * The AP Top 25 widget (spec 001 "Rankings widget"): loading, error with Retry, empty, loaded;
 * top 10 with 'Show All 25 (N more)' / 'Show Top 10'; current or a historical week; ranks 1–5
 * highlighted. Composable anywhere (dashboard, sportsbook sidebar). A failed load offers only
 * Retry: the spec (section 8) keeps the error text off the screen.
 */
import { formatCount, formatDate } from "#web/lib/format";
import { CachedNotice } from "#web/ui/cached-notice";
import { useState } from "react";
import { useApiQuery } from "#web/lib/query";
import { pollWeeksQuery, rankingsQuery } from "../api/season-api";
import { TeamLogo } from "./team-logo";
import "../season.css";

const COMPACT = 10;

export function RankingsWidget({
  poll = "ap",
  title = "AP Top 25",
}: {
  poll?: string;
  title?: string;
}) {
  const [week, setWeek] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  // Switching weeks keeps the shown poll until the other one arrives.
  const current = useApiQuery({ ...rankingsQuery(poll, week), placeholderData: (prev) => prev });
  const weeks = useApiQuery(pollWeeksQuery(poll)).data?.weeks ?? [];
  const data = current.data;

  const rankings = data?.rankings ?? [];
  const visible = showAll ? rankings : rankings.slice(0, COMPACT);
  const more = rankings.length - COMPACT;

  return (
    <section className="card rankings-widget" aria-label={title}>
      <header className="card-header">
        <h2 className="card-title">{title}</h2>
        <label className="rankings-week">
          <span className="sr-only">Poll week</span>
          <select
            aria-label="Poll week"
            value={week === null ? "current" : String(week)}
            onChange={(e) => setWeek(e.target.value === "current" ? null : Number(e.target.value))}
          >
            <option value="current">Current</option>
            {weeks.map((w) => (
              <option key={w.value} value={w.value}>
                {w.label}
              </option>
            ))}
          </select>
        </label>
      </header>
      <div className="card-body">
        {!data && current.isFetching ? (
          <p className="muted" role="status">
            Loading rankings…
          </p>
        ) : current.isError ? (
          <div className="rankings-error">
            <button type="button" className="btn btn-secondary btn-sm" onClick={current.retry}>
              Retry
            </button>
          </div>
        ) : rankings.length === 0 ? (
          <p className="muted">No rankings available</p>
        ) : (
          <>
            <CachedNotice path="/rankings/" />
            {data?.week_label && (
              <p className="rankings-meta muted">
                {data.week_label}
                {data.last_updated && ` · released ${formatDate(data.last_updated)}`}
              </p>
            )}
            <ol className="rankings-list">
              {visible.map((r) => (
                <li
                  key={r.team_id}
                  className={`rankings-row${r.rank <= 5 ? " is-top5" : ""}`}
                  data-testid="ranking-row"
                >
                  <span className="rankings-rank">{r.rank}</span>
                  <TeamLogo src={r.team_logo_url} abbreviation={r.team_short_name} size={22} />
                  <span className="rankings-team">
                    {r.team_name}
                    {r.first_place_votes > 0 && (
                      <span className="muted"> ({r.first_place_votes})</span>
                    )}
                  </span>
                  <Movement rank={r.rank} previous={r.previous_rank} />
                  <span className="rankings-points">{formatCount(r.points)}</span>
                </li>
              ))}
            </ol>
            {more > 0 && (
              <button
                type="button"
                className="btn btn-link btn-sm"
                onClick={() => setShowAll(!showAll)}
              >
                {showAll
                  ? "Show Top 10"
                  : `Show All ${rankings.length > 25 ? rankings.length : 25} (${more} more)`}
              </button>
            )}
          </>
        )}
      </div>
    </section>
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
