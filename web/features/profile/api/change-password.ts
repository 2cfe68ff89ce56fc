/**
 * POST /api/users/change-password/. Never queued in the outbox: a password change needs the
 * server's answer now (it checks the current password and ends the other sessions), so it goes
 * straight through `api()` and fails with ApiError status 0 when there is no network.
 */
import type { AuthTokens, ChangePasswordInput } from "#domain/accounts/contract";
import { api } from "#web/api/client";
import { setTokens } from "#web/api/tokens";

export interface ChangePasswordAnswer {
  message?: string;
  /** Fresh tokens for this session (the server revoked every earlier one). */
  tokens?: AuthTokens;
}

/** Changes the password and keeps this session on the new tokens the server hands out. */
export async function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordAnswer> {
  const answer = await api<ChangePasswordAnswer>("/users/change-password/", {
    method: "POST",
    body: {
      current_password: currentPassword,
      new_password: newPassword,
    } satisfies ChangePasswordInput,
  });
  if (answer?.tokens?.access) setTokens(answer.tokens);
  return answer ?? {};
}
