import {
  createFileRoute,
  Outlet,
  redirect,
  useNavigate,
  useRouterState,
} from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { SESSION_EXPIRED, useAuth } from "../api/session";
import { AppShell } from "./-components/app-shell";

// Every route under _app is protected: anonymous users go to /login, which sends them back to
// the page they came from after signing in.
export const Route = createFileRoute("/_app")({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated) {
      throw redirect({ to: "/login", search: { redirect: location.href } });
    }
  },
  // The shell's first answers: the bell's count and today's college games for the ticker, as
  // use-unread-count.ts and season-api.ts ask for them (written out here: importing those would
  // put the signed-in code in every page's entry). e2e/phone-nfl-league.spec.ts fails on a drift.
  staticData: {
    early: () => [
      ["/notifications/unread_count/"],
      ["/ticker/", { sport: "ncaa-football", live_only: false, today_only: true }],
    ],
  },
  component: AppLayout,
});

function AppLayout() {
  const { isAuthenticated, error } = useAuth();
  const navigate = useNavigate();
  // The page on screen (not a navigation still pending), for coming back after logging in again.
  const shownHref = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).href,
  });
  const leaving = useRef(false);
  // The offline cold-start benchmark (npm run bench:offline-start) measures up to this mark.
  useEffect(() => {
    if (isAuthenticated && performance.getEntriesByName("shell-ready").length === 0)
      performance.mark("shell-ready");
  }, [isAuthenticated]);
  // Signed out while on a protected page: by Logout (plain /login) or because the session expired
  // (spec section 4: refresh failed → /login, coming back here after logging in again). One
  // navigation, decided when it happens: rendering a redirect would start a new one whenever the
  // pending location changed.
  useEffect(() => {
    if (isAuthenticated) {
      leaving.current = false;
      return;
    }
    if (leaving.current) return;
    leaving.current = true;
    void navigate({
      to: "/login",
      search: error === SESSION_EXPIRED ? { redirect: shownHref } : {},
      replace: true,
    });
  }, [isAuthenticated, error, shownHref, navigate]);
  if (!isAuthenticated) return null;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
