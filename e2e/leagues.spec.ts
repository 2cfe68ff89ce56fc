import { expect, test, type Page } from "@playwright/test";

// League journey of issue 5 against the built app: A creates a private league, B joins with the
// code, both appear in the standings; A removes B; B cannot rejoin without an invitation; the
// invitation mailed to B (read from /dev/mailbox) lets B back in.

const PASSWORD = "Pickem!2024";
const run = Date.now().toString(36);

/** Registers and verifies an account through the API and the dev outbox. */
async function account(page: Page, name: string) {
  const username = `${name}_${run}`;
  const email = `${username}@example.com`;
  const reg = await page.request.post("/api/users/register/", {
    data: {
      email,
      username,
      password: PASSWORD,
      password_confirm: PASSWORD,
      first_name: name,
      last_name: "Tester",
    },
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const text: string = (await outbox.json()).messages[0].text;
  const token = new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get("token")!;
  const verify = await page.request.post("/api/users/verify-email/", { data: { token } });
  expect(verify.ok(), await verify.text()).toBe(true);
  return { username, email };
}

async function login(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function logout(page: Page) {
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function joinWithCode(page: Page, code: string) {
  await page.goto("/leagues");
  const input = page.getByLabel("League code");
  await input.fill(code.toLowerCase());
  await expect(input).toHaveValue(code);
  await page.getByRole("button", { name: "Join League" }).click();
}

test("private league: create, join by code, remove, rejoin only through the mailed invitation", async ({
  page,
}) => {
  const a = await account(page, "alpha");
  const b = await account(page, "bravo");

  // A creates a private league from League Central.
  await login(page, a.email);
  await page.getByRole("link", { name: "Leagues", exact: true }).click();
  await expect(page.getByRole("heading", { name: "League Central" })).toBeVisible();
  await expect(page.getByText("You haven't joined any active leagues yet.")).toBeVisible();
  await page.getByRole("button", { name: "Create Your First League" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New League" });
  await dialog.getByRole("button", { name: "Create League" }).click();
  await expect(dialog.getByText("League name is required")).toBeVisible();
  await dialog.getByLabel("League Name").fill("Gridiron Grinders");
  await dialog.getByRole("button", { name: "Create League" }).click();
  await expect(page.getByText('League "Gridiron Grinders" created').first()).toBeVisible();
  await page.getByRole("link", { name: /Gridiron Grinders/ }).click();
  await expect(page.getByRole("heading", { name: "Gridiron Grinders" })).toBeVisible();
  await expect(page.getByText("You are the Commissioner of this league.")).toBeVisible();
  const code = (await page.locator("code.league-code").textContent())!.trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  const leagueUrl = page.url();
  await logout(page);

  // B joins with the code; both appear in the standings.
  await login(page, b.email);
  await joinWithCode(page, code);
  await expect(page.getByText("Successfully joined league!").first()).toBeVisible();
  await page.goto(leagueUrl);
  const summary = page.locator(".summary-table");
  await expect(summary.getByRole("link", { name: a.username })).toBeVisible();
  await expect(summary.getByRole("link", { name: b.username })).toBeVisible();
  await logout(page);

  // A removes B (with confirmation).
  await login(page, a.email);
  await page.goto(leagueUrl);
  await page
    .locator(".summary-table tr", { has: page.getByRole("link", { name: b.username }) })
    .getByRole("button", { name: "Remove member" })
    .click();
  await page
    .getByRole("dialog", { name: "Remove Member" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByText("Member removed successfully").first()).toBeVisible();
  await expect(page.locator(".summary-table").getByRole("link", { name: b.username })).toHaveCount(
    0,
  );
  await logout(page);

  // B cannot rejoin with the code alone.
  await login(page, b.email);
  await joinWithCode(page, code);
  await expect(
    page.getByText("You need a new invitation to rejoin this league").first(),
  ).toBeVisible();
  await logout(page);

  // A invites B by e-mail.
  await login(page, a.email);
  await page.goto(leagueUrl);
  await page.getByLabel("Invite by e-mail").fill(b.email);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByText(`Invitation sent to ${b.email}`).first()).toBeVisible();
  await logout(page);

  // B follows the join link from the dev mailbox and is back in.
  await login(page, b.email);
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(b.email)}`);
  const link = page.locator('a[href*="/leagues?join="]').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  const href = new URL((await link.getAttribute("href"))!);
  await page.goto(href.pathname + href.search);
  await expect(page.getByLabel("League code")).toHaveValue(code);
  await page.getByRole("button", { name: "Join League" }).click();
  await expect(page.getByText("Successfully joined league!").first()).toBeVisible();
  await page.goto(leagueUrl);
  await expect(
    page.locator(".summary-table").getByRole("link", { name: b.username }),
  ).toBeVisible();
});
