import { Link, useNavigate } from "@tanstack/react-router";
import { Fragment } from "react";
import { useAuth } from "#web/api/session";
import { LeaguesNavItem } from "#web/features/leagues/components/leagues-dropdown";
import { NotificationBell } from "#web/features/notifications/components/notification-bell";
import { SyncBadge } from "#web/features/sync/components/sync-badge";
import { confirmLogout } from "#web/offline/outbox";
import { askConfirm } from "#web/ui/dialog";
import { Button } from "#web/ui/button";
import { BrandMark } from "#web/ui/brand-mark";
import { Icon, type IconName } from "#web/ui/icons";
import { Menu } from "#web/ui/menu";

/** Asks first when changes are still waiting to sync, then signs out (the layout goes to /login). */
async function logOut(signOut: () => Promise<void>) {
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
  // The protected layout goes to /login as soon as the user is signed out; a second navigation
  // here, after the clean-up, would pull back a user already moving on.
  await signOut();
}

/**
 * The signed-in header: brand, main navigation, actions.
 * - Navigation: one <li> per section in `.nav-links` (Leagues with its dropdown, Sportsbook, … are
 *   added by their features); use `className="nav-link"` with an icon (`.nav-icon`) and a
 *   `.nav-label`. On phones the same list is the bottom tab bar (CSS only: one navigation), with
 *   the fan's profile as a fifth tab (`.nav-phone-only`).
 * - Actions: widgets such as notifications or the sync badge go before the account controls in
 *   `.header-actions`. Desktop shows Logout; phones the account menu.
 */
const TABS: {
  to: "/dashboard" | "/sportsbook" | "/sportsbook-new";
  label: string;
  icon: IconName;
}[] = [
  { to: "/dashboard", label: "Dashboard", icon: "home" },
  { to: "/sportsbook", label: "Sportsbook", icon: "ticket" },
  { to: "/sportsbook-new", label: "SportsbookNew", icon: "grid" },
];

export function Header() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
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
            {TABS.map((tab) => (
              <li key={tab.to}>
                <Link
                  to={tab.to}
                  className="nav-link"
                  activeProps={{ className: "active", "aria-current": "page" }}
                >
                  <Icon name={tab.icon} className="nav-icon" />
                  <span className="nav-label">
                    {/* 'SportsbookNew' may break before 'New' in a phone's tab, never elsewhere. */}
                    {tab.label.split(/(?<=[a-z])(?=[A-Z])/).map((part, i) => (
                      <Fragment key={part}>
                        {i > 0 && <wbr />}
                        {part}
                      </Fragment>
                    ))}
                  </span>
                </Link>
              </li>
            ))}
            <LeaguesNavItem />
            {/* The fan's own profile: a tab on phones; on desktop the spec's header has four links
                and the profile stays in the account menu. */}
            {user && (
              <li className="nav-phone-only">
                <Link
                  to="/profile/$username"
                  params={{ username: user.username }}
                  className="nav-link"
                  activeProps={{ className: "active", "aria-current": "page" }}
                >
                  <Icon name="user" className="nav-icon" />
                  <span className="nav-label">Profile</span>
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="header-actions">
          <SyncBadge />
          <NotificationBell />
          <Button
            variant="ghost"
            size="sm"
            className="header-logout"
            onClick={() => void logOut(signOut)}
          >
            Logout
          </Button>
          <Menu
            label="Account"
            triggerClassName="account-button"
            trigger={
              <span aria-hidden="true">{user?.username.slice(0, 1).toUpperCase() ?? "?"}</span>
            }
            title={
              <span className="account-menu-who">
                <strong>{user?.username}</strong>
                <span className="muted small">{user?.email}</span>
              </span>
            }
            items={[
              ...(user
                ? [
                    {
                      label: "Your profile",
                      onSelect: () =>
                        void navigate({
                          to: "/profile/$username",
                          params: { username: user.username },
                        }),
                    },
                  ]
                : []),
              { label: "Log out", onSelect: () => void logOut(signOut) },
            ]}
          />
        </div>
      </div>
    </header>
  );
}
