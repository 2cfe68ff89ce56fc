// Account journeys of issue 2 against the real built app (fresh database per run): register and
// verify through the dev mailbox, a verification link while the server fails, an unverified login,
// the client-side validation texts of spec section 5, the server's field errors, the dev mailbox.
import { expect, test } from "./fixtures";
import {
  freshAccount,
  mailedLink,
  submitRegister,
  register,
  toDashboardAfterVerifying,
  login,
  submitReset,
  logout,
  greeting,
} from "./account-forms";
import { PASSWORD } from "./support";

test("register, verify through the mailed link, land on the dashboard, then log out", async ({
  page,
}) => {
  const account = freshAccount();
  await register(page, account);
  // Resending right after registering waits out the cooldown.
  await expect(page.getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();

  const link = await mailedLink(page, account.email, "/verify-email");
  await page.goto(link);
  await expect(
    page.getByText("Email verified successfully! You are now logged in.").first(),
  ).toBeVisible();
  // Signed in; the featured league's offer holds the spec's 2 s hop to /dashboard (ADR 1110).
  await page.waitForTimeout(2_500);
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await toDashboardAfterVerifying(page, account.username);
  await expect(page.getByRole("banner").getByText(`Welcome, ${account.username}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  // The welcome is for the first visit: the next one greets by the hour.
  await page.reload();
  await expect(page.getByRole("heading", { name: greeting(account.username) })).toBeVisible();

  // A used verification link is dead.
  await page.goto(link);
  await expect(page.getByText("The verification link is invalid or has expired.")).toBeVisible();

  await page.goto("/dashboard");
  await logout(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(await page.evaluate(() => localStorage.getItem("pickem_token"))).toBeNull();
});

test("a verification link opened while the server fails says so and works on 'Try again'", async ({
  page,
}) => {
  const account = freshAccount();
  await register(page, account);
  const link = await mailedLink(page, account.email, "/verify-email");
  await page.route("**/api/users/verify-email/", (route) =>
    route.fulfill({ status: 503, json: { error: "Service unavailable" } }),
  );
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verification failed" })).toBeVisible();
  await expect(page.getByText("The verification link is invalid or has expired.")).toHaveCount(0);
  await page.unroute("**/api/users/verify-email/");
  await page.getByRole("button", { name: "Try again" }).click();
  await toDashboardAfterVerifying(page, account.username);
});

test("an unverified login goes to verify-email with the address", async ({ page }) => {
  const account = freshAccount();
  await register(page, account);
  await page.goto("/login");
  await login(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  await page.goto("/login");
  await login(page, account.email, "Wrong!Password1");
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("client validation messages appear beside the fields and nothing is sent", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/users/")) calls.push(request.url());
  });

  await page.goto("/login");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.goto("/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await page.getByLabel("Username", { exact: true }).fill("ab");
  await page.getByLabel("Password", { exact: true }).fill("lowercase!1");
  await page.getByLabel("Confirm password", { exact: true }).fill("lowercase!1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByText("Password must contain at least one uppercase letter")).toBeVisible();
  await page.getByLabel("Username", { exact: true }).fill("big fan");
  await page.getByLabel("Password", { exact: true }).fill("Short!1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("Username can only contain letters, numbers, and underscores"),
  ).toBeVisible();
  await expect(
    page.getByText("Password must be at least 8 characters", { exact: true }),
  ).toBeVisible();
  await page.getByLabel("Username", { exact: true }).fill("big_fan");
  await page.getByLabel("Password", { exact: true }).fill("NoSpecial1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByText("Password must contain at least one special character"),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill("Pickem!2025");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.goto("/forgot-password");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();

  await page.goto("/reset-password?token=whatever");
  await submitReset(page, "NoSpecial1", "NoSpecial2");
  await expect(
    page.getByText("Password must contain at least one special character"),
  ).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  expect(calls).toEqual([]);
});

test("server field errors show beside the registration fields", async ({ page }) => {
  const first = freshAccount();
  await register(page, first);
  const second = freshAccount();
  await submitRegister(page, { email: second.email, username: first.username });
  await expect(page.getByText("A user with that username already exists.")).toBeVisible();
  await expect(page.getByLabel("Username", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page).toHaveURL(/\/register$/);
});

test("the dev mailbox filters by recipient", async ({ page }) => {
  const account = freshAccount();
  await register(page, account);
  await page.goto("/dev/mailbox");
  await page.getByLabel("Filter by recipient").fill(account.email);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox\?to=/);
  await expect(page.getByText(`To: ${account.email}`).first()).toBeVisible();
  await page.getByLabel("Filter by recipient").fill("nobody@example.com");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("No messages to nobody@example.com yet.")).toBeVisible();
});
