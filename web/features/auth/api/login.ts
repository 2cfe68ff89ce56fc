import { api } from "#web/api/client";
import type { LoginInput, SignedInResponse } from "#domain/accounts/contract";

/** POST /api/users/login/ → {tokens, user}. An unverified account fails with a 'not verified' error. */
export function login(input: LoginInput): Promise<SignedInResponse> {
  return api<SignedInResponse>("/users/login/", { method: "POST", body: input, anonymous: true });
}
