import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { useAuth } from "#web/api/session";
import { formatDate } from "#web/lib/format";
import { Badge } from "#web/ui/badge";
import { Avatar } from "#web/ui/avatar";
import { Card } from "#web/ui/card";
import { Icon } from "#web/ui/icons";
import { Skeleton } from "#web/ui/skeleton";
import { ProfileLink } from "./profile-link";
import type { MemberLeague } from "#domain/leagues/contract";
import { LEAGUE_LIMITS } from "#domain/leagues/limits";
import "./my-leagues-panels.css";

/** Lists on the league page and the dashboard show the first 10. */
const LIST_MAX = LEAGUE_LIMITS.dashboardListMax;

interface ListProps {
  /** undefined while the leagues load; null when they could not be (`status` says so). */
  leagues: readonly MemberLeague[] | null | undefined;
  /** Said above the list: that it shows saved data, or that it could not be loaded. */
  status?: ReactNode;
}

/** What is still to do this week: picks, or only the lock. */
const toDo = (l: MemberLeague) =>
  l.picks_remaining > 0
    ? `${l.picks_remaining} pick${l.picks_remaining === 1 ? "" : "s"} left`
    : "Lock needed";

/**
 * Submitted (spec 000 section 4): every pick of the week made, and the lock where locks are on —
 * whether or not the week is still open. The spec's "Pending" is said as what is owed ("2 picks
 * left", "Lock needed"), and only while the league owes picks this week (`needs_action`, the one
 * rule in domain/picks/owes-picks.ts); a week that owes nothing has no picks due (issue 43).
 */
function submissionStatus(l: MemberLeague) {
  const done =
    l.user_stats.current_week_picks_made >= l.picks_required_this_week &&
    (!l.enable_locks || l.user_stats.current_week_lock_made);
  if (done) return { text: "Submitted", tone: "success" } as const;
  if (l.needs_action) return { text: toDo(l), tone: "warning" } as const;
  return { text: "No picks due", tone: "neutral" } as const;
}

/** A league's submission status for this week, with its 'Submission Status' tooltip. */
export function SubmissionBadge({ league }: { league: MemberLeague }) {
  const status = submissionStatus(league);
  return (
    <Badge tone={status.tone} title="Submission Status">
      <span className="sr-only">Submission Status: </span>
      {status.text}
    </Badge>
  );
}

function LoadingRows() {
  return (
    <div className="league-status-loading" aria-busy="true">
      <Skeleton height={44} />
      <Skeleton height={44} />
    </div>
  );
}

/**
 * 'Needs Attention' (spec 000): the leagues with picks remaining this week — the count in full,
 * the first 10 listed, each opening the sportsbook on that league to make them.
 */
export function NeedsAttention({ leagues, status }: ListProps) {
  const needs = leagues?.filter((l) => l.is_active && l.needs_action) ?? [];
  const title = leagues ? `Needs Attention (${needs.length})` : "Needs Attention";
  return (
    <Card className="league-status" title={title} aria-label={title}>
      {status}
      {leagues === null ? null : !leagues ? (
        <LoadingRows />
      ) : needs.length === 0 ? (
        <p className="small muted">All your picks are in.</p>
      ) : (
        <ul className="league-status-list" aria-label="Leagues with picks to make">
          {needs.slice(0, LIST_MAX).map((l) => (
            <li key={l.id}>
              <Link to="/sportsbook" search={{ league: l.id }} className="league-status-row">
                <span className="league-status-name">{l.name}</span>
                <span className="small league-status-left">{toDo(l)}</span>
                <Icon name="chevronRight" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** 'All Leagues' (spec 000): the first 10, each with its submission badge (Submitted, what is still owed, or No picks due) for this week. */
export function AllLeagues({ leagues, status }: ListProps) {
  return (
    <Card className="league-status" title="All Leagues" aria-label="All Leagues">
      {status}
      {leagues === null ? null : !leagues ? (
        <LoadingRows />
      ) : leagues.length === 0 ? (
        <p className="small muted">You are not in a league yet.</p>
      ) : (
        <ul className="league-status-list" aria-label="Your leagues">
          {leagues.slice(0, LIST_MAX).map((l) => (
            <li key={l.id}>
              <Link
                to="/leagues/$leagueId"
                params={{ leagueId: String(l.id) }}
                className="league-status-row"
              >
                <span className="league-status-name">{l.name}</span>
                <SubmissionBadge league={l} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * Beside a league (spec 000 "League detail"): the viewer's profile card, 'Needs Attention' (leagues
 * with picks remaining) and 'All Leagues' with its submission badge.
 */
export function MyLeaguesPanels({ leagues }: { leagues: MemberLeague[] }) {
  const { user } = useAuth();
  return (
    <>
      {user && (
        <Card title="Your Profile">
          <p className="profile-who">
            <Avatar name={user.username} src={user.avatar} size={36} />
            <strong>
              <ProfileLink username={user.username} className="tap-area" />
            </strong>
          </p>
          <p className="small muted">{user.email}</p>
          <p className="small muted">Member since {formatDate(user.date_joined)}</p>
        </Card>
      )}
      <NeedsAttention leagues={leagues} />
      <AllLeagues leagues={leagues} />
    </>
  );
}
