import { Link } from "@tanstack/react-router";
import { LEAGUE_LIMITS } from "#domain/leagues/limits";
import { calendarFor, weekTitle } from "#domain/season/calendars";
import { myLeaguesQuery } from "#web/api/shared-queries";
import { useApiQuery } from "#web/lib/query";
import { SkeletonRows } from "#web/ui/skeleton";

/** The 'Your Leagues' menu of the header (spec 000 section 2), loaded when first opened. */
export function LeaguesMenu({ onClose }: { onClose: () => void }) {
  // The last list shown stays, and with none a failure says so (not 'No leagues yet').
  const query = useApiQuery(myLeaguesQuery());
  const leagues = query.data?.results ?? null;
  const failed = query.isError;
  return (
    <div className="dropdown-menu" role="menu">
      <div className="dropdown-title">Your Leagues</div>
      {leagues === null && failed ? (
        <div className="dropdown-empty">Couldn&apos;t load your leagues. Try again later.</div>
      ) : leagues === null ? (
        <div className="dropdown-empty">
          <SkeletonRows label="Loading your leagues" rows={3} height={36} />
        </div>
      ) : leagues.length === 0 ? (
        <div className="dropdown-empty">
          No leagues yet
          <br />
          <Link to="/leagues" onClick={() => onClose()}>
            Join your first league
          </Link>
        </div>
      ) : (
        leagues.slice(0, LEAGUE_LIMITS.headerDropdownMax).map((l) => (
          <Link
            key={l.id}
            role="menuitem"
            className="dropdown-item"
            to="/leagues/$leagueId"
            params={{ leagueId: String(l.id) }}
            onClick={() => onClose()}
          >
            <strong>{l.name}</strong>
            <span className="muted small league-dropdown-meta">
              {l.sport_name} · {weekTitle(l.current_week, calendarFor(l.sport_key))}
            </span>
          </Link>
        ))
      )}
    </div>
  );
}
