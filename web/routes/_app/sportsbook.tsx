import { createFileRoute } from "@tanstack/react-router";
import { SportsbookPage } from "../../features/sportsbook/components/sportsbook-page";

export const Route = createFileRoute("/_app/sportsbook")({
  component: SportsbookRoute,
});

function SportsbookRoute() {
  return <SportsbookPage rankings={null} />;
}
