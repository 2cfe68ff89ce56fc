import { createFileRoute } from "@tanstack/react-router";
import { RankingsWidget } from "#web/features/season/components/rankings-widget";
import { SportsbookPage } from "#web/features/sportsbook/components/sportsbook-page";

// The route composes the season feature's Top-25 widget into the sportsbook's left column
// (features never import each other).
export const Route = createFileRoute("/_app/sportsbook")({
  component: SportsbookRoute,
});

function SportsbookRoute() {
  return <SportsbookPage rankings={<RankingsWidget />} />;
}
