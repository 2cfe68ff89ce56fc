import { createFileRoute } from "@tanstack/react-router";
import { useAuth } from "../../api/session";

export const Route = createFileRoute("/_app/dashboard")({
  component: Dashboard,
});

function greeting(hour: number) {
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}

function Dashboard() {
  const { user } = useAuth();
  return (
    <section className="dashboard">
      <h1>
        {greeting(new Date().getHours())}, {user?.username}
      </h1>
    </section>
  );
}
