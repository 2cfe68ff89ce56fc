/**
 * Field errors, the one shape every invalid request answers with (400 `{field: [message, ...]}`)
 * and every form shows beside its fields. A field is the dotted path of the value the message is
 * about ('picks.0.game_id'); a message about the whole body goes under `error`.
 */
import type * as v from "valibot";

export type FieldErrors = Record<string, string[]>;

/** Valibot issues as field errors, each message once per field. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) addFieldError(out, fieldOf(issue), issue.message);
  return out;
}

/** The field an issue is about. */
export const fieldOf = (issue: v.BaseIssue<unknown>) =>
  issue.path?.map((p) => String(p.key)).join(".") || "error";

/** Adds a message to a field (once). */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** Both sets of errors together. */
export function mergeFieldErrors(a: FieldErrors, b: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const errors of [a, b])
    for (const [field, messages] of Object.entries(errors))
      for (const m of messages) addFieldError(out, field, m);
  return out;
}
