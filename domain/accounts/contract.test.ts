import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  changePasswordFormErrors,
  forgotPasswordFormErrors,
  loginFormErrors,
  profileFormErrors,
  registrationFormErrors,
  resetPasswordFormErrors,
} from "./form-errors";
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES as M } from "./messages";
import {
  ChangePasswordSchema,
  LoginSchema,
  ProfilePatchSchema,
  RefreshSchema,
  RegistrationSchema,
  ResetPasswordConfirmSchema,
  VerifyEmailSchema,
} from "./contract";

const GOOD_PASSWORD = "Pickem!2024";
const goodRegistration = {
  email: "fan@example.com",
  username: "big_fan_1",
  password: GOOD_PASSWORD,
  password_confirm: GOOD_PASSWORD,
  first_name: "Big",
  last_name: "Fan",
};

describe("spec section 5 messages are verbatim", () => {
  it.each([
    [M.emailRequired, "Email is required"],
    [M.emailInvalid, "Please enter a valid email address"],
    [M.usernameRequired, "Username is required"],
    [M.usernameTooShort, "Username must be at least 3 characters"],
    [M.usernameTooLong, "Username must be less than 30 characters"],
    [M.usernameCharacters, "Username can only contain letters, numbers, and underscores"],
    [M.passwordRequired, "Password is required"],
    [M.passwordTooShort, "Password must be at least 8 characters"],
    [M.passwordUppercase, "Password must contain at least one uppercase letter"],
    [M.passwordSpecial, "Password must contain at least one special character"],
    [M.confirmRequired, "Please confirm your password"],
    [M.confirmMismatch, "Passwords do not match"],
  ])("%s", (actual, expected) => expect(actual).toBe(expected));
});

describe("login form", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["valid", { email: "a@b.co", password: "x" }, {}],
    ["empty form", {}, { email: M.emailRequired, password: M.passwordRequired }],
    [
      "blank strings",
      { email: "  ", password: "" },
      { email: M.emailRequired, password: M.passwordRequired },
    ],
    [
      "null values",
      { email: null, password: null },
      { email: M.emailRequired, password: M.passwordRequired },
    ],
    ["not an e-mail", { email: "fan", password: "x" }, { email: M.emailInvalid }],
    ["missing domain dot", { email: "fan@", password: "x" }, { email: M.emailInvalid }],
    ["number e-mail", { email: 42, password: "x" }, { email: M.emailNotText }],
    ["array password", { email: "a@b.co", password: ["x"] }, { password: M.passwordNotText }],
    [
      "huge e-mail",
      { email: `${"a".repeat(10_000)}@b.co`, password: "x" },
      { email: M.emailTooLong },
    ],
    [
      "huge password",
      { email: "a@b.co", password: "A!".repeat(5_000) },
      { password: M.passwordTooLong },
    ],
    // Login never strength-checks: old passwords must still work.
    ["weak password still allowed", { email: "a@b.co", password: "abc" }, {}],
  ])("%s", (_name, values, expected) => expect(loginFormErrors(values)).toEqual(expected));

  it("normalises the e-mail (trim, lower case) and drops unknown fields", () => {
    const out = v.parse(LoginSchema, { email: "  Fan@Example.COM ", password: "x", admin: true });
    expect(out).toEqual({ email: "fan@example.com", password: "x" });
  });
});

