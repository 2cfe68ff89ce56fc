import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { useAuth } from "../api/session";
import { Toaster } from "../ui/toast";

export interface RouterContext {
  auth: ReturnType<typeof useAuth>;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Toaster />
    </>
  ),
});
