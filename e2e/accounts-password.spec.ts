// Account journeys of issue 2 against the real built app (fresh database per run): forgot → reset
// → login, dead reset and verification links, and the password change (online only, never queued).
import { expect, test } from "./fixtures";
import {
  NEW_PASSWORD,
  mailedLink,
  signUpAndVerify,
  loginWithNewPassword,
  submitReset,
  logout,
  greeting,
} from "./account-forms";
import { PASSWORD } from "./support";

test("forgot password, reset through the mailed link, log in with the new password", async ({
  page,
}) => {
  const account = await signUpAndVerify(page);
  await logout(page);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes at once, but the login form (its own Email field) stays on screen until
  // the forgot-password screen's code has loaded: the email goes into that screen's field.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Password reset email sent! Please check your inbox.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  // 'try again' goes back to the form.
  await page.getByRole("button", { name: "try again" }).click();
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();

  const link = await mailedLink(page, account.email, "/reset-password");
  await page.goto(link);
  await expect(
    page.getByText(
      "Password must be at least 8 characters with 1 uppercase letter and 1 special character",
    ),
  ).toBeVisible();
  const newPassword = page.getByLabel("New Password", { exact: true });
  await newPassword.fill(NEW_PASSWORD);
  // Show/hide on each password field.
  await expect(newPassword).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).first().click();
  await expect(newPassword).toHaveAttribute("type", "text");
  await page.getByLabel("Confirm New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(
    page.getByText("Password reset successful! You can now log in with your new password.").first(),
  ).toBeVisible();

  // The link works once.
  await page.goto(link);
  await submitReset(page, NEW_PASSWORD);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();

  await page.getByRole("link", { name: "Back to Login" }).click();
  await loginWithNewPassword(page, account);
});

test("a bad or missing reset token shows 'Invalid Reset Link'", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByText("This password reset link is invalid or has expired.")).toBeVisible();

  await page.goto("/reset-password?token=not-a-real-token");
  await submitReset(page, NEW_PASSWORD);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toBeVisible();
  await page.getByRole("link", { name: "Request new reset link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.goto("/verify-email?token=not-a-real-token");
  await expect(page.getByText("The verification link is invalid or has expired.")).toBeVisible();
  await page.goto("/verify-email");
  await expect(page.getByText("No email verification request found.")).toBeVisible();
});

test("change password online, then log in with it; offline the form needs a connection and queues nothing", async ({
  page,
  context,
}) => {
  const account = await signUpAndVerify(page);

  await page.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await expect(dialog).toBeVisible();
  const current = dialog.getByLabel("Current Password", { exact: true });
  const fresh = dialog.getByLabel("New Password", { exact: true });
  const confirm = dialog.getByLabel("Confirm New Password", { exact: true });
  const submit = dialog.getByRole("button", { name: "Change Password" });

  // Client rules first: nothing is sent while a field is wrong.
  await current.fill(PASSWORD);
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill("Touchdown#78");
  await submit.click();
  await expect(dialog.getByText("Passwords do not match")).toBeVisible();
  await confirm.fill(NEW_PASSWORD);

  // No connection: it says so, keeps what was typed, sends nothing and queues nothing.
  let sent = 0;
  await context.route("**/api/users/change-password/", (route) => {
    sent += 1;
    return route.abort("internetdisconnected");
  });
  await context.setOffline(true);
  await submit.click();
  const needsConnection = dialog.getByText(/Changing your password needs a connection/);
  await expect(needsConnection).toBeVisible();
  await expect(current).toHaveValue(PASSWORD);
  await expect(fresh).toHaveValue(NEW_PASSWORD);
  expect(sent).toBe(0);
  await context.setOffline(false);
  // Online but the request never arrives (a network error): the same message, still not queued.
  await submit.click();
  await expect(needsConnection).toBeVisible();
  await expect.poll(() => sent).toBe(1);
  await expect(page.getByText(/waiting to sync|rejected/)).toHaveCount(0);
  await context.unroute("**/api/users/change-password/");

  await submit.click();
  await expect(page.getByText("Password changed successfully.").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/waiting to sync|rejected/)).toHaveCount(0);
  // The session continues on the new tokens.
  await page.reload();
  await expect(page.getByRole("heading", { name: greeting(account.username) })).toBeVisible();

  await logout(page);
  await loginWithNewPassword(page, account);
});