describe("registration form", () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    ["valid", {}, {}],
    ["names optional", { first_name: undefined, last_name: undefined }, {}],
    ["e-mail required", { email: "" }, { email: M.emailRequired }],
    ["e-mail valid", { email: "nope@" }, { email: M.emailInvalid }],
    ["username required", { username: "" }, { username: M.usernameRequired }],
    ["username missing", { username: undefined }, { username: M.usernameRequired }],
    ["username 2 chars", { username: "ab" }, { username: M.usernameTooShort }],
    ["username 3 chars ok", { username: "abc" }, {}],
    ["username 29 chars ok", { username: "a".repeat(29) }, {}],
    ["username 30 chars", { username: "a".repeat(30) }, { username: M.usernameTooLong }],
    ["username 10 KB", { username: "a".repeat(10_240) }, { username: M.usernameTooLong }],
    ["username with space", { username: "big fan" }, { username: M.usernameCharacters }],
    ["username with dash", { username: "big-fan" }, { username: M.usernameCharacters }],
    [
      "username with SQL",
      { username: "x'; DROP TABLE users;--" },
      { username: M.usernameCharacters },
    ],
    ["username with HTML", { username: "<b>x</b>" }, { username: M.usernameCharacters }],
    ["username number", { username: 123 }, { username: M.usernameNotText }],
    [
      "password required",
      { password: "", password_confirm: "" },
      { password: M.passwordRequired, password_confirm: M.confirmRequired },
    ],
    [
      "password 7 chars",
      { password: "Abcde!1", password_confirm: "Abcde!1" },
      { password: M.passwordTooShort },
    ],
    ["password 8 chars ok", { password: "Abcdef!1", password_confirm: "Abcdef!1" }, {}],
    [
      "no uppercase",
      { password: "pickem!2024", password_confirm: "pickem!2024" },
      { password: M.passwordUppercase },
    ],
    [
      "no special",
      { password: "Pickem2024", password_confirm: "Pickem2024" },
      { password: M.passwordSpecial },
    ],
    [
      "space is not special",
      { password: "Pickem 2024", password_confirm: "Pickem 2024" },
      { password: M.passwordSpecial },
    ],
    ["underscore is special", { password: "Pickem_2024", password_confirm: "Pickem_2024" }, {}],
    [
      "password too long",
      { password: `A!${"a".repeat(127)}`, password_confirm: `A!${"a".repeat(127)}` },
      { password: M.passwordTooLong },
    ],
    ["confirm required", { password_confirm: "" }, { password_confirm: M.confirmRequired }],
    ["confirm missing", { password_confirm: undefined }, { password_confirm: M.confirmRequired }],
    [
      "confirm differs",
      { password_confirm: "Pickem!2025" },
      { password_confirm: M.confirmMismatch },
    ],
    ["first name too long", { first_name: "x".repeat(151) }, { first_name: M.firstNameTooLong }],
    ["last name too long", { last_name: "x".repeat(10_240) }, { last_name: M.lastNameTooLong }],
    ["first name not text", { first_name: 5 }, { first_name: M.firstNameNotText }],
  ];
  it.each(cases)("%s", (_name, patch, expected) =>
    expect(registrationFormErrors({ ...goodRegistration, ...patch })).toEqual(expected),
  );

  it("keeps HTML and SQL in names verbatim (escaping is the renderer's job)", () => {
    const out = v.parse(RegistrationSchema, {
      ...goodRegistration,
      first_name: "<script>alert(1)</script>",
      last_name: "O'Brien; DROP TABLE users;--",
    });
    expect(out.first_name).toBe("<script>alert(1)</script>");
    expect(out.last_name).toBe("O'Brien; DROP TABLE users;--");
  });

  it("rejects a body that is not an object", () => {
    expect(registrationFormErrors([] as never)).toEqual({ error: M.bodyNotObject });
  });
});

describe("forgot password form", () => {
  it.each<[string, unknown, Record<string, string>]>([
    ["valid", "fan@example.com", {}],
    ["empty", "", { email: M.emailRequired }],
    ["invalid", "fan.example.com", { email: M.emailInvalid }],
    ["too long", `${"a".repeat(250)}@b.co`, { email: M.emailTooLong }],
  ])("%s", (_name, email, expected) =>
    expect(forgotPasswordFormErrors({ email })).toEqual(expected),
  );
});

describe("reset password form", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["valid", { new_password: GOOD_PASSWORD, new_password_confirm: GOOD_PASSWORD }, {}],
    ["empty", {}, { new_password: M.passwordRequired, new_password_confirm: M.confirmRequired }],
    [
      "short",
      { new_password: "Ab!", new_password_confirm: "Ab!" },
      { new_password: M.passwordTooShort },
    ],
    [
      "no uppercase",
      { new_password: "abcdefg!", new_password_confirm: "abcdefg!" },
      { new_password: M.passwordUppercase },
    ],
    [
      "no special",
      { new_password: "Abcdefgh", new_password_confirm: "Abcdefgh" },
      { new_password: M.passwordSpecial },
    ],
    [
      "mismatch",
      { new_password: GOOD_PASSWORD, new_password_confirm: "other" },
      { new_password_confirm: M.confirmMismatch },
    ],
  ])("%s", (_name, values, expected) => expect(resetPasswordFormErrors(values)).toEqual(expected));

  it("server payload needs a token", () => {
    const result = v.safeParse(ResetPasswordConfirmSchema, { new_password: GOOD_PASSWORD });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(M.tokenRequired);
  });

  it("an absurdly long token reads as invalid (the web then shows Invalid Reset Link)", () => {
    const result = v.safeParse(ResetPasswordConfirmSchema, {
      token: "t".repeat(ACCOUNT_LIMITS.tokenMax + 1),
      new_password: GOOD_PASSWORD,
    });
    expect(result.issues?.[0]?.message).toBe(M.resetInvalid);
    expect(M.resetInvalid).toMatch(/invalid/);
  });
});

