import { createFileRoute } from "@tanstack/react-router";
import { SportsbookNewPage } from "#web/features/sportsbook/components/sportsbook-new-page";

export const Route = createFileRoute("/_app/sportsbook-new")({
  component: SportsbookNewPage,
});
