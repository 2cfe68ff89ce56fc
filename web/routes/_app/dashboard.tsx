import { createFileRoute } from "@tanstack/react-router";
import { useAuth } from "../../api/session";
import { DashboardGreeting } from "../../features/dashboard/components/dashboard-greeting";
import { ProfileCard } from "../../features/profile/components/profile-card";
import { RankingsWidget } from "../../features/season/components/rankings-widget";

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
