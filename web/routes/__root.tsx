import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { AuthState } from "../api/session";
import { UpdatePrompt } from "../features/sync/components/update-prompt";
import { ConfirmHost } from "../ui/dialog";
import { Toaster } from "../ui/toast";
import { NotFound } from "./-components/not-found";

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
