/**
 * The profile form's check by the same rules the server applies (domain/accounts). Its own module:
 * the schema library loads when the user saves, not with the dashboard.
 */
import * as v from "valibot";
import { ProfilePatchSchema } from "#domain/accounts/contract";
import type { ProfileEdit } from "./profile";

/** Field errors by the same rules the server applies (domain/accounts), or null when valid. */
export function validateProfile(edit: ProfileEdit): Record<string, string> | null {
  const result = v.safeParse(ProfilePatchSchema, edit);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join(".") || "error";
    errors[key] ??= issue.message;
  }
  return errors;
}
