import { createFileRoute } from "@tanstack/react-router";
import { ProfilePage } from "#web/features/profile/components/profile-page";

// Protected by the _app layout; the page's code is in this route's own chunk (autoCodeSplitting),
// its lower cards in chunks of their own that load as they come near the screen.
export const Route = createFileRoute("/_app/profile/$username")({
  component: ProfileRoute,
});

function ProfileRoute() {
  const { username } = Route.useParams();
  // A new profile starts fresh (its own tabs, search, thresholds and half-written post).
  return <ProfilePage key={username.toLowerCase()} username={username} />;
}
