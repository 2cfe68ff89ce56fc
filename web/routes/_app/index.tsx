import { createFileRoute, redirect } from "@tanstack/react-router";

// "/" shows the dashboard (spec): one screen, one URL to link to.
export const Route = createFileRoute("/_app/")({
  beforeLoad: () => {
    throw redirect({ to: "/dashboard" });
  },
});
