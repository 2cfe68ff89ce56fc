import { lazy, Suspense } from "react";
import { useAuth } from "#web/api/session";
import { AuthLayout } from "#web/features/auth/components/auth-layout";
import { NotFoundMessage } from "./not-found-message";
import { RoutePending } from "./route-states";

// The shell is the signed-in code: a signed-out visitor's wrong address never loads it.
const SignedInNotFound = lazy(() => import("./signed-in-not-found"));

/**
 * What an address no screen answers shows: inside the app's shell for a signed-in fan (header, tab
 * bar), in the sign-in pages' frame otherwise.
 */
export function NotFound() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated)
    return (
      <Suspense fallback={<RoutePending />}>
        <SignedInNotFound />
      </Suspense>
    );
  return (
    <AuthLayout>
      <NotFoundMessage />
    </AuthLayout>
  );
}
