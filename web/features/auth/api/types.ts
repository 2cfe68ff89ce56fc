import type { User } from "#web/api/session";

export interface AuthTokens {
  access: string;
  refresh: string;
}

/** POST /api/users/login/ and a verification that signs in (spec section 7). */
export interface SignedInResponse {
  tokens: AuthTokens;
  user: User;
  message?: string;
}
