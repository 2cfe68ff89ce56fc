import { api } from "../../../api/client";
import type { SignedInResponse } from "./types";

/** With tokens and user the account is signed in; with only a message the user logs in next. */
export type VerifyEmailResponse = SignedInResponse | { message: string; tokens?: undefined };

const inFlight = new Map<string, Promise<VerifyEmailResponse>>();

/**
 * POST /api/users/verify-email/ {token}. Tokens are single use, so one token is sent once per page
 * load even when React mounts the screen twice (StrictMode) or the user re-renders it.
 */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  let pending = inFlight.get(token);
  if (!pending) {
    pending = api<VerifyEmailResponse>("/users/verify-email/", {
      method: "POST",
      body: { token },
      anonymous: true,
    });
    inFlight.set(token, pending);
  }
  return pending;
}
