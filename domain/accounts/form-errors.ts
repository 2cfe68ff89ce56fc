/**
 * Pure form checks for the web: each returns `{field: message}` (the first message per field) or
 * `{}` when the form may be sent. Same schemas as the server, so the texts match what it answers.
 */
import * as v from "valibot";
import { fieldOf } from "../field-errors";
import {
  ChangePasswordFormSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfilePatchSchema,
  RegistrationSchema,
  ResetPasswordFormSchema,
} from "./contract";

export type FormErrors<K extends string = string> = Partial<Record<K, string>>;

/** First message per field of any schema; issues without a path go under `error`. */
export function firstFieldErrors(schema: v.GenericSchema, values: unknown): FormErrors {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  // No prototype: a field named `constructor` is not Object's (domain/field-errors.ts).
  const out: FormErrors = Object.create(null);
  for (const issue of result.issues) out[fieldOf(issue)] ??= issue.message;
  return out;
}

type Values<K extends string> = Partial<Record<K, unknown>>;

export const loginFormErrors = (values: Values<"email" | "password">) =>
  firstFieldErrors(LoginSchema, values) as FormErrors<"email" | "password">;

type RegistrationField =
  "email" | "username" | "password" | "password_confirm" | "first_name" | "last_name";
export const registrationFormErrors = (values: Values<RegistrationField>) =>
  firstFieldErrors(RegistrationSchema, values) as FormErrors<RegistrationField>;

export const forgotPasswordFormErrors = (values: Values<"email">) =>
  firstFieldErrors(ForgotPasswordSchema, values) as FormErrors<"email">;

type ResetField = "new_password" | "new_password_confirm";
export const resetPasswordFormErrors = (values: Values<ResetField>) =>
  firstFieldErrors(ResetPasswordFormSchema, values) as FormErrors<ResetField>;

type ChangeField = "current_password" | "new_password" | "new_password_confirm";
export const changePasswordFormErrors = (values: Values<ChangeField>) =>
  firstFieldErrors(ChangePasswordFormSchema, values) as FormErrors<ChangeField>;

type ProfileField = "username" | "first_name" | "last_name" | "bio";
export const profileFormErrors = (values: Values<ProfileField>) =>
  firstFieldErrors(ProfilePatchSchema, values) as FormErrors<ProfileField>;
