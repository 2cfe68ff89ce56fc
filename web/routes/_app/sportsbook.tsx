import { createFileRoute } from "@tanstack/react-router";
import { SportsbookPage } from "#web/features/sportsbook/components/sportsbook-page";
import { lazyPart } from "#web/ui/lazy-dialog";

// The route composes the season feature's Top-25 widget into the sportsbook's left column
// (features never import each other). A phone shows it only in the Top 25 tab, so its code loads
// when it is first drawn.
const Rankings = lazyPart(() =>
  import("#web/features/season/components/rankings-widget").then((m) => m.RankingsWidget),
);

export const Route = createFileRoute("/_app/sportsbook")({
  component: SportsbookRoute,
});

function SportsbookRoute() {
  return <SportsbookPage rankings={<Rankings />} />;
}
