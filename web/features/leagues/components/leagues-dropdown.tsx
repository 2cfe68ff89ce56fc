import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { lazyPart } from "#web/ui/lazy-dialog";
import { Icon } from "#web/ui/icons";

/**
 * Header 'Leagues' link with the 'Your Leagues' dropdown (spec 000 section 2): at most 10 leagues
 * (name, sport, 'Week N'), 'No leagues yet' with 'Join your first league', closes on outside click.
 */
// The menu's code and data load when it is first opened.
const LeaguesMenu = lazyPart(() => import("./leagues-menu").then((m) => m.LeaguesMenu));

export function LeaguesNavItem() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);

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
        <Icon name="trophy" className="nav-icon" />
        <span className="nav-label">Leagues</span>
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
      {open && <LeaguesMenu onClose={() => setOpen(false)} />}
    </li>
  );
}
