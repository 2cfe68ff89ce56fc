import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { authRef, AuthProvider, useAuth } from "./api/session";
import { routeTree } from "./routeTree.gen";
import { RouteError, RoutePending } from "./routes/-components/route-states";
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

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

function App() {
  const { isLoading } = useAuth();
  // Spec: 'Loading...' while the auth state loads; routes then decide with a settled state.
  if (isLoading) return <div className="page-loading">Loading...</div>;
  return <RouterProvider router={router} />;
}

// Offline machinery (outbox sender, session mirror for the service worker, SW registration after
// load): loaded beside the first render, never in its way (and out of the initial bundle).
void import("./offline/start").then(({ startOffline }) => startOffline());

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AuthProvider>
      <App />
    </AuthProvider>
  </StrictMode>,
);
