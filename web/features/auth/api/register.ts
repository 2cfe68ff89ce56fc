import { api } from "#web/api/client";

export interface RegistrationInput {
  email: string;
  username: string;
  password: string;
  password_confirm: string;
  first_name: string;
  last_name: string;
}

export interface RegistrationResponse {
  message: string;
  email: string;
  verification_required: boolean;
}

/** POST /api/users/register/ → {message, email, verification_required}; field errors answer 400. */
export function register(input: RegistrationInput): Promise<RegistrationResponse> {
  return api<RegistrationResponse>("/users/register/", {
    method: "POST",
    body: input,
    anonymous: true,
  });
}
