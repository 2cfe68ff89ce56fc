import { useState } from "react";
import { leagueHasPostseason } from "#domain/picks/postseason";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import type { SubmittedPick } from "#domain/picks/contract";
import { cardWeekOf, nextCardWeek, previousCardWeek, type CardWeek } from "#domain/picks/weeks";
import { calendarFor } from "#domain/season/calendars";
import { Button } from "#web/ui/button";
import { Icon } from "#web/ui/icons";
import { Skeleton, SkeletonRows } from "#web/ui/skeleton";
import { setApiData, useApiQuery } from "#web/lib/query";
import { userPicksQuery } from "../api/sportsbook-api";
import { shareSubmitted } from "../hooks/use-pick-actions";
import { lockSubmitted } from "../hooks/lock-actions";
import { saveSelectedWeek } from "../hooks/use-sportsbook-data";
import { formatPrice } from "#web/lib/format";
import { cardWeekLabel } from "./format";
import { pickText } from "./pick-text";

const CARDS_AT_A_TIME = 3;
const COLLAPSED = 5;
const EXPANDED = 10;

function ResultMark({ value }: { value: boolean | null }) {
  if (value === true)
    return (
      <span className="mark mark-win" aria-label="correct">
        ✓
      </span>
    );
  if (value === false)
    return (
      <span className="mark mark-loss" aria-label="incorrect">
        ✗
      </span>
    );
  return <span className="mark" aria-hidden="true" />;
}

