import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { Header } from "./-components/header";

// Every route under _app is protected: anonymous users go to /login, which sends them back to
// the page they came from after signing in.
export const Route = createFileRoute("/_app")({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated) {
      throw redirect({ to: "/login", search: { redirect: location.href } });
    }
  },
  component: AppLayout,
});

function AppLayout() {
  return (
    <div className="app-shell">
      <Header />
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
