import { createFileRoute } from "@tanstack/react-router";
import { SidebarRankings } from "#web/features/season/components/sidebar-rankings";
import { SportsbookNewPage } from "#web/features/sportsbook/components/sportsbook-new-page";

// The route composes the season feature's Top 25 into the sidebar (features never import each other).
export const Route = createFileRoute("/_app/sportsbook-new")({
  component: SportsbookNewRoute,
});

function SportsbookNewRoute() {
  return <SportsbookNewPage rankings={<SidebarRankings />} />;
}
