import { createFileRoute } from "@tanstack/react-router";
import { searchText } from "./-components/search-params";
import { AuthLayout } from "../features/auth/components/auth-layout";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";

export const Route = createFileRoute("/reset-password")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: searchText(search.token),
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <AuthLayout>
      <ResetPasswordForm key={token ?? ""} token={token || undefined} />
    </AuthLayout>
  );
}
