/**
 * The Top 25 widget (spec 001 "Rankings widget"): the AP poll by default, the Coaches Poll and the
 * CFP committee's rankings a tap away; loading, error with Retry, empty, loaded; top 10 with
 * 'Show All 25 (N more)' / 'Show Top 10'; current or a historical week; ranks 1–5 highlighted.
 * Composable anywhere (dashboard, sportsbook sidebar). A failed load offers only Retry: the spec
 * (section 8) keeps the error text off the screen.
 */
import { POLL_INFO, POLLS, type RankingPoll } from "#domain/season/contract";
import { formatDate } from "#web/lib/format";
import { CachedNotice } from "#web/ui/cached-notice";
import { SkeletonRows } from "#web/ui/skeleton";
import { TeamBadge } from "#web/ui/team-badge";
import { Tabs } from "#web/ui/tabs";
import { useId, useState } from "react";
import { useApiQuery } from "#web/lib/query";
import { pollWeeksQuery, rankingsQuery } from "../api/season-api";
import { RankingsList } from "./rankings-list";
import "../season.css";

const COMPACT = 10;
const SHORT: Record<RankingPoll, string> = { ap: "AP", coaches: "Coaches", cfp: "CFP" };

export function RankingsWidget({ initialPoll = "ap" }: { initialPoll?: RankingPoll }) {
  const [poll, setPoll] = useState(initialPoll);
  const { title, votes } = POLL_INFO[poll];
  const panel = useId();
  const [week, setWeek] = useState<number | null>(null);
  const [showAll, setShowAll] = useState(false);
  // Switching weeks keeps the shown poll until the other one arrives.
  const current = useApiQuery({ ...rankingsQuery(poll, week), keepPreviousData: true });
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
      <div className="rankings-polls">
        <Tabs
          segmented
          label="Poll"
          panelId={panel}
          tabs={POLLS.map((id) => ({ id, label: SHORT[id] }))}
          value={poll}
          onChange={(id) => {
            // Each poll has its own weeks (the committee ranks only from November on).
            setPoll(id);
            setWeek(null);
          }}
        />
      </div>
      <div className="card-body" id={panel} role="tabpanel" aria-labelledby={`${panel}-${poll}`}>
        {!data && current.isFetching ? (
          <SkeletonRows label="Loading rankings" rows={6} height={32} />
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
            <RankingsList
              rows={visible.map((r) => ({
                id: r.team_id,
                rank: r.rank,
                name: r.team_name,
                badge: (
                  <TeamBadge
                    team={{
                      abbreviation: r.team_short_name,
                      color: r.team_color,
                      alternate_color: r.team_alternate_color,
                    }}
                    size={22}
                  />
                ),
                firstPlaceVotes: r.first_place_votes ?? undefined,
                // The committee publishes no points: its row shows the record instead.
                detail: votes ? undefined : r.record,
                previousRank: r.previous_rank,
                points: r.points,
              }))}
            />
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
