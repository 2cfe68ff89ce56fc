import type { ResetPasswordConfirmInput } from "#domain/accounts/contract";
import { api } from "#web/api/client";

/** POST /api/users/password-reset/confirm/ {token, new_password}; a used or old token fails 'invalid or has expired'. */
export function confirmPasswordReset(token: string, newPassword: string): Promise<unknown> {
  return api("/users/password-reset/confirm/", {
    method: "POST",
    body: { token, new_password: newPassword } satisfies ResetPasswordConfirmInput,
    anonymous: true,
  });
}
