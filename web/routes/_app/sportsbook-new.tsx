import { createFileRoute } from "@tanstack/react-router";
import { SportsbookNewPage } from "#web/features/sportsbook/components/sportsbook-new-page";
import { lazyPart } from "#web/ui/lazy-dialog";

// The route composes the season feature's Top 25 into the sidebar (features never import each
// other). A phone shows it only in the Top 25 tab, so its code loads when it is first drawn.
const Rankings = lazyPart(() =>
  import("#web/features/season/components/sidebar-rankings").then((m) => m.SidebarRankings),
);

export const Route = createFileRoute("/_app/sportsbook-new")({
  component: SportsbookNewRoute,
});

function SportsbookNewRoute() {
  return <SportsbookNewPage rankings={<Rankings />} />;
}
