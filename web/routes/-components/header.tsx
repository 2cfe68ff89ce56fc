import { Link, useNavigate } from "@tanstack/react-router";
import { useAuth } from "../../api/session";

export function Header() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <header className="app-header">
      <Link to="/dashboard" className="brand">
        <span className="brand-title">NCAA Pick&apos;em</span>
        <span className="brand-subtitle">
          {user ? `Welcome, ${user.username}` : "Championship Platform"}
        </span>
      </Link>
      <nav className="nav-links">
        <Link to="/dashboard" activeProps={{ className: "active" }}>
          Dashboard
        </Link>
      </nav>
      <div className="header-actions">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={async () => {
            await signOut();
            await navigate({ to: "/login" });
          }}
        >
          Logout
        </button>
      </div>
    </header>
  );
}
