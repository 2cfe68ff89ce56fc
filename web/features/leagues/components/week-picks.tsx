import { useState } from "react";
import { AutoBadge } from "#web/ui/auto-badge";
import { Badge } from "#web/ui/badge";
import { SkeletonRows } from "#web/ui/skeleton";
import { Banner } from "#web/ui/banner";
import { Button } from "#web/ui/button";
import { NotSaved, useNotSaved } from "#web/ui/not-saved";
import { useApiQuery } from "#web/lib/query";
import { weeklyPicksQuery, type PoolMemberWeek } from "../api/leagues-api";
import { describePick, pickOutcome, type PickOutcome } from "#domain/picks/describe";
import { matchup } from "./format";
import { ProfileLink } from "./profile-link";
import { WeekSplits } from "./week-splits";

/** Above this many picks a player's list collapses to COLLAPSED_COUNT until expanded. */
const COLLAPSED_COUNT = 5;

const OUTCOME: Record<PickOutcome, { text: string; label: string }> = {
  correct: { text: "✓", label: "Correct" },
  wrong: { text: "✗", label: "Incorrect" },
  push: { text: "Push", label: "Push" },
  void: { text: "Void", label: "Game cancelled" },
  ungraded: { text: "?", label: "Awaiting result" },
  pending: { text: "Pending", label: "Game not finished" },
};

function PlayerPicks({
  entry,
  required,
  owed,
  enableLocks,
  expanded,
  onToggle,
}: {
  entry: PoolMemberWeek;
  required: number;
  /** False in a week the league does not play: nobody is Incomplete in it. */
  owed: boolean;
  enableLocks: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const picks = expanded ? entry.picks : entry.picks.slice(0, COLLAPSED_COUNT);
  return (
    <li className={`player-picks${entry.is_current_user ? " is-self" : ""}`}>
      <div className="player-picks-header">
        <ProfileLink username={entry.username} className="player-name" />
        {owed && (
          <span className="muted small">
            {entry.picks_submitted}/{required} picks
            {enableLocks ? ` · ${entry.locks_submitted ? "lock set" : "no lock"}` : ""}
          </span>
        )}
        {entry.tiebreaker_guess !== null && entry.tiebreaker_guess !== undefined && (
          <span className="small tiebreaker-guess">Guess: {entry.tiebreaker_guess} pts</span>
        )}
        {!owed ? null : entry.is_complete ? (
          <Badge tone="success">Submitted</Badge>
        ) : (
          <Badge tone="warning">Incomplete</Badge>
        )}
      </div>
      {entry.picks.length > 0 && (
        <ul className={`pick-list${expanded ? " is-expanded" : ""}`}>
          {picks.map((p) => {
            const outcome = OUTCOME[pickOutcome(p)];
            return (
              <li key={p.id} className={`pick-row outcome-${pickOutcome(p)}`}>
                <span className="pick-outcome" aria-label={outcome.label} title={outcome.label}>
                  {outcome.text}
                </span>
                <span className="pick-text">
                  {p.confidence !== undefined && (
                    <span
                      className="pick-rank"
                      role="img"
                      aria-label={`confidence ${p.confidence}`}
                      title={`Confidence ${p.confidence}`}
                    >
                      {p.confidence}
                    </span>
                  )}
                  <span className="pick-words">{describePick(p)}</span>
                  {p.is_lock && (
                    <Badge tone="primary" title="Lock pick (2 points)">
                      Lock
                    </Badge>
                  )}
                  {p.is_auto && <AutoBadge />}
                </span>
                <span className="muted small">{matchup(p)}</span>
              </li>
            );
          })}
        </ul>
      )}
      {entry.hidden_picks > 0 && (
        <p className="muted small">
          {entry.hidden_picks} pick{entry.hidden_picks === 1 ? "" : "s"} hidden until kickoff
        </p>
      )}
      {owed && entry.picks_submitted === 0 && <p className="muted small">No picks yet</p>}
      {entry.picks.length > COLLAPSED_COUNT && (
        <button type="button" className="btn-link small" onClick={onToggle}>
          {expanded ? "Show less" : `Show all ${entry.picks.length}`}
        </button>
      )}
    </li>
  );
}

/** One week's picks: progress bar and a list per player, per-pick visibility decided by the server. */
export function WeekPicks({ leagueId, week }: { leagueId: number; week: number }) {
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const { data, isError } = useApiQuery(weeklyPicksQuery(leagueId, week));
  const notSaved = useNotSaved(isError && !data);

  if (notSaved) return <NotSaved />;
  if (isError && !data) return <Banner kind="error">Failed to load picks</Banner>;
  if (!data) return <SkeletonRows label="Loading picks" rows={4} />;

  const total = data.weekly_picks.length;
  const complete = data.weekly_picks.filter((w) => w.is_complete).length;
  const allExpanded = total > 0 && expanded.size === total;
  return (
    <div className="week-picks stack-sm">
      <div className="row-between">
        <div className="progress-label small">
          {data.not_played ? "No picks due" : `${complete} of ${total} players submitted`}
          {data.is_current_week ? " · current week" : ""}
        </div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            setExpanded(allExpanded ? new Set() : new Set(data.weekly_picks.map((w) => w.user_id)))
          }
        >
          {allExpanded ? "Collapse All" : "Expand All"}
        </Button>
      </div>
      {!data.not_played && (
        <div
          className="progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={complete}
          aria-label="Players with complete picks"
        >
          <div
            className="progress-bar"
            style={{ width: `${total ? (complete / total) * 100 : 0}%` }}
          />
        </div>
      )}
      {data.not_played && (
        <Banner kind="info">{data.not_played}: no picks are due this week.</Banner>
      )}
      {typeof data.tiebreaker_game_id === "number" && (
        <p className="small tiebreaker-game">
          <strong>Tiebreaker:</strong> total points of{" "}
          {data.tiebreaker_matchup ?? "the week's last game by kickoff"}; the closest guess wins a
          tie.
        </p>
      )}
      {!data.picks_revealed && (
        <p className="muted small">Other players&apos; picks show once their games kick off.</p>
      )}
      {data.splits?.length > 0 && (
        <WeekSplits splits={data.splits} picks={data.weekly_picks.flatMap((w) => w.picks)} />
      )}
      <ul className="player-picks-list">
        {data.weekly_picks.map((entry) => (
          <PlayerPicks
            key={entry.user_id}
            entry={entry}
            required={data.picks_required}
            owed={!data.not_played}
            enableLocks={data.enable_locks}
            expanded={expanded.has(entry.user_id)}
            onToggle={() =>
              setExpanded((s) => {
                const next = new Set(s);
                if (next.has(entry.user_id)) next.delete(entry.user_id);
                else next.add(entry.user_id);
                return next;
              })
            }
          />
        ))}
      </ul>
    </div>
  );
}
