// Account journeys of issue 2 against the real built app (fresh database per run): the
// protected-page round trip, a session that expires or ends while the app is open, and a refresh
// whose answer never arrives.
import { expect, test } from "./fixtures";
import { greeting, login, logout, signUpAndVerify } from "./account-forms";
import { PASSWORD } from "./support";

test("a protected URL sends an anonymous visitor to login and back after logging in", async ({
  page,
}) => {
  const account = await signUpAndVerify(page);
  await logout(page);

  await page.goto("/dashboard?x=1");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole("heading", { name: "NCAA Pick'em" })).toBeVisible();
  await expect(page.getByText("Championship Platform")).toBeVisible();
  await login(page, account.email, PASSWORD);
  await expect(page.getByText("Login successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?x=1$/);
  await expect(page.getByRole("heading", { name: greeting(account.username) })).toBeVisible();

  // Signed in, /login and /register send the user on.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/dashboard$/);

  // The session survives a reload ('Loading...' then the profile), and / shows the dashboard.
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: greeting(account.username) })).toBeVisible();
});

test("an expired session goes to /login with 'Session expired' and comes back after login", async ({
  page,
}) => {
  const account = await signUpAndVerify(page);

  // Both tokens stop working (e.g. revoked elsewhere): the refresh fails, so the session ends.
  // They are swapped on a page without the app (the API's health answer, same origin): the
  // dashboard still loading would otherwise find them first, end the session itself and leave
  // nothing for the next page to say (a fresh-clone CI run failed on that race).
  await page.goto("/api/health");
  await page.evaluate(() => {
    localStorage.setItem("pickem_token", "not-a-valid-token");
    localStorage.setItem("pickem_refresh", "not-a-valid-refresh-token");
  });
  await page.goto("/dashboard?from=expired");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByText(/Session expired/)).toBeVisible();
  await login(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\?from=expired$/);
});

test("a session that ends while the app is open goes to /login once and comes back after login", async ({
  page,
}) => {
  const account = await signUpAndVerify(page);
  await expect(page).toHaveURL(/\/dashboard/);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  // Revoked elsewhere while this tab stays open: the next call's refresh fails.
  await page.evaluate(() => {
    localStorage.setItem("pickem_token", "not-a-valid-token");
    localStorage.setItem("pickem_refresh", "not-a-valid-refresh-token");
  });
  // The next call finds the session ended: the Leagues link's, or a dashboard card's that was
  // still on its way (a busy machine) — either way the app goes to /login once.
  await Promise.race([
    page
      .getByRole("link", { name: "Leagues", exact: true })
      .click({ timeout: 10_000 })
      .catch(() => undefined),
    page.waitForURL(/\/login\?redirect=/),
  ]);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByText(/Session expired/)).toBeVisible();
  // The page stays responsive and the redirect target is a plain page, not a nested /login.
  const target = new URL(page.url()).searchParams.get("redirect") ?? "";
  expect(target).toMatch(/^\/(dashboard|leagues)/);
  expect(navigations.filter((u) => u.includes("/login")).length).toBeLessThanOrEqual(2);
  await login(page, account.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, "\\?")}$`));
});

test("a refresh whose answer never arrives (reload mid-refresh, dropped reply) keeps the fan signed in", async ({
  page,
}) => {
  const account = await signUpAndVerify(page);
  const refresh = await page.evaluate(() => localStorage.getItem("pickem_refresh"));
  // The access token has run out. The first refresh reaches the server, which rotates the token,
  // but its answer is lost on the way back, so the phone still holds the token it spent.
  await page.evaluate(() => localStorage.setItem("pickem_token", "an-expired-access-token"));
  let sent = 0;
  await page.route("**/api/auth/refresh/", async (route) => {
    sent += 1;
    if (sent > 1) return route.continue();
    await route.fetch();
    await route.abort("internetdisconnected");
  });
  await page.goto("/dashboard");
  await expect.poll(() => sent).toBeGreaterThan(0);

  // Reloaded a moment later, the page trades the same token again and the fan stays in.
  await page.reload();
  await expect(page.getByText(greeting(account.username))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const now = await page.evaluate(() => localStorage.getItem("pickem_refresh"));
  expect(now).not.toBe(refresh);
  expect(sent).toBeGreaterThan(1);
});
