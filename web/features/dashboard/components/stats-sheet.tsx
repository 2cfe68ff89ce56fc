/**
 * Your Stats (spec sections 2, 3, 4 and 9; issue 15): the fan's records as a compact stat sheet,
 * every number from GET /api/user-stats/my_stats/ — all-time, a season, a conference and a team
 * (most picked until another is chosen), spread and over/under splits, and the custom spread and
 * total records for thresholds the fan types (asked of the server again after a short pause).
 */
import { useEffect, useId, useState, type ReactNode } from "react";
import type { UserStats, WinLoss } from "#domain/stats/contract";
import {
  DEFAULT_SPREAD,
  DEFAULT_TOTAL,
  thresholdQuery,
  type TypedThreshold,
} from "#domain/stats/thresholds";
import { formatPercent } from "#web/lib/format";
import { useApiQuery } from "#web/lib/query";
import { CachedNotice } from "#web/ui/cached-notice";
import { Card } from "#web/ui/card";
import { LoadFailed } from "#web/ui/load-failed";
import { ThresholdField } from "#web/ui/threshold-field";
import { EmptyState } from "#web/ui/empty-state";
import { Skeleton } from "#web/ui/skeleton";
import { myStatsQuery, STATS_PATH, statsFiltersQuery } from "../api/stats-api";
import {
  breakdownChoice,
  chosenSeason,
  hasStats,
  recordText,
  seasonRecord,
  THRESHOLD_DEBOUNCE_MS,
} from "../stats-filters";
import "../stats.css";

const TITLE = "Your Stats";

