import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useAuth } from "#web/api/session";
import { DashboardGreeting } from "#web/features/dashboard/components/dashboard-greeting";
import { useDashboardLeagues } from "#web/features/dashboard/components/league-lists";
import { StandingsCarousel } from "#web/features/dashboard/components/standings-carousel";
import { AllLeagues, NeedsAttention } from "#web/features/leagues/components/my-leagues-panels";
import { Card } from "#web/ui/card";
import { lazyPart } from "#web/ui/lazy-dialog";
import { NearViewport } from "#web/ui/near-viewport";
import { Skeleton } from "#web/ui/skeleton";
import "#web/features/dashboard/dashboard.css";

export const Route = createFileRoute("/_app/dashboard")({
  component: Dashboard,
});

// Below a phone's first screen: their code loads as they come near it (the route's JavaScript
// budget, ADR 0603). The board draws League Updates' messages (features do not import each other).
const LeagueUpdates = lazyPart(() =>
  import("#web/features/dashboard/components/league-updates").then((m) => m.LeagueUpdates),
);
const MessageFeed = lazyPart(() =>
  import("#web/features/board/components/message-feed").then((m) => m.MessageFeed),
);
const StatsSheet = lazyPart(() =>
  import("#web/features/dashboard/components/stats-sheet").then((m) => m.StatsSheet),
);
const ProgressPanel = lazyPart(() =>
  import("#web/features/dashboard/components/progress-panel").then((m) => m.ProgressPanel),
);
const AchievementGrid = lazyPart(() =>
  import("#web/features/dashboard/components/achievement-grid").then((m) => m.AchievementGrid),
);
const ProfileCard = lazyPart(() =>
  import("#web/features/profile/components/profile-card").then((m) => m.ProfileCard),
);
const RankingsWidget = lazyPart(() =>
  import("#web/features/season/components/rankings-widget").then((m) => m.RankingsWidget),
);

/** Wide screens show the side column on their first screen: its cards load at once there. */
const WIDE = "(min-width: 900px)";
/**
 * How near the screen a card's place must come before its code loads. Small, so a phone's first
 * visit loads only what it shows.
 */
const NEAR_PX = 100;

function Later({
  title,
  estimate,
  eagerWhenWide = false,
  children,
}: {
  title: string;
  estimate: number;
  eagerWhenWide?: boolean;
  children: ReactNode;
}) {
  return (
    <NearViewport
      keep
      margin={NEAR_PX}
      estimate={estimate}
      eager={eagerWhenWide && matchMedia(WIDE).matches}
      shell={(height) => (
        <Card title={title} aria-label={title} aria-busy="true" style={{ minHeight: height }}>
          <Skeleton height="2.5rem" width="40%" />
        </Card>
      )}
    >
      {children}
    </NearViewport>
  );
}

/**
 * The dashboard (spec 000 "Dashboard"): one column on a phone in the order a fan reads it — what
 * needs picks, where they stand, their leagues, stats, charts and achievements, profile and poll,
 * and League Updates last (a feed that pages on, it grows at the bottom); on wide screens a main
 * column (standings, stats, charts, updates) beside a side column (leagues, profile, poll).
 */
function Dashboard() {
  const { user } = useAuth();
  const { leagues, status } = useDashboardLeagues();
  // A fan in no league yet has nothing to attend to: the greeting offers Join and Create.
  const inLeagues = leagues?.length !== 0;
  return (
    <div className="page dashboard">
      <DashboardGreeting username={user?.username ?? ""} />
      <div className="dash-grid">
        <div className="dash-col dash-main">
          <div className="dash-o2">
            <StandingsCarousel />
          </div>
          <div className="dash-o4">
            <Later title="Your Stats" estimate={1100}>
              <StatsSheet />
            </Later>
          </div>
          <div className="dash-o5">
            <Later title="Your Season" estimate={640}>
              <ProgressPanel />
            </Later>
          </div>
          <div className="dash-o9">
            <Later title="League Updates" estimate={720}>
              <LeagueUpdates feed={MessageFeed} />
            </Later>
          </div>
        </div>
        <div className="dash-col dash-side">
          {inLeagues && (
            <div className="dash-o1">
              <NeedsAttention leagues={leagues} status={status} />
            </div>
          )}
          {inLeagues && (
            <div className="dash-o3">
              <AllLeagues leagues={leagues} status={status} />
            </div>
          )}
          <div className="dash-o7">
            <Later title="Your Profile" estimate={360} eagerWhenWide>
              <ProfileCard />
            </Later>
          </div>
          <div className="dash-o8">
            <Later title="AP Top 25" estimate={560} eagerWhenWide>
              <RankingsWidget />
            </Later>
          </div>
          <div className="dash-o6">
            <Later title="Achievements" estimate={560}>
              <AchievementGrid />
            </Later>
          </div>
        </div>
      </div>
    </div>
  );
}
