/**
 * Account request schemas, shared by the web forms (run before sending) and the Worker (run again,
 * authoritative). Each field stops at its first failing rule (`abortPipeEarly`), so the server's
 * `{field: [message]}` and the form's "first message per field" are the same text.
 * Unknown extra fields are ignored (stripped), never stored.
 */
import * as v from "valibot";
import { ACCOUNT_LIMITS as L, ACCOUNT_MESSAGES as M } from "./messages";

const isMissing = (input: unknown) => input === undefined || input === null;

/** A string field; missing/null says `required`, another type says `notText`. */
const text = (required: string, notText: string) =>
  v.string((issue) => (isMissing(issue.input) ? required : notText));

const field = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

export const EmailSchema = field(
  v.pipe(
    text(M.emailRequired, M.emailNotText),
    v.trim(),
    v.nonEmpty(M.emailRequired),
    v.maxLength(L.emailMax, M.emailTooLong),
    v.email(M.emailInvalid),
    v.toLowerCase(),
  ),
);

export const UsernameSchema = field(
  v.pipe(
    text(M.usernameRequired, M.usernameNotText),
    v.nonEmpty(M.usernameRequired),
    v.minLength(L.usernameMin, M.usernameTooShort),
    v.maxLength(L.usernameMax, M.usernameTooLong),
    v.regex(/^[A-Za-z0-9_]+$/, M.usernameCharacters),
  ),
);

/** Strength rules for a new password (registration, reset, change). */
export const NewPasswordSchema = field(
  v.pipe(
    text(M.passwordRequired, M.passwordNotText),
    v.nonEmpty(M.passwordRequired),
    v.minLength(L.passwordMin, M.passwordTooShort),
    v.maxLength(L.passwordMax, M.passwordTooLong),
    v.regex(/\p{Lu}/u, M.passwordUppercase),
    // Special: anything that is not a letter, a digit or whitespace (e.g. ! @ # $ % _ -).
    v.regex(/[^\p{L}\p{N}\s]/u, M.passwordSpecial),
  ),
);

/** An existing password (login): only required and bounded, never strength-checked. */
export const ExistingPasswordSchema = field(
  v.pipe(
    text(M.passwordRequired, M.passwordNotText),
    v.nonEmpty(M.passwordRequired),
    v.maxLength(L.passwordMax, M.passwordTooLong),
  ),
);

const ConfirmSchema = field(
  v.pipe(text(M.confirmRequired, M.confirmRequired), v.nonEmpty(M.confirmRequired)),
);

const optionalName = (tooLong: string, notText: string) =>
  v.optional(field(v.pipe(v.string(notText), v.trim(), v.maxLength(L.nameMax, tooLong))), "");

const BioSchema = field(
  v.pipe(v.string(M.bioNotText), v.trim(), v.maxLength(L.bioMax, M.bioTooLong)),
);

/** An opaque token; longer than any we issue reads as the invalid link/token it is. */
const token = (required: string, invalid: string) =>
  field(
    v.pipe(
      text(required, M.tokenNotText),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(L.tokenMax, invalid),
    ),
  );

/** The message for a key that is absent from the body (valibot reports it on the object). */
const MISSING_KEY: Record<string, string> = {
  email: M.emailRequired,
  username: M.usernameRequired,
  password: M.passwordRequired,
  password_confirm: M.confirmRequired,
  current_password: M.currentPasswordRequired,
  new_password: M.passwordRequired,
  new_password_confirm: M.confirmRequired,
  token: M.tokenRequired,
  refresh: M.refreshRequired,
};

/**
 * A request body: any value is read (an array or a non-object gets the body message), but what a
 * caller sends is the object, so the schema's input type is the object's fields, not `unknown`.
 */
const obj = <E extends v.ObjectEntries>(entries: E) => {
  const object = objectOf(entries);
  const body = v.pipe(
    v.unknown(),
    v.check((input) => !Array.isArray(input), M.bodyNotObject),
    object,
  );
  return body as v.GenericSchema<
    v.InferInput<typeof object>,
    v.InferOutput<typeof body>,
    v.InferIssue<typeof body>
  >;
};

const objectOf = <E extends v.ObjectEntries>(entries: E) =>
  v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (issue.path?.length === 1 && typeof key === "string")
      return MISSING_KEY[key] ?? `${key} is required`;
    return M.bodyNotObject;
  });

export const LoginSchema = obj({ email: EmailSchema, password: ExistingPasswordSchema });

export const RegistrationSchema = v.pipe(
  obj({
    email: EmailSchema,
    username: UsernameSchema,
    password: NewPasswordSchema,
    password_confirm: ConfirmSchema,
    first_name: optionalName(M.firstNameTooLong, M.firstNameNotText),
    last_name: optionalName(M.lastNameTooLong, M.lastNameNotText),
  }),
  v.forward(
    v.partialCheck(
      [["password"], ["password_confirm"]],
      (input) => input.password === input.password_confirm,
      M.confirmMismatch,
    ),
    ["password_confirm"],
  ),
);

