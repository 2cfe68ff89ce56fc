import { createFileRoute } from "@tanstack/react-router";
import { useAuth } from "#web/api/session";
import { DashboardGreeting } from "#web/features/dashboard/components/dashboard-greeting";
import { ProfileCard } from "#web/features/profile/components/profile-card";
import { RankingsWidget } from "#web/features/season/components/rankings-widget";

export const Route = createFileRoute("/_app/dashboard")({
  component: Dashboard,
});

function Dashboard() {
  const { user } = useAuth();
  return (
    <div className="page">
      <DashboardGreeting username={user?.username ?? ""} />
      <ProfileCard />
      <RankingsWidget />
    </div>
  );
}
