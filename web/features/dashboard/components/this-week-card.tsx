import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import type { MemberLeague } from "#domain/leagues/contract";
import { LEAGUE_LIMITS } from "#domain/leagues/limits";
import { formatKickoffDay } from "#web/lib/format";
import { Card } from "#web/ui/card";
import { Icon } from "#web/ui/icons";
import { Skeleton } from "#web/ui/skeleton";
import { ALL_PICKS_IN, weekHeadline, weekLine } from "../this-week";

/** The dashboard lists the first 10 leagues (spec 000); the count of those owing picks in full. */
const LIST_MAX = LEAGUE_LIMITS.dashboardListMax;

function LeagueLine({ league }: { league: MemberLeague }) {
  const line = weekLine(league);
  const facts = [line.picks, line.lock].filter(Boolean).join(" · ");
  // Owing picks: one tap to the sportsbook on this league; otherwise its page (a survivor
  // league's pick is made on its page, ADR 0407).
  const survivor = league.pool_format === "survivor";
  const link =
    line.owes && !survivor
      ? ({ to: "/sportsbook", search: { league: league.id } } as const)
      : ({ to: "/leagues/$leagueId", params: { leagueId: String(league.id) } } as const);
  return (
    <li>
      <Link {...link} className="week-line" data-owes={line.owes || undefined}>
        <span className="week-line-main">
          <span className="week-line-name">{league.name}</span>
          <span className="small week-line-facts">{facts}</span>
          {line.note ? (
            <span className="small muted week-line-note">{line.note}</span>
          ) : (
            league.next_deadline && (
              <span className="small muted">Closes {formatKickoffDay(league.next_deadline)}</span>
            )
          )}
        </span>
        {line.owes && (
          <span className="small week-line-cta">{survivor ? "Pick a team" : "Make picks"}</span>
        )}
        <Icon name="chevronRight" size={18} />
      </Link>
    </li>
  );
}

/**
 * "This week" (issue 43), the dashboard's first card: per league the picks made of those due, the
 * lock, and the next deadline — true per the server's "owes picks" answer (ADR 0502) — and, once
 * no league owes anything, whether the fan's picks are all in or none are due (`weekHeadline`).
 */
export function ThisWeekCard({
  leagues,
  status,
}: {
  /** undefined while the leagues load; null when they could not be (`status` says so). */
  leagues: readonly MemberLeague[] | null | undefined;
  status: ReactNode;
}) {
  const owing = leagues?.filter((l) => weekLine(l).owes).length ?? 0;
  const headline = leagues ? weekHeadline(leagues) : null;
  return (
    <Card
      className="this-week"
      title="This week"
      aria-label="This week"
      aria-busy={leagues === undefined || undefined}
      actions={
        owing > 0 && (
          <span className="small week-owing">
            {owing} league{owing === 1 ? "" : "s"} need{owing === 1 ? "s" : ""} picks
          </span>
        )
      }
    >
      {status}
      {leagues === null ? null : !leagues ? (
        <div className="week-lines-loading">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      ) : (
        <>
          {headline && (
            <p className="week-headline" data-all-in={headline.text === ALL_PICKS_IN || undefined}>
              {headline.text}
              {headline.note && <span className="small muted"> {headline.note}</span>}
            </p>
          )}
          <ul className="week-lines" aria-label="Your leagues this week">
            {leagues.slice(0, LIST_MAX).map((l) => (
              <LeagueLine key={l.id} league={l} />
            ))}
          </ul>
          {leagues.length > LIST_MAX && (
            <Link to="/leagues" className="small tap-area">
              See all {leagues.length} leagues
            </Link>
          )}
        </>
      )}
    </Card>
  );
}
