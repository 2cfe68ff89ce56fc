import type { RegisteredResponse, RegistrationInput } from "#domain/accounts/contract";
import { api } from "#web/api/client";

/** POST /api/users/register/ → {message, email, verification_required}; field errors answer 400. */
export function register(input: RegistrationInput): Promise<RegisteredResponse> {
  return api<RegisteredResponse>("/users/register/", {
    method: "POST",
    body: input,
    anonymous: true,
  });
}
