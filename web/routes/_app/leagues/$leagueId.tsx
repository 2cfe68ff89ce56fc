import { useEffect } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { Banner } from "#web/ui/banner";
import { LazyBoard } from "#web/features/board/components/lazy-board";
import { LeagueDetail } from "#web/features/leagues/components/league-detail";

// ?edit=true (the sportsbook's "Open league settings") opens Edit League for the commissioner.
export const Route = createFileRoute("/_app/leagues/$leagueId")({
  validateSearch: (search: Record<string, unknown>): { edit?: boolean } =>
    search.edit === true || search.edit === "true" ? { edit: true } : {},
  component: LeagueDetailPage,
});

function LeagueDetailPage() {
  const { leagueId } = Route.useParams();
  const { edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Read once: the address then drops it, so a reload after closing the dialog leaves it shut.
  useEffect(() => {
    if (edit) void navigate({ search: {}, replace: true });
  }, [edit, navigate]);
  if (!/^\d+$/.test(leagueId)) return <Banner kind="error">League not found.</Banner>;
  return (
    <LeagueDetail key={leagueId} leagueId={Number(leagueId)} board={LazyBoard} initialEdit={edit} />
  );
}
