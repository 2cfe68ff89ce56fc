import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { LeagueCentral } from "#web/features/leagues/components/league-central";

// ?join=CODE comes from an invitation e-mail: the Join by League Code form opens with it filled in.
const SearchSchema = v.object({
  join: v.optional(v.pipe(v.string(), v.maxLength(20))),
});

export const Route = createFileRoute("/_app/leagues/")({
  validateSearch: (search) => {
    const result = v.safeParse(SearchSchema, search);
    return result.success ? result.output : {};
  },
  component: LeaguesPage,
});

function LeaguesPage() {
  const { join } = Route.useSearch();
  return <LeagueCentral key={join ?? ""} initialCode={join} />;
}
