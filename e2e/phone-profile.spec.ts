// Friends on phones (390 × 844, touch): bob asks carol from her profile, carol accepts on bob's
// profile, both see each other under Friends; carol then keeps her picks for friends only, and a
// fan who is not her friend sees that section hidden while bob still sees it.
import { devices, type Browser, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { login } from "./support";

const PHONE = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } };

async function phoneAs(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

const friendsList = (page: Page) => page.getByRole("list", { name: "Friends" });

/** The lower cards are drawn as the thumb scrolls to them. */
async function scrollTo(page: Page, locator: ReturnType<Page["getByText"]>) {
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 700));
    await expect(locator).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test("bob and carol become friends from each other's profiles; carol's picks stay among friends", async ({
  page,
  browser,
  baseURL,
}) => {
  // bob, on carol's profile (from a link, as from a leaderboard row).
  await login(page, "bob@pickem.dev");
  await page.goto("/profile/carol");
  await expect(page.getByRole("heading", { level: 1, name: "Carol Chen" })).toBeVisible();
  await expect(page.getByText("@carol")).toBeVisible();
  await noSidewaysScroll(page);
  await page.getByRole("button", { name: "Add Friend" }).tap();
  await expect(page.getByRole("button", { name: /Request Sent/ })).toBeVisible();

  // carol, on bob's profile: the request waits for her answer.
  const carol = await phoneAs(browser, baseURL!, "carol@pickem.dev");
  await carol.goto("/profile/bob");
  await expect(carol.getByRole("heading", { level: 1, name: "Bob Brooks" })).toBeVisible();
  await carol.getByRole("button", { name: "Accept" }).tap();
  await expect(carol.getByText("Friend request accepted!")).toBeVisible();
  await expect(carol.getByRole("button", { name: "Remove Friend" })).toBeVisible();
  await scrollTo(carol, friendsList(carol).getByRole("link", { name: /carol/ }));
  await noSidewaysScroll(carol);

  // bob sees carol among his friends, and she sees him among hers.
  await page.goto("/profile/bob");
  await scrollTo(page, friendsList(page).getByRole("link", { name: /carol/ }));
  await carol.goto("/profile/carol");
  await scrollTo(carol, friendsList(carol).getByRole("link", { name: /bob/ }));
  await carol.evaluate(() => window.scrollTo(0, 0));

  // carol keeps her picks for friends only.
  await carol.getByRole("button", { name: "Privacy" }).tap();
  const privacy = carol.getByRole("dialog", { name: "Privacy" });
  await privacy.getByLabel("Recent picks").selectOption("friends_only");
  await expect(privacy.getByText("All changes saved")).toBeVisible();
  await privacy.getByRole("button", { name: "Done" }).tap();

  // alice is not carol's friend (carol's request to her is still pending): the section is hidden.
  const alice = await phoneAs(browser, baseURL!, "alice@pickem.dev");
  await alice.goto("/profile/carol");
  await expect(alice.getByRole("heading", { level: 1, name: "Carol Chen" })).toBeVisible();
  await scrollTo(alice, alice.getByText("Recent picks hidden by this user's privacy settings"));
  await expect(alice.getByRole("button", { name: "Accept" })).toBeVisible();
  await noSidewaysScroll(alice);

  // bob, her friend, still sees her picks.
  await page.goto("/profile/carol");
  await expect(page.getByRole("button", { name: "Remove Friend" })).toBeVisible();
  await expect(page.getByText("Recent picks hidden by this user's privacy settings")).toHaveCount(
    0,
  );
  await scrollTo(page, page.getByRole("heading", { name: "Completed Games" }));

  await carol.context().close();
  await alice.context().close();
});

test("the tab bar's Profile tab opens the fan's own profile in one tap; the desktop header keeps the spec's four links", async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, "bob@pickem.dev");
  const tabs = page.getByRole("navigation", { name: "Main" });
  const profileTab = tabs.getByRole("link", { name: "Profile" });
  await profileTab.tap();
  await expect(page).toHaveURL(/\/profile\/bob$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bob Brooks" })).toBeVisible();
  await expect(profileTab).toHaveAttribute("aria-current", "page");
  const box = (await profileTab.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await noSidewaysScroll(page);

  const desktop = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL,
    serviceWorkers: "block",
  });
  const wide = await desktop.newPage();
  await login(wide, "bob@pickem.dev");
  const nav = wide.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "SportsbookNew" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Profile" })).toBeHidden();
  await desktop.close();
});
