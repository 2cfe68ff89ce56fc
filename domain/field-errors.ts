/**
 * Field errors, the one shape every invalid request answers with (400 `{field: [message, ...]}`)
 * and every form shows beside its fields. A field is the dotted path of the value the message is
 * about ('picks.0.game_id'); a message about the whole body goes under `error`.
 *
 * A field can be a key the client chose (a strict body's unknown key), so the map has no
 * prototype: `__proto__` or `constructor` is a field like any other, never Object.prototype's
 * member (issue 42 N5: `{"__proto__": 1}` was a 500). It serialises as a plain object would.
 */
import type * as v from "valibot";

export type FieldErrors = Record<string, string[]>;

/** An empty set of field errors, safe for any field name. */
export const noFieldErrors = (): FieldErrors => Object.create(null) as FieldErrors;

/** Valibot issues as field errors, each message once per field. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out = noFieldErrors();
  for (const issue of issues) addFieldError(out, fieldOf(issue), issue.message);
  return out;
}

/** The field an issue is about. */
export const fieldOf = (issue: v.BaseIssue<unknown>) =>
  issue.path?.map((p) => String(p.key)).join(".") || "error";

/** Adds a message to a field (once). */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  // Own properties only, and defined rather than assigned: on a plain object `errors.__proto__ = […]`
  // would replace its prototype instead of adding a field.
  if (!Object.hasOwn(errors, field))
    Object.defineProperty(errors, field, {
      value: [],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  const list = errors[field]!;
  if (!list.includes(message)) list.push(message);
}

/** Both sets of errors together. */
export function mergeFieldErrors(a: FieldErrors, b: FieldErrors): FieldErrors {
  const out = noFieldErrors();
  for (const errors of [a, b])
    for (const [field, messages] of Object.entries(errors))
      for (const m of messages) addFieldError(out, field, m);
  return out;
}
