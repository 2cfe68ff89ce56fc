// Shared steps of the account journeys (accounts-*.spec.ts), through the screens as a fan uses
// them: the register form, the mailed links opened from /dev/mailbox, the login and reset forms.
import { expect, type Page } from "@playwright/test";
import { mailboxLink, PASSWORD, RUN } from "./support";

/** The password the reset and change-password journeys move to. */
export const NEW_PASSWORD = "Touchdown#77";

let counter = 0;

/** A username and address no other account of this run has (not registered yet). */
export function freshAccount() {
  counter += 1;
  const username = `fan_${RUN}_${counter}`;
  return { username, email: `${username}@example.com` };
}

/** The first `<path>?token=` link mailed to `email`, opened from /dev/mailbox. */
export const mailedLink = (page: Page, email: string, path: string) =>
  mailboxLink(page, email, `${path}?token=`);

/** Fills and sends the register form (first and last name only when given). */
export async function submitRegister(
  page: Page,
  account: { username: string; email: string },
  names?: { first: string; last: string },
) {
  await page.goto("/register");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Username", { exact: true }).fill(account.username);
  if (names) {
    await page.getByLabel("First name").fill(names.first);
    await page.getByLabel("Last name").fill(names.last);
  }
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Registers through the form and waits for the verify-email screen. */
export async function register(page: Page, account: { username: string; email: string }) {
  await submitRegister(page, account, { first: "Sam", last: "Fan" });
  // Said once, by the toast: the screen it leads to does not repeat it.
  const registered = page.getByText(
    "Registration successful! Please check your email to verify your account.",
  );
  await expect(registered).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(registered).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
}

/** A fresh account registered through the form and verified through the mailed link. */
export async function signUpAndVerify(page: Page) {
  const account = freshAccount();
  await register(page, account);
  await page.goto(await mailedLink(page, account.email, "/verify-email"));
  await toDashboardAfterVerifying(page, account.username);
  return account;
}

/**
 * Verified and signed in: the one-tap join of the featured league waits (no 2 s hop while it is
 * offered); 'Go to Dashboard' passes it by, and the first dashboard welcomes the new fan.
 */
export async function toDashboardAfterVerifying(page: Page, username: string) {
  await expect(page.getByRole("button", { name: "Join Saturday Showdown" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole("heading", { name: `Welcome, ${username}`, exact: true }),
  ).toBeVisible();
}

/** Fills and sends the login form the page shows. */
export async function login(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** The old password is refused, the new one leads to the dashboard's greeting. */
export async function loginWithNewPassword(
  page: Page,
  account: { username: string; email: string },
) {
  await login(page, account.email, PASSWORD);
  await expect(page.getByText("Invalid email or password.").first()).toBeVisible();
  await login(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: greeting(account.username) })).toBeVisible();
}

/** Fills and sends the reset-password form the page shows. */
export async function submitReset(page: Page, password: string, confirm = password) {
  await page.getByLabel("New Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm New Password", { exact: true }).fill(confirm);
  await page.getByRole("button", { name: "Reset password" }).click();
}

export async function logout(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export const greeting = (username: string) =>
  new RegExp(`Good (morning|afternoon|evening), ${username}`);
