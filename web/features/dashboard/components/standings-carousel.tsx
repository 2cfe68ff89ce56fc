import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "@tanstack/react-router";
import {
  DASHBOARD_TOP_MEMBERS,
  type DashboardLeague,
  type StandingRow,
} from "#domain/standings/contract";
import { LEAGUE_LIMITS } from "#domain/leagues/limits";
import { useApiQuery } from "#web/lib/query";
import { Avatar } from "#web/ui/avatar";
import { LoadFailed } from "#web/ui/load-failed";
import { Button } from "#web/ui/button";
import { CachedNotice } from "#web/ui/cached-notice";
import { Card } from "#web/ui/card";
import { EmptyState } from "#web/ui/empty-state";
import { Icon } from "#web/ui/icons";
import { Skeleton } from "#web/ui/skeleton";
import { dashboardStandingsQuery } from "../api/dashboard-api";
import { stillAlive, survivorStanding } from "../survivor-standing";

const TOP = DASHBOARD_TOP_MEMBERS;

function Row({ row }: { row: StandingRow }) {
  // A survivor league's row: its standing and weeks survived, not points (ADR 0407).
  const standing = survivorStanding(row);
  return (
    <li className={row.is_current_user ? "dash-standing is-self" : "dash-standing"}>
      <span className="dash-rank">{row.rank}</span>
      <Avatar name={row.username} src={row.avatar} size={32} />
      {/* Name and record are one link: a thumb-sized target to the profile. */}
      <Link className="dash-who" to="/profile/$username" params={{ username: row.username }}>
        <span className="dash-name">{row.username}</span>
        <span className="small muted">
          {standing === null
            ? row.pick_ratio
            : `${row.weeks_survived ?? 0} week${row.weeks_survived === 1 ? "" : "s"} survived`}
        </span>
      </Link>
      {standing === null ? (
        <span className="dash-points">
          <strong>{row.total_points}</strong> <span className="small muted">pts</span>
        </span>
      ) : (
        <span
          className={
            row.survivor_status === "alive" ? "dash-survivor is-alive" : "dash-survivor is-out"
          }
        >
          {standing}
        </span>
      )}
    </li>
  );
}

function Slide({
  league,
  index,
  count,
}: {
  league: DashboardLeague;
  index: number;
  count: number;
}) {
  const rows = league.top_members.slice(0, TOP);
  // The user's own row, after the top five when they are further down.
  const mine = league.user_position !== null && league.user_position > TOP ? league.user_row : null;
  const alive = stillAlive(league);
  return (
    <div
      className="dash-slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}: ${league.name}`}
    >
      <h3 className="dash-slide-title">
        <Link to="/leagues/$leagueId" params={{ leagueId: String(league.id) }} className="tap-area">
          {league.name}
        </Link>
      </h3>
      {(league.user_position !== null || alive) && (
        <p className="small muted dash-slide-meta">
          {[
            alive,
            league.user_position !== null &&
              `Your rank: ${league.user_position} of ${league.total_members}`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="muted">No standings data available</p>
      ) : (
        <ol className="dash-standings" aria-label={`${league.name} standings`}>
          {rows.map((row) => (
            <Row key={row.user_id} row={row} />
          ))}
          {mine && (
            <>
              <li className="dash-gap" aria-hidden="true">
                ⋯
              </li>
              <Row row={mine} />
            </>
          )}
        </ol>
      )}
      {league.total_members > TOP && (
        <Link
          to="/leagues/$leagueId"
          params={{ leagueId: String(league.id) }}
          className="btn btn-secondary dash-view-all"
        >
          View All {league.total_members} Members
        </Link>
      )}
    </div>
  );
}

/**
 * The slides scroll inside the track (CSS scroll-snap: a swipe on a phone), and the buttons, the
 * dots and the arrow keys move it; `current` follows the scroll position.
 */
function Carousel({ leagues }: { leagues: DashboardLeague[] }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [atEnd, setAtEnd] = useState(leagues.length <= 1);
  const [overflows, setOverflows] = useState(leagues.length > 1);
  const measure = useCallback(() => {
    const el = track.current;
    const first = el?.firstElementChild as HTMLElement | null;
    if (!el || !first) return;
    const step = first.offsetWidth + parseFloat(getComputedStyle(el).columnGap || "0");
    setCurrent(Math.min(leagues.length - 1, Math.round(el.scrollLeft / step)));
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 2);
    setOverflows(el.scrollWidth > el.clientWidth + 2);
  }, [leagues.length]);
  useEffect(() => {
    measure();
    addEventListener("resize", measure);
    return () => removeEventListener("resize", measure);
  }, [measure, leagues]);
  const go = (index: number) => {
    const el = track.current;
    const slide = el?.children[Math.max(0, Math.min(leagues.length - 1, index))] as
      HTMLElement | undefined;
    if (el && slide)
      el.scrollTo({
        left: slide.offsetLeft - el.offsetLeft,
        behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
      });
  };
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    go(current + step);
  };
  const many = leagues.length > 1;
  return (
    <>
      <div
        ref={track}
        className="dash-track"
        role={many ? "region" : undefined}
        tabIndex={many ? 0 : undefined}
        aria-label={many ? "Standings by league: swipe or use the arrow keys" : undefined}
        onScroll={measure}
        onKeyDown={onKey}
      >
        {leagues.map((league, i) => (
          <Slide key={league.id} league={league} index={i} count={leagues.length} />
        ))}
      </div>
      {many && overflows && (
        <div className="dash-carousel-nav">
          <Button
            variant="ghost"
            size="sm"
            className="dash-nav-btn"
            aria-label="Previous league"
            disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            <Icon name="chevronRight" className="dash-flip" />
          </Button>
          <div className="dash-dots">
            {leagues.map((league, i) => (
              <button
                key={league.id}
                type="button"
                className="dash-dot"
                aria-label={`Show ${league.name}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="dash-nav-btn"
            aria-label="Next league"
            disabled={atEnd}
            onClick={() => go(current + 1)}
          >
            <Icon name="chevronRight" />
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * League Standings (spec 000 "Dashboard"): one slide per league with its top five, the user's own
 * row after them when they are further down, and 'View All N Members' to the league's standings.
 */
export function StandingsCarousel() {
  const answer = useApiQuery(dashboardStandingsQuery());
  const leagues = answer.data?.leagues;
  return (
    <Card
      title="League Standings"
      aria-label="League Standings"
      className="dash-standings-card"
      actions={<CachedNotice path="/standings/dashboard_standings/" />}
    >
      {leagues ? (
        leagues.length === 0 ? (
          <EmptyState icon="trophy">No leagues found. Join a league to see standings!</EmptyState>
        ) : (
          <Carousel leagues={leagues.slice(0, LEAGUE_LIMITS.dashboardListMax)} />
        )
      ) : answer.isError ? (
        <LoadFailed onRetry={answer.retry}>Failed to load standings</LoadFailed>
      ) : (
        // About the height of a slide, so the cards below do not move when it arrives.
        <div className="dash-standings-loading" aria-busy="true">
          <Skeleton height={24} width="55%" />
          {Array.from({ length: TOP }, (_, i) => (
            <Skeleton key={i} height={48} />
          ))}
          <Skeleton height={44} />
        </div>
      )}
    </Card>
  );
}
