import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useAuth } from "#web/api/session";
import { DashboardGreeting } from "#web/features/dashboard/components/dashboard-greeting";
import { useDashboardLeagues } from "#web/features/dashboard/components/league-lists";
import { PhoneFold, WIDE } from "#web/features/dashboard/components/phone-fold";
import { StandingsCarousel } from "#web/features/dashboard/components/standings-carousel";
import { ThisWeekCard } from "#web/features/dashboard/components/this-week-card";
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
 * The dashboard (spec 000 "Dashboard", issue 43). A phone reads one column of about three screens:
 * "This week" first (each league's picks, lock and deadline), the standings, then the secondary
 * cards folded to a row each until tapped, and League Updates last (a feed that pages on, it grows
 * at the bottom). Wide screens: a main column (standings, stats, charts, updates) beside a side
 * column (this week, profile, poll, achievements), every card open.
 */
function Dashboard() {
  const { user } = useAuth();
  const { leagues, status } = useDashboardLeagues();
  // A fan in no league yet has nothing to pick: the greeting offers Join and Create.
  const inLeagues = leagues?.length !== 0;
  return (
    <div className="page dashboard">
      <DashboardGreeting username={user?.username ?? ""} />
      <div className="dash-grid">
        <div className="dash-col dash-main">
          <div className="dash-o2">
            <StandingsCarousel />
          </div>
          <div className="dash-o3">
            <PhoneFold title="Your Stats" hint="Record against the spread and totals">
              <Later title="Your Stats" estimate={1100}>
                <StatsSheet />
              </Later>
            </PhoneFold>
          </div>
          <div className="dash-o4">
            <PhoneFold title="Your Season" hint="Points and rank, week by week">
              <Later title="Your Season" estimate={640}>
                <ProgressPanel />
              </Later>
            </PhoneFold>
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
              <ThisWeekCard leagues={leagues} status={status} />
            </div>
          )}
          <div className="dash-o6">
            <PhoneFold title="Your Profile" hint="Your card and friends">
              <Later title="Your Profile" estimate={360} eagerWhenWide>
                <ProfileCard />
              </Later>
            </PhoneFold>
          </div>
          <div className="dash-o7">
            <PhoneFold title="AP Top 25" hint="This week's poll">
              <Later title="AP Top 25" estimate={560} eagerWhenWide>
                <RankingsWidget />
              </Later>
            </PhoneFold>
          </div>
          <div className="dash-o5">
            <PhoneFold title="Achievements" hint="What you have earned">
              <Later title="Achievements" estimate={560}>
                <AchievementGrid />
              </Later>
            </PhoneFold>
          </div>
        </div>
      </div>
    </div>
  );
}
