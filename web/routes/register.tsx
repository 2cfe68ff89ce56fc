import { createFileRoute, redirect } from "@tanstack/react-router";
import { AuthLayout } from "../features/auth/components/auth-layout";
import { RegisterForm } from "../features/auth/components/register-form";

export const Route = createFileRoute("/register")({
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated) throw redirect({ to: "/dashboard" });
  },
  component: () => (
    <AuthLayout wide>
      <RegisterForm />
    </AuthLayout>
  ),
});
