import { Link } from "@tanstack/react-router";
import type { MemberLeague, PublicLeague } from "#domain/leagues/contract";
import {
  DURATION_LABELS,
  POOL_FORMAT_LABELS,
  SUBMISSION_DEADLINE_LABELS,
} from "#domain/leagues/enums";
import { calendarFor, weekTitle } from "#domain/season/calendars";
import { Badge } from "#web/ui/badge";
import { Button } from "#web/ui/button";
import { SubmissionBadge } from "./my-leagues-panels";

/** League Central's cards: a league of mine (to open it), a public league (to open or join it). */

export function MyLeagueCard({ league }: { league: MemberLeague }) {
  return (
    <Link to="/leagues/$leagueId" params={{ leagueId: String(league.id) }} className="league-card">
      <div className="league-card-top">
        <strong className="league-card-name">{league.name}</strong>
        {league.user_role === "admin" && <Badge tone="primary">Commissioner</Badge>}
      </div>
      <div className="muted small">
        {league.sport_name} · {league.season_name} ·{" "}
        {weekTitle(league.current_week, calendarFor(league.sport_key))}
      </div>
      <div className="league-card-meta small">
        <span>
          {league.member_count}/{league.max_members} members
        </span>
        <Badge tone={league.league_type === "public" ? "info" : "neutral"}>
          {league.league_type === "public" ? "Public" : "Private"}
        </Badge>
        {league.is_active ? <SubmissionBadge league={league} /> : <Badge>Completed</Badge>}
      </div>
    </Link>
  );
}

export function PublicLeagueCard({
  league,
  joining,
  onJoin,
}: {
  league: PublicLeague;
  joining: boolean;
  onJoin: (league: PublicLeague) => void;
}) {
  const full = league.member_count >= league.max_members;
  return (
    <div className="league-card">
      <Link
        to="/leagues/$leagueId"
        params={{ leagueId: String(league.id) }}
        className="league-card-link"
      >
        <div className="league-card-top">
          <strong className="league-card-name">{league.name}</strong>
          {league.is_sponsored && <Badge tone="info">Sponsored</Badge>}
          {league.pool_format === "confidence" && (
            <Badge tone="neutral">{POOL_FORMAT_LABELS.confidence}</Badge>
          )}
        </div>
        {league.description && (
          <p className="small league-card-description">{league.description}</p>
        )}
        <div className="muted small">
          {league.sport_name} ·{" "}
          {league.postseason_only
            ? "Postseason card"
            : (DURATION_LABELS[league.duration_type as keyof typeof DURATION_LABELS] ??
              league.duration_type)}{" "}
          ·{" "}
          {SUBMISSION_DEADLINE_LABELS[
            league.submission_deadline as keyof typeof SUBMISSION_DEADLINE_LABELS
          ] ?? league.submission_deadline}
        </div>
        <div className="muted small">
          {league.member_count}/{league.max_members} members · by {league.creator_username}
        </div>
      </Link>
      <div className="league-card-actions">
        {league.is_member ? (
          <Button size="sm" variant="secondary" disabled>
            Already Joined
          </Button>
        ) : full ? (
          <Button size="sm" variant="secondary" disabled>
            League Full
          </Button>
        ) : (
          <Button size="sm" busy={joining} onClick={() => onJoin(league)}>
            Quick Join
          </Button>
        )}
      </div>
    </div>
  );
}
