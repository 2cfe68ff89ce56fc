import { createFileRoute } from "@tanstack/react-router";
import { LeagueCentral } from "#web/features/leagues/components/league-central";
import { searchText } from "#web/routes/-components/search-params";

// ?join=CODE comes from an invitation e-mail: the Join by League Code form opens with it filled in.
// ?create=true (the dashboard's "Create a league") opens the Create League dialog.

export const Route = createFileRoute("/_app/leagues/")({
  validateSearch: (search: Record<string, unknown>): { join?: string; create?: boolean } => {
    const join = searchText(search.join);
    return {
      ...(join && join.length <= 20 ? { join } : {}),
      ...(search.create === true || search.create === "true" ? { create: true } : {}),
    };
  },
  component: LeaguesPage,
});

function LeaguesPage() {
  const { join, create } = Route.useSearch();
  return <LeagueCentral key={join ?? ""} initialCode={join} initialCreate={create} />;
}