function LeagueCard({
  league,
  week,
  onWeek,
  nowMs,
  onSetLock,
}: {
  league: SportsbookLeague;
  week: CardWeek;
  onWeek: (week: CardWeek) => void;
  nowMs: number;
  onSetLock: (pick: SubmittedPick) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  // The league's sport sets its weeks: the NFL steps weeks 1-18, then its postseason.
  const cal = calendarFor(league.sport_key);
  const week0Disabled = week === 0 && !league.include_week_0;
  const postDisabled = week === "postseason" && !leagueHasPostseason(league);
  const query = userPicksQuery(league.id, week);
  const { data, isError } = useApiQuery({ ...query, enabled: !week0Disabled && !postDisabled });
  const picks = data?.picks ?? (isError ? [] : null);
  const list = picks ?? [];
  const shown = expanded
    ? list.slice(0, Math.max(EXPANDED, list.length))
    : list.slice(0, COLLAPSED);
  const hasLock = list.some((p) => p.is_lock);
  const prev = previousCardWeek(week, cal);
  const next = nextCardWeek(week, cal);
  // A bowl pool's card is what the server counts (its games), not its limit of 100.
  const required =
    week !== "postseason"
      ? league.picks_required
      : league.postseason_only
        ? league.picks_required_this_week
        : league.postseason_pick_limit;
  const complete = list.length >= required && (!league.enable_locks || hasLock);
  return (
    <section className="league-card card" data-testid={`league-card-${league.id}`}>
      <header className="league-card-head">
        <strong>{league.name}</strong>
        <div className="row week-nav">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label="Previous week"
            disabled={prev === null}
            onClick={() => prev !== null && onWeek(prev)}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <span className="small" data-testid="card-week">
            {cardWeekLabel(week, cal)}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label="Next week"
            disabled={next === null}
            onClick={() => next !== null && onWeek(next)}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      </header>
      {week0Disabled ? (
        <div className="disabled-week">
          <strong>Week 0 not included</strong>
          <Button size="sm" variant="secondary" onClick={() => onWeek(1)}>
            Go to Week 1
          </Button>
        </div>
      ) : postDisabled ? (
        <div className="disabled-week">
          <strong>Postseason not included</strong>
        </div>
      ) : (
        <>
          <div className="small muted">
            {list.length}/{required} picks
            {league.enable_locks ? (hasLock ? " · lock set" : " · no lock") : ""} ·{" "}
            <span className={complete ? "status-ok" : "status-warn"}>
              {complete ? "Submitted" : "Incomplete"}
            </span>
          </div>
          {picks === null ? (
            <SkeletonRows label="Loading picks" rows={2} height="1.25em" />
          ) : list.length === 0 ? (
            <div className="small muted">No picks this week.</div>
          ) : (
            <ul className={`card-picks${expanded ? " card-picks-expanded" : ""}`}>
              {shown.map((p) => {
                const started = Date.parse(p.game_detail.game_time) <= nowMs;
                return (
                  <li key={p.id} className="card-pick" data-testid="card-pick">
                    <ResultMark value={p.is_correct} />
                    <span className="card-pick-text">
                      {pickText(p)}{" "}
                      <span className="muted small">{formatPrice(p.odds_at_pick, cal)}</span>
                    </span>
                    {p.is_lock && <span className="lock-tag">Lock</span>}
                    {/* The panel's own tag, not web/ui's AutoBadge: that module would be one more
                        preload in the first-visit /sportsbook chunk, which is at its ceiling. */}
                    {p.is_auto && (
                      <span
                        className="lock-tag"
                        title="Auto-pick: no pick was made by the deadline"
                      >
                        Auto
                      </span>
                    )}
                    {league.enable_locks && !hasLock && !started && (
                      <button
                        type="button"
                        className="btn btn-link btn-sm"
                        onClick={() => onSetLock(p)}
                      >
                        Set lock
                      </button>
                    )}
                    {!started && (
                      <label className="small share-toggle">
                        <input
                          type="checkbox"
                          checked={p.is_shared_early}
                          onChange={(e) => {
                            const shared = e.target.checked;
                            setApiData(
                              query,
                              (answer) =>
                                answer && {
                                  picks: answer.picks.map((x) =>
                                    x.id === p.id ? { ...x, is_shared_early: shared } : x,
                                  ),
                                },
                            );
                            void shareSubmitted(p, shared);
                          }}
                        />{" "}
                        Share
                      </label>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {list.length > COLLAPSED && (
            <button
              type="button"
              className="btn btn-link btn-sm"
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? "Show less" : `Show all ${list.length}`}
            </button>
          )}
        </>
      )}
    </section>
  );
}

export function LeaguePanel({
  leagues,
  loading,
  userId,
  selectedWeeks,
  openedWeeks,
  keepOpened,
  nowMs,
}: {
  leagues: SportsbookLeague[];
  /** The leagues are on their way: not yet "not in any league". */
  loading: boolean;
  userId: number | null;
  /** The week the fan moved each league's card to (useSelectedWeeks). */
  selectedWeeks: Map<number, number> | undefined;
  /** The week each card opened on, kept by the screen for the whole visit. */
  openedWeeks: Map<number, CardWeek>;
  /** False while the league status failed: a card's week is not settled yet. */
  keepOpened: boolean;
  nowMs: number;
}) {
  // A card the fan has not moved shows the week it opened on (its league's current week) for the
  // whole visit: when a refreshed answer completes that week, the card does not jump to the next
  // one under the fan's thumb (the arrows are there for that).
  const weekOf = (l: SportsbookLeague): CardWeek => {
    const lcal = calendarFor(l.sport_key);
    const saved = selectedWeeks?.get(l.id);
    if (saved !== undefined) return cardWeekOf(saved, lcal);
    const opened = openedWeeks.get(l.id) ?? cardWeekOf(l.current_week, lcal);
    if (keepOpened) openedWeeks.set(l.id, opened);
    return opened;
  };
  const onWeek = (l: SportsbookLeague, w: CardWeek) =>
    userId !== null && void saveSelectedWeek(userId, l.id, w, calendarFor(l.sport_key));
  const onSetLock = (p: SubmittedPick) => void lockSubmitted(p, pickText(p));
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(leagues.length / CARDS_AT_A_TIME));
  const visible = leagues.slice(page * CARDS_AT_A_TIME, page * CARDS_AT_A_TIME + CARDS_AT_A_TIME);
  return (
    <aside className="league-panel">
      <h2>Your Leagues</h2>
      {loading ? (
        <Skeleton width="70%" />
      ) : (
        leagues.length === 0 && <p className="muted small">You are not in any league yet.</p>
      )}
      {visible.map((l) => (
        <LeagueCard
          key={l.id}
          league={l}
          week={weekOf(l)}
          onWeek={(w) => onWeek(l, w)}
          nowMs={nowMs}
          onSetLock={onSetLock}
        />
      ))}
      {pages > 1 && (
        <div className="row-between small">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            ‹ Prev
          </button>
          <span>
            {page + 1} / {pages}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
          >
            Next ›
          </button>
        </div>
      )}
    </aside>
  );
}
