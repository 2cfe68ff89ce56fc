import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { fetchEarly } from "./api/client";
import { authRef, AuthProvider, startSession, useAuth } from "./api/session";
import { getAccessToken, getRefreshToken, onTokensChange } from "./api/tokens";
import { registerServiceWorker } from "./offline/sw-update";
import { routeTree } from "./routeTree.gen";
import { RouteError, RoutePending } from "./routes/-components/route-states";
import { BrandMark } from "./ui/brand-mark";
import "./ui/styles.css";

// The router reads the auth state through a live reference, so a guard that runs right after
// signIn()/signOut() already sees the new state (docs/decisions/0601-auth-state-store.md).
const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  scrollRestoration: true,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  context: { auth: authRef },
});

/** A GET on the API: its path and query, as the screen asks for it. */
export type EarlyGet = [path: string, query?: Record<string, string | number | boolean>];

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /**
     * The GETs the screen asks for first, exactly as it asks (the same path and query). With a
     * stored session they start at boot, beside the profile check (see below).
     */
    early?: (search: URLSearchParams) => EarlyGet[];
  }
}

function App() {
  const { isLoading } = useAuth();
  // Spec: 'Loading...' while the auth state loads; routes then decide with a settled state.
  if (isLoading)
    return (
      <div className="page-loading">
        <BrandMark />
        Loading...
      </div>
    );
  return <RouterProvider router={router} />;
}

// With a stored session the app says 'Loading...' until the profile check answers (spec 000
// section 4). The check starts now, before React's first render, and the screen's code and first
// data start beside it rather than after it: two round trips less before a phone draws the page
// it opened. An expired session loses nothing: those calls refresh it like any other.
startSession();
if (getAccessToken()) {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  const search = new URLSearchParams(window.location.search);
  for (const route of routes) {
    for (const [path, query] of route.options.staticData?.early?.(search) ?? [])
      fetchEarly(path, query);
  }
}

// The service worker on every page (registered after load: installable, updates announced).
registerServiceWorker();

// The offline machinery (Dexie, the outbox sender, the session mirror the service worker reads)
// serves a signed-in user: it loads beside the first render when the device holds a session, or
// at login — never on a signed-out visit to /login or /register, which it would only slow down.
let offlineStarted = false;
function startOfflineWithSession() {
  if (offlineStarted || !getRefreshToken()) return;
  offlineStarted = true;
  void import("./offline/start").then(({ startOffline }) => startOffline());
}
onTokensChange(startOfflineWithSession);
startOfflineWithSession();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AuthProvider>
      <App />
    </AuthProvider>
  </StrictMode>,
);
