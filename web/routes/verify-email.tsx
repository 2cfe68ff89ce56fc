import { createFileRoute, useLocation } from "@tanstack/react-router";
import { searchText } from "./-components/search-params";
import { AuthLayout } from "../features/auth/components/auth-layout";
import { VerifyEmailScreen } from "../features/auth/components/verify-email-screen";

// Public even when signed in: a verification link may be opened from any session.
export const Route = createFileRoute("/verify-email")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: searchText(search.token),
  }),
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { token } = Route.useSearch();
  const state = useLocation({ select: (location) => location.state });
  return (
    <AuthLayout>
      <VerifyEmailScreen
        key={token ?? state.email ?? ""}
        token={token || undefined}
        email={state.email}
        message={state.message}
        justSent={state.justSent}
      />
    </AuthLayout>
  );
}
