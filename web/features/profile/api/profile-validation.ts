/**
 * The profile form's check by the same rules the server applies (domain/accounts). Its own module:
 * the schema library loads when the user saves, not with the dashboard.
 */
import { profileFormErrors } from "#domain/accounts/form-errors";
import type { ProfileEdit } from "./profile-edit";

/** Field errors by the same rules the server applies (domain/accounts), or null when valid. */
export function validateProfile(edit: ProfileEdit): Record<string, string> | null {
  const errors = profileFormErrors(edit) as Record<string, string>;
  return Object.keys(errors).length ? errors : null;
}