/** Forgot password and resend verification both take just an e-mail. */
export const EmailOnlySchema = obj({ email: EmailSchema });
export const ForgotPasswordSchema = EmailOnlySchema;
export const ResendVerificationSchema = EmailOnlySchema;

export const VerifyEmailSchema = obj({ token: token(M.tokenRequired, M.verificationInvalid) });

/** Server payload of POST /api/users/password-reset/confirm/. */
export const ResetPasswordConfirmSchema = obj({
  token: token(M.tokenRequired, M.resetInvalid),
  new_password: NewPasswordSchema,
});

/** The reset-password form ('New Password', 'Confirm New Password'); the token comes from the URL. */
export const ResetPasswordFormSchema = v.pipe(
  obj({ new_password: NewPasswordSchema, new_password_confirm: ConfirmSchema }),
  v.forward(
    v.partialCheck(
      [["new_password"], ["new_password_confirm"]],
      (input) => input.new_password === input.new_password_confirm,
      M.confirmMismatch,
    ),
    ["new_password_confirm"],
  ),
);

const CurrentPasswordSchema = field(
  v.pipe(
    text(M.currentPasswordRequired, M.passwordNotText),
    v.nonEmpty(M.currentPasswordRequired),
    v.maxLength(L.passwordMax, M.passwordTooLong),
  ),
);

/** Server payload of POST /api/users/change-password/. */
export const ChangePasswordSchema = v.pipe(
  obj({ current_password: CurrentPasswordSchema, new_password: NewPasswordSchema }),
  v.forward(
    v.partialCheck(
      [["current_password"], ["new_password"]],
      (input) => input.current_password !== input.new_password,
      M.newPasswordSameAsCurrent,
    ),
    ["new_password"],
  ),
);

/** The change-password form: the server payload plus a confirmation field. */
export const ChangePasswordFormSchema = v.pipe(
  obj({
    current_password: CurrentPasswordSchema,
    new_password: NewPasswordSchema,
    new_password_confirm: ConfirmSchema,
  }),
  v.forward(
    v.partialCheck(
      [["current_password"], ["new_password"]],
      (input) => input.current_password !== input.new_password,
      M.newPasswordSameAsCurrent,
    ),
    ["new_password"],
  ),
  v.forward(
    v.partialCheck(
      [["new_password"], ["new_password_confirm"]],
      (input) => input.new_password === input.new_password_confirm,
      M.confirmMismatch,
    ),
    ["new_password_confirm"],
  ),
);

/** PATCH /api/users/profile/: every field optional; e-mail and avatar are not changed here. */
export const ProfilePatchSchema = obj({
  username: v.optional(UsernameSchema),
  first_name: v.optional(
    field(
      v.pipe(v.string(M.firstNameNotText), v.trim(), v.maxLength(L.nameMax, M.firstNameTooLong)),
    ),
  ),
  last_name: v.optional(
    field(v.pipe(v.string(M.lastNameNotText), v.trim(), v.maxLength(L.nameMax, M.lastNameTooLong))),
  ),
  bio: v.optional(BioSchema),
  // A new avatar as an image data string (checked by its bytes on the server, domain/images.ts),
  // or null to remove it.
  avatar: v.optional(v.nullable(v.string(M.avatarNotText))),
});

export const RefreshSchema = obj({ refresh: token(M.refreshRequired, M.refreshInvalid) });
export const LogoutSchema = RefreshSchema;

// The request bodies the web sends (web/features/*/api/), typed from the schemas the Worker runs.
export type LoginInput = v.InferInput<typeof LoginSchema>;
export type RegistrationInput = v.InferInput<typeof RegistrationSchema>;
export type RegistrationPayload = v.InferOutput<typeof RegistrationSchema>;
export type EmailOnlyInput = v.InferInput<typeof EmailOnlySchema>;
export type VerifyEmailInput = v.InferInput<typeof VerifyEmailSchema>;
export type ResetPasswordConfirmInput = v.InferInput<typeof ResetPasswordConfirmSchema>;
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>;
export type ProfilePatchInput = v.InferInput<typeof ProfilePatchSchema>;
export type LogoutInput = v.InferInput<typeof LogoutSchema>;

/** The user object every account call answers (spec 000 section 3 plus profile fields). */
export interface AccountUser {
  id: number;
  username: string;
  email: string;
  date_joined: string;
  first_name: string;
  last_name: string;
  bio: string;
  avatar: string | null;
}

export interface AuthTokens {
  access: string;
  refresh: string;
}

/** POST /api/users/login/, and a verification that signs the user in (spec 000 section 7). */
export interface SignedInResponse {
  tokens: AuthTokens;
  user: AccountUser;
  message?: string;
}

/** POST /api/users/register/ */
export interface RegisteredResponse {
  message: string;
  email: string;
  verification_required: boolean;
}

/** Answers that only say what happened (resend, reset, logout, ...). */
export interface MessageResponse {
  message: string;
}
