import { Link } from "@tanstack/react-router";
import { useAuth } from "#web/api/session";
import { LeaguesNavItem } from "#web/features/leagues/components/leagues-dropdown";
import { SyncBadge } from "#web/features/sync/components/sync-badge";
import { confirmLogout } from "#web/offline/outbox";
import { askConfirm } from "#web/ui/dialog";
import { Button } from "#web/ui/button";
import { BrandMark } from "#web/ui/brand-mark";

/**
 * The signed-in header: brand, main navigation, actions.
 * - Navigation: one <li> per section in `.nav-links` (Leagues with its dropdown, Sportsbook, … are
 *   added by their features); use `className="nav-link"` so the active page is highlighted.
 * - Actions: widgets such as notifications or the sync badge go before Logout in `.header-actions`.
 */
export function Header() {
  const { user, signOut } = useAuth();
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <Link to="/dashboard" className="brand">
          <BrandMark />
          <span className="brand-text">
            <span className="brand-title">NCAA Pick&apos;em</span>
            <span className="brand-subtitle">
              {user ? `Welcome, ${user.username}` : "Championship Platform"}
            </span>
          </span>
        </Link>
        <nav className="app-nav" aria-label="Main">
          <ul className="nav-links">
            <li>
              <Link to="/dashboard" className="nav-link" activeProps={{ className: "active" }}>
                Dashboard
              </Link>
            </li>
            <li>
              <Link to="/sportsbook" className="nav-link" activeProps={{ className: "active" }}>
                Sportsbook
              </Link>
            </li>
            <li>
              <Link to="/sportsbook-new" className="nav-link" activeProps={{ className: "active" }}>
                SportsbookNew
              </Link>
            </li>
            <LeaguesNavItem />
          </ul>
        </nav>
        <div className="header-actions">
          <SyncBadge />
          <Button
            variant="ghost"
            size="sm"
            onClick={async () => {
              if (
                !(await confirmLogout((message) =>
                  askConfirm({
                    title: "Log out?",
                    message,
                    confirmText: "Log out",
                    cancelText: "Stay signed in",
                    danger: true,
                  }),
                ))
              )
                return;
              // The protected layout goes to /login as soon as the user is signed out; a second
              // navigation here, after the clean-up, would pull back a user already moving on.
              await signOut();
            }}
          >
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
