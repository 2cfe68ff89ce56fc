import { createFileRoute } from "@tanstack/react-router";
import { Banner } from "#web/ui/banner";
import { LazyBoard } from "#web/features/board/components/lazy-board";
import { LeagueDetail } from "#web/features/leagues/components/league-detail";

export const Route = createFileRoute("/_app/leagues/$leagueId")({
  component: LeagueDetailPage,
});

function LeagueDetailPage() {
  const { leagueId } = Route.useParams();
  if (!/^\d+$/.test(leagueId)) return <Banner kind="error">League not found.</Banner>;
  return <LeagueDetail key={leagueId} leagueId={Number(leagueId)} board={LazyBoard} />;
}
