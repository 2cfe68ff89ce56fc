import { Link } from "@tanstack/react-router";
import { useAuth } from "#web/api/session";
import { formatDate } from "#web/lib/format";
import { Badge } from "#web/ui/badge";
import { Avatar } from "#web/ui/avatar";
import { Card } from "#web/ui/card";
import { ProfileLink } from "./profile-link";
import type { MemberLeague } from "#domain/leagues/contract";

/** Lists on the league page show the first 10 (spec 000 section 9 "dashboard lists 10"). */
const LIST_MAX = 10;

function LeagueLink({ league }: { league: MemberLeague }) {
  return (
    <Link to="/leagues/$leagueId" params={{ leagueId: String(league.id) }}>
      {league.name}
    </Link>
  );
}

/**
 * Beside a league (spec 000 "League detail"): the viewer's profile card, 'Needs Attention' (leagues
 * with picks remaining) and 'All Leagues' with a Submitted / Pending badge.
 */
export function MyLeaguesPanels({ leagues }: { leagues: MemberLeague[] }) {
  const { user } = useAuth();
  const needs = leagues.filter((l) => l.is_active && l.needs_action);
  return (
    <>
      {user && (
        <Card title="Your Profile">
          <p className="profile-who">
            <Avatar name={user.username} src={user.avatar} size={36} />
            <strong>
              <ProfileLink username={user.username} />
            </strong>
          </p>
          <p className="small muted">{user.email}</p>
          <p className="small muted">Member since {formatDate(user.date_joined)}</p>
        </Card>
      )}
      <Card title={`Needs Attention (${needs.length})`}>
        {needs.length === 0 ? (
          <p className="small muted">All your picks are in.</p>
        ) : (
          <ul className="plain-list small">
            {needs.slice(0, LIST_MAX).map((l) => (
              <li key={l.id}>
                <LeagueLink league={l} />{" "}
                <span className="muted">
                  {l.picks_remaining} pick{l.picks_remaining === 1 ? "" : "s"} left
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="All Leagues">
        <ul className="plain-list small">
          {leagues.slice(0, LIST_MAX).map((l) => (
            <li key={l.id} className="row-between">
              <LeagueLink league={l} />
              {l.needs_action ? (
                <Badge tone="warning" title="Submission Status">
                  Pending
                </Badge>
              ) : (
                <Badge tone="success" title="Submission Status">
                  Submitted
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
