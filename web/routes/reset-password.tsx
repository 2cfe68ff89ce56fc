import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { searchText } from "./-components/search-params";
import { AuthLayout } from "../features/auth/components/auth-layout";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";

export const Route = createFileRoute("/reset-password")({
  validateSearch: v.object({ token: searchText }),
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