export function StatsSheet() {
  const [spread, setSpread] = useState<TypedThreshold>(DEFAULT_SPREAD);
  const [total, setTotal] = useState<TypedThreshold>(DEFAULT_TOTAL);
  const [asked, setAsked] = useState(() => thresholdQuery(DEFAULT_SPREAD, DEFAULT_TOTAL));
  useEffect(() => {
    const id = setTimeout(() => setAsked(thresholdQuery(spread, total)), THRESHOLD_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [spread, total]);
  // New thresholds keep the sheet on screen until their records arrive.
  const stats = useApiQuery({ ...myStatsQuery(asked), keepPreviousData: true });
  const filters = useApiQuery(statsFiltersQuery()).data;
  const [season, setSeason] = useState<number | null>(null);
  const [conference, setConference] = useState<number | null>(null);
  const [team, setTeam] = useState<number | null>(null);

  // The last records shown stay when other thresholds cannot be had (offline, with no saved
  // answer for them): the sheet and its fields stay, and the custom records say so.
  const [shown, setShown] = useState<UserStats>();
  useEffect(() => {
    if (stats.data) setShown(stats.data);
  }, [stats.data]);
  const data = stats.data ?? shown;
  if (!data) {
    return (
      <Card title={TITLE} aria-label={TITLE} className="stats-card">
        {stats.isError ? (
          <LoadFailed onRetry={stats.retry}>Failed to load stats</LoadFailed>
        ) : (
          <div className="stats-loading" role="status" aria-label="Loading stats">
            <Skeleton height="3rem" width="55%" />
            <Skeleton height="1.25rem" />
            <Skeleton height="1.25rem" />
            <Skeleton height="1.25rem" width="80%" />
          </div>
        )}
      </Card>
    );
  }
  if (!hasStats(data)) {
    return (
      <Card title={TITLE} aria-label={TITLE} className="stats-card">
        <CachedNotice path={STATS_PATH} />
        <EmptyState icon="trophy">No stats available</EmptyState>
      </Card>
    );
  }

  // One entry per season of each sport ('2024 NCAA Football', '2024 NFL'), by season id.
  const seasons = filters?.seasons ?? data.seasons;
  const seasonId = chosenSeason(
    seasons.map((s) => s.id),
    season,
  );
  const conf = breakdownChoice(data.conferences, conference);
  const club = breakdownChoice(data.teams, team);
  const conferenceOptions = filters?.conferences ?? data.conferences.all;
  const teamOptions = filters?.teams ?? data.teams.all;
  const updating = stats.isFetching || stats.isPreviousData;
  const stale = stats.isError && !stats.data;

  return (
    <Card title={TITLE} aria-label={TITLE} className="stats-card">
      <CachedNotice path={STATS_PATH} />
      <div className="stats-hero" data-testid="stats-all-time">
        <div>
          <p className="stats-eyebrow">All-time record</p>
          <p className="stats-big">{recordText(data.allTime)}</p>
        </div>
        <div className="stats-hero-pct">
          <p className="stats-eyebrow">Win %</p>
          <p className="stats-big">{formatPercent(data.allTime.percentage)}</p>
        </div>
        <PercentBar value={data.allTime.percentage} />
      </div>

      <div className="stats-groups">
        <StatGroup title="Breakdown">
          <StatRow
            picker
            label={
              <Picker
                label="Season"
                value={seasonId}
                options={seasons.map((s) => ({ id: s.id, name: s.name }))}
                onChange={setSeason}
              />
            }
            hint="Season"
            record={seasonRecord(data, seasonId)}
          />
          <StatRow
            picker
            label={
              <Picker
                label="Conference"
                value={conf.id}
                options={conferenceOptions}
                onChange={setConference}
              />
            }
            hint={conference === null ? "Conference · most picked" : "Conference"}
            record={conf.record}
          />
          <StatRow
            picker
            label={<Picker label="Team" value={club.id} options={teamOptions} onChange={setTeam} />}
            hint={team === null ? "Team · most picked" : "Team"}
            record={club.record}
          />
        </StatGroup>

        <StatGroup title="Against the spread">
          <StatRow label="All spread picks" record={data.spread.total} />
          <StatRow
            label="With spread"
            hint="Picks of the favourite"
            record={data.spread.withSpread}
          />
          <StatRow
            label="Against spread"
            hint="Picks of the underdog"
            record={data.spread.againstSpread}
          />
          <StatRow label="Home" record={data.spread.home} />
          <StatRow label="Away" record={data.spread.away} />
        </StatGroup>

        <StatGroup title="Over / Under">
          <StatRow label="All totals" record={data.overUnder.total} />
          <StatRow label="Over" record={data.overUnder.over} />
          <StatRow label="Under" record={data.overUnder.under} />
        </StatGroup>

        <StatGroup title="Custom records" busy={updating}>
          <ThresholdField
            label="Spread"
            what="Spread picks with a line"
            input={spread}
            onChange={setSpread}
            record={data.customSpread}
            used={{ value: data.thresholds.spread_threshold, op: data.thresholds.spread_operator }}
            testId="custom-spread"
          />
          <ThresholdField
            label="Total"
            what="Total picks with a total"
            input={total}
            onChange={setTotal}
            record={data.customTotal}
            used={{ value: data.thresholds.total_threshold, op: data.thresholds.total_operator }}
            testId="custom-total"
          />
          {stale && (
            <LoadFailed onRetry={stats.retry}>Could not update the custom records.</LoadFailed>
          )}
        </StatGroup>
      </div>
    </Card>
  );
}

function StatGroup({
  title,
  busy = false,
  children,
}: {
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={busy ? "stats-group is-updating" : "stats-group"} aria-labelledby={id}>
      <h3 className="stats-group-title" id={id}>
        {title}
      </h3>
      <div className="stats-rows" aria-busy={busy}>
        {children}
      </div>
    </section>
  );
}

/** A bar as wide as the percentage (decoration: the number beside it says it). */
function PercentBar({ value }: { value: number }) {
  return (
    <span className="stats-bar" aria-hidden="true">
      <span className="stats-bar-fill" style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
    </span>
  );
}

function StatRow({
  label,
  hint,
  record,
  picker = false,
}: {
  label: ReactNode;
  hint?: string;
  record: WinLoss;
  /** The label is a select (season, conference, team): on a phone it gets a line of its own. */
  picker?: boolean;
}) {
  return (
    <div className={picker ? "stats-row stats-row-picker" : "stats-row"}>
      <div className="stats-row-label">
        {label}
        {hint && <span className="stats-hint">{hint}</span>}
      </div>
      <span className="stats-record">{recordText(record)}</span>
      <span className="stats-pct">{formatPercent(record.percentage)}</span>
      <PercentBar value={record.percentage} />
    </div>
  );
}

function Picker<T extends number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | null;
  options: readonly { id: T; name: string }[];
  onChange: (id: T) => void;
}) {
  if (options.length === 0) return <span>{label}: none yet</span>;
  return (
    <select
      className="select stats-select"
      aria-label={label}
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(Number(e.target.value) as T)}
    >
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.name}
        </option>
      ))}
    </select>
  );
}
