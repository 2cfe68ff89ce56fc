import { api } from "#web/api/client";
import { ApiError } from "#web/api/errors";
import type { SignedInResponse, VerifyEmailInput } from "#domain/accounts/contract";

/** With tokens and user the account is signed in; with only a message the user logs in next. */
export type VerifyEmailResponse = SignedInResponse | { message: string; tokens?: undefined };

const inFlight = new Map<string, Promise<VerifyEmailResponse>>();

/**
 * POST /api/users/verify-email/ {token}. Tokens are single use, so one token is sent once per page
 * load even when React mounts the screen twice (StrictMode) or the user re-renders it — unless no
 * answer came or the server failed (network, 5xx): then the token is unused and may be sent again.
 */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = api<VerifyEmailResponse>("/users/verify-email/", {
      method: "POST",
      body: { token } satisfies VerifyEmailInput,
      anonymous: true,
    });
    inFlight.set(token, pending);
    pending.catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
        inFlight.delete(token);
    });
  }
  return pending;
}

/** Whether a failed verification means the link itself is bad (not the network or the server). */
export const isBadLink = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;
