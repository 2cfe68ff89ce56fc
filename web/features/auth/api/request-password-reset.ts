import type { EmailOnlyInput } from "#domain/accounts/contract";
import { api } from "#web/api/client";

/** POST /api/users/password-reset/ {email}; answers the same whether or not the e-mail exists. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api("/users/password-reset/", {
    method: "POST",
    body: { email } satisfies EmailOnlyInput,
    anonymous: true,
  });
}
