import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import type { AuthState } from "../api/session";
import { UpdatePrompt } from "../features/sync/components/update-prompt";
import { ConfirmHost } from "../ui/dialog";
import { Toaster } from "../ui/toast";

export interface RouterContext {
  /** Live auth state (always the current value): read it in `beforeLoad` guards. */
  auth: Readonly<AuthState>;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      {/* Every page, signed in or not: a waiting new version is announced wherever the user is. */}
      <UpdatePrompt />
      <Outlet />
      <Toaster />
      <ConfirmHost />
    </>
  ),
  notFoundComponent: NotFound,
});

function NotFound() {
  return (
    <div className="auth-page">
      <main className="auth-card center">
        <h2>Page not found</h2>
        <p className="muted">The page you&apos;re looking for doesn&apos;t exist.</p>
        <Link to="/dashboard" className="btn btn-primary btn-block">
          Go to Dashboard
        </Link>
      </main>
    </div>
  );
}
