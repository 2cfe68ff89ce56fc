/**
 * The texts of the account forms (spec 000 section 5) and the limits behind them. The client shows
 * these beside the fields and the server answers them in `{field: [message]}`, so they live here once.
 */

/** Longest accepted values; anything longer is rejected with a clear message, never stored. */
export const ACCOUNT_LIMITS = {
  /** RFC 5321 path limit. */
  emailMax: 254,
  usernameMin: 3,
  /** "under 30 characters": at most 29. */
  usernameMax: 29,
  passwordMin: 8,
  /** Upper bound keeps one hash cheap and stops megabyte passwords. */
  passwordMax: 128,
  nameMax: 150,
  bioMax: 500,
  /** Our tokens are 43 characters; anything much longer is not one of ours. */
  tokenMax: 200,
} as const;

export const ACCOUNT_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailTooLong: `Email must be at most ${ACCOUNT_LIMITS.emailMax} characters`,
  emailNotText: "Email must be text",

  usernameRequired: "Username is required",
  usernameTooShort: "Username must be at least 3 characters",
  usernameTooLong: "Username must be less than 30 characters",
  usernameCharacters: "Username can only contain letters, numbers, and underscores",
  usernameNotText: "Username must be text",
  usernameTaken: "A user with that username already exists.",

  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`,
  passwordUppercase: "Password must contain at least one uppercase letter",
  passwordSpecial: "Password must contain at least one special character",
  passwordNotText: "Password must be text",
  passwordHint:
    "Password must be at least 8 characters with 1 uppercase letter and 1 special character",

  confirmRequired: "Please confirm your password",
  confirmMismatch: "Passwords do not match",

  currentPasswordRequired: "Current password is required",
  currentPasswordWrong: "Current password is incorrect.",
  newPasswordSameAsCurrent: "New password must be different from the current password",

  firstNameTooLong: `First name must be at most ${ACCOUNT_LIMITS.nameMax} characters`,
  firstNameNotText: "First name must be text",
  lastNameTooLong: `Last name must be at most ${ACCOUNT_LIMITS.nameMax} characters`,
  lastNameNotText: "Last name must be text",
  bioTooLong: `Bio must be at most ${ACCOUNT_LIMITS.bioMax} characters`,
  bioNotText: "Bio must be text",
  avatarNotText: "Avatar must be an image data string or null",
  avatarChangedMeanwhile: "Your photo was changed on another device at the same moment. Try again.",

  tokenRequired: "Token is required",
  tokenNotText: "Token must be text",
  refreshRequired: "Refresh token is required",

  bodyNotObject: "Request body must be a JSON object",

  // Server answers (not field-bound).
  invalidCredentials: "Invalid email or password.",
  notVerified:
    "Your email address is not verified. Please check your inbox for the verification link.",
  verificationInvalid: "The verification link is invalid or has expired.",
  resetInvalid: "This password reset link is invalid or has expired.",
  refreshInvalid: "Refresh token is invalid or has expired.",
  registered: "Registration successful! Please check your email to verify your account.",
  verified: "Email verified successfully! You are now logged in.",
  verificationSent:
    "If an account with that email needs verification, a new link has been sent. Please check your inbox.",
  resetSent:
    "If an account with that email exists, a password reset link has been sent. Please check your inbox.",
  resetDone: "Password reset successful! You can now log in with your new password.",
  passwordChanged: "Password changed successfully.",
  loggedOut: "Logged out.",
} as const;
