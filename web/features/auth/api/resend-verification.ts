import type { EmailOnlyInput } from "#domain/accounts/contract";
import { api } from "#web/api/client";

/** POST /api/users/resend-verification/ {email}; answers the same whether or not the e-mail exists. */
export function resendVerification(email: string): Promise<unknown> {
  return api("/users/resend-verification/", {
    method: "POST",
    body: { email } satisfies EmailOnlyInput,
    anonymous: true,
  });
}
