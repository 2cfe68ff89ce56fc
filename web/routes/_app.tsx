import { createFileRoute, Navigate, Outlet, redirect, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { SESSION_EXPIRED, useAuth } from "../api/session";
import { OfflineBanner } from "../features/sync/components/offline-banner";
import { ScoresTicker } from "../features/season/components/scores-ticker";
import { Header } from "./-components/header";

// Every route under _app is protected: anonymous users go to /login, which sends them back to
// the page they came from after signing in.
export const Route = createFileRoute("/_app")({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated) {
      throw redirect({ to: "/login", search: { redirect: location.href } });
    }
  },
  component: AppLayout,
});

function AppLayout() {
  const { isAuthenticated, error } = useAuth();
  const href = useLocation({ select: (location) => location.href });
  // The offline cold-start benchmark (npm run bench:offline-start) measures up to this mark.
  useEffect(() => {
    if (isAuthenticated && performance.getEntriesByName("shell-ready").length === 0)
      performance.mark("shell-ready");
  }, [isAuthenticated]);
  // Signed out while on a protected page: by Logout (plain /login) or because the session expired
  // (spec section 4: refresh failed → /login, coming back here after logging in again).
  if (!isAuthenticated) {
    return (
      <Navigate to="/login" search={error === SESSION_EXPIRED ? { redirect: href } : {}} replace />
    );
  }
  return (
    <div className="app-shell">
      <Header />
      <ScoresTicker />
      <OfflineBanner />
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