describe("change password form", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      "valid",
      { current_password: "old", new_password: GOOD_PASSWORD, new_password_confirm: GOOD_PASSWORD },
      {},
    ],
    [
      "empty",
      {},
      {
        current_password: M.currentPasswordRequired,
        new_password: M.passwordRequired,
        new_password_confirm: M.confirmRequired,
      },
    ],
    [
      "same as current",
      {
        current_password: GOOD_PASSWORD,
        new_password: GOOD_PASSWORD,
        new_password_confirm: GOOD_PASSWORD,
      },
      { new_password: M.newPasswordSameAsCurrent },
    ],
    [
      "weak new password",
      { current_password: "old", new_password: "weakpass", new_password_confirm: "weakpass" },
      { new_password: M.passwordUppercase },
    ],
    [
      "mismatch",
      { current_password: "old", new_password: GOOD_PASSWORD, new_password_confirm: "Pickem!2025" },
      { new_password_confirm: M.confirmMismatch },
    ],
  ])("%s", (_name, values, expected) => expect(changePasswordFormErrors(values)).toEqual(expected));

  it("server payload is {current_password, new_password}", () => {
    expect(
      v.parse(ChangePasswordSchema, { current_password: "a", new_password: GOOD_PASSWORD }),
    ).toEqual({
      current_password: "a",
      new_password: GOOD_PASSWORD,
    });
  });
});

describe("profile patch", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["empty patch", {}, {}],
    ["names and bio", { first_name: "A", last_name: "B", bio: "Roll Tide" }, {}],
    ["username rules apply", { username: "a b" }, { username: M.usernameCharacters }],
    ["username too short", { username: "ab" }, { username: M.usernameTooShort }],
    ["username empty", { username: "" }, { username: M.usernameRequired }],
    ["bio 500 ok", { bio: "x".repeat(500) }, {}],
    ["bio 501", { bio: "x".repeat(501) }, { bio: M.bioTooLong }],
    ["bio 10 KB", { bio: "x".repeat(10_240) }, { bio: M.bioTooLong }],
    ["bio not text", { bio: 1 }, { bio: M.bioNotText }],
    ["first name too long", { first_name: "x".repeat(151) }, { first_name: M.firstNameTooLong }],
    ["last name not text", { last_name: {} }, { last_name: M.lastNameNotText }],
  ])("%s", (_name, values, expected) => expect(profileFormErrors(values)).toEqual(expected));

  it("drops fields that cannot be patched here", () => {
    expect(v.parse(ProfilePatchSchema, { email: "x@y.z", id: 9, bio: " hi " })).toEqual({
      bio: "hi",
    });
  });
});

describe("token payloads", () => {
  it.each<[string, v.GenericSchema, unknown, string | null]>([
    ["verify ok", VerifyEmailSchema, { token: "abc" }, null],
    ["verify missing", VerifyEmailSchema, {}, M.tokenRequired],
    ["verify number", VerifyEmailSchema, { token: 5 }, M.tokenNotText],
    ["refresh ok", RefreshSchema, { refresh: "abc" }, null],
    ["refresh missing", RefreshSchema, {}, M.refreshRequired],
    ["refresh too long", RefreshSchema, { refresh: "r".repeat(10_240) }, M.refreshInvalid],
  ])("%s", (_name, schema, input, message) => {
    const result = v.safeParse(schema, input);
    expect(result.issues?.[0]?.message ?? null).toBe(message);
  });
});
