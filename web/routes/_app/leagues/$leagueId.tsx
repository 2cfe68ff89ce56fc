import { useEffect } from "react";
import { createFileRoute, useSearch } from "@tanstack/react-router";
import { Banner } from "#web/ui/banner";
import { LazyBoard } from "#web/features/board/components/lazy-board";
import { LazyCommissionerActs } from "#web/features/commissioner/components/lazy-commissioner-acts";
import { LazyCommissionerLog } from "#web/features/commissioner/components/lazy-commissioner-log";
import { LazyLive } from "#web/features/gameday/components/lazy-live";
import { LeagueDetail } from "#web/features/leagues/components/league-detail";
import { LazySurvivor } from "#web/features/survivor/components/lazy-survivor";

export const Route = createFileRoute("/_app/leagues/$leagueId")({
  component: LeagueDetailPage,
});

function LeagueDetailPage() {
  const { leagueId } = Route.useParams();
  // ?edit=true (the sportsbook's "Open league settings") opens Edit League for the commissioner.
  // Read here, not by validateSearch: the route tree every page loads first stays as it was.
  const edit = String((useSearch({ strict: false }) as { edit?: unknown }).edit) === "true";
  const navigate = Route.useNavigate();
  // Read once: the address then drops it, so a reload after closing the dialog leaves it shut.
  useEffect(() => {
    if (edit) void navigate({ search: {}, replace: true });
  }, [edit, navigate]);
  if (!/^\d+$/.test(leagueId)) return <Banner kind="error">League not found.</Banner>;
  return (
    <LeagueDetail
      key={leagueId}
      leagueId={Number(leagueId)}
      board={LazyBoard}
      survivor={LazySurvivor}
      acts={LazyCommissionerActs}
      log={LazyCommissionerLog}
      live={LazyLive}
      initialEdit={edit}
    />
  );
}
