import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { LEAGUE_LIMITS } from "#domain/leagues/enums";
import { myLeaguesQuery } from "#web/api/shared-queries";
import { useApiQuery } from "#web/lib/query";

/**
 * Header 'Leagues' link with the 'Your Leagues' dropdown (spec 000 section 2): at most 10 leagues
 * (name, sport, 'Week N'), 'No leagues yet' with 'Join your first league', closes on outside click.
 */
export function LeaguesNavItem() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  // Loaded when opened; the last list shown stays, and with none a failure says so (not 'No
  // leagues yet').
  const query = useApiQuery({ ...myLeaguesQuery(), enabled: open });
  const leagues = query.data?.results ?? null;
  const failed = query.isError;

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <li ref={ref} className="nav-dropdown">
      <Link to="/leagues" className="nav-link" activeProps={{ className: "active" }}>
        Leagues
      </Link>
      <button
        type="button"
        className="nav-dropdown-toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label="Your Leagues"
        onClick={() => setOpen((o) => !o)}
      >
        ▾
      </button>
      {open && (
        <div className="dropdown-menu" role="menu">
          <div className="dropdown-title">Your Leagues</div>
          {leagues === null && failed ? (
            <div className="dropdown-empty">Couldn&apos;t load your leagues. Try again later.</div>
          ) : leagues === null ? (
            <div className="dropdown-empty">Loading...</div>
          ) : leagues.length === 0 ? (
            <div className="dropdown-empty">
              No leagues yet
              <br />
              <Link to="/leagues" onClick={() => setOpen(false)}>
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
                onClick={() => setOpen(false)}
              >
                <strong>{l.name}</strong>
                <span className="muted small league-dropdown-meta">
                  {l.sport_name} · Week {l.current_week}
                </span>
              </Link>
            ))
          )}
        </div>
      )}
    </li>
  );
}
