import { createFileRoute, redirect } from "@tanstack/react-router";

import { AuthLayout } from "../features/auth/components/auth-layout";
import { LoginForm } from "../features/auth/components/login-form";
import { safeRedirect } from "../features/auth/navigation";
import { searchText } from "./-components/search-params";

export const Route = createFileRoute("/login")({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: searchText(search.redirect),
  }),
  // A signed-in user has nothing to do here: send them on.
  beforeLoad: ({ context, search }) => {
    if (context.auth.isAuthenticated) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: target } = Route.useSearch();
  return (
    <AuthLayout>
      <LoginForm redirect={target} />
    </AuthLayout>
  );
}
