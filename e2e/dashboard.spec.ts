// The dashboard's greeting and AP poll widget in the real built app: the greeting counts the
// user's active and total leagues and shows LIVE only while the ticker reports live games; a
// failed poll load offers Retry without any error text, and Retry loads the poll.
import { expect, test } from "./fixtures";
import { apiToken, login, registerAndVerify, RUN } from "./support";

/** A seeded demo user (password: the shared PASSWORD). */
const DEMO_EMAIL = "alice@pickem.dev";

// page.route must see the app's requests, so the service worker stays out of the way here.
test.use({ serviceWorkers: "block" });

test("the greeting counts the user's active and total leagues", async ({ page, request }) => {
  const token = await apiToken(request, DEMO_EMAIL);
  const res = await request.get("/api/leagues/", { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as
    { is_active: boolean }[] | { results: { is_active: boolean }[] };
  const leagues = Array.isArray(body) ? body : body.results;
  const active = leagues.filter((l) => l.is_active).length;
  expect(leagues.length).toBeGreaterThan(0);

  await page.route("**/api/ticker/**", (route) => route.fulfill({ json: { games: [] } }));
  await login(page, DEMO_EMAIL);
  const hero = page.getByRole("region", { name: "Welcome" });
  await expect(hero.getByTestId("league-counts")).toHaveText(
    `${active} active ${active === 1 ? "league" : "leagues"} · ${leagues.length} total`,
  );
  await expect(hero.getByText("LIVE", { exact: true })).toHaveCount(0);
});

test("the greeting shows LIVE while games are live", async ({ page }) => {
  // The greeting asks for live games only; the scores ticker's own requests go to the server.
  await page.route("**/api/ticker/**", (route) =>
    new URL(route.request().url()).searchParams.get("live_only") === "true"
      ? route.fulfill({
          json: {
            games: [
              { id: 1, is_live: true },
              { id: 2, is_live: true },
            ],
          },
        })
      : route.fallback(),
  );
  await login(page, DEMO_EMAIL);
  const live = page.getByRole("region", { name: "Welcome" }).getByText("LIVE", { exact: true });
  await expect(live).toBeVisible();
  await expect(live).toHaveAttribute("title", "2 games live now");
});

test("a failed poll load offers Retry and no error text", async ({ page }) => {
  let fail = true;
  await page.route("**/api/rankings/top25/**", (route) =>
    fail ? route.fulfill({ status: 500, json: { error: "Rankings exploded" } }) : route.fallback(),
  );
  await login(page, DEMO_EMAIL);
  const widget = page.getByRole("region", { name: "AP Top 25" });
  const retry = widget.getByRole("button", { name: "Retry" });
  await expect(retry).toBeVisible();
  await expect(widget.locator(".card-body")).toHaveText("Retry");
  await expect(widget.getByText(/error|exploded|failed|could not/i)).toHaveCount(0);

  fail = false;
  await retry.click();
  await expect(widget.getByTestId("ranking-row")).toHaveCount(10);
  await expect(retry).toHaveCount(0);
});

test("a dialog whose code has not been downloaded says so and opens on Try again", async ({
  page,
}) => {
  let blocked = true;
  await page.route("**/assets/change-password-dialog-*.js", (route) =>
    blocked ? route.abort("internetdisconnected") : route.continue(),
  );
  await login(page, DEMO_EMAIL);
  await page.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await expect(dialog.getByRole("alert")).toContainText("has not been downloaded yet");
  blocked = false;
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByLabel("Current Password")).toBeVisible();
});

test("the header's league list shows each league's sport under its name, on any page", async ({
  page,
}) => {
  await login(page, DEMO_EMAIL);
  await page.getByRole("button", { name: "Your Leagues" }).click();
  const item = page.getByRole("menuitem").first();
  const name = await item.locator("strong").boundingBox();
  const meta = await item.locator(".league-dropdown-meta").boundingBox();
  expect(meta!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
});

test("a fan without a league is offered Join and Create on the dashboard; Create opens the form", async ({
  page,
  request,
}) => {
  const fan = await registerAndVerify(request, {
    username: `rookie_${RUN}`,
    firstName: "Rookie",
    lastName: "Fan",
  });
  await page.route("**/api/ticker/**", (route) => route.fulfill({ json: { games: [] } }));
  await login(page, fan.email);
  const hero = page.getByRole("region", { name: "Welcome" });
  await expect(hero.getByTestId("league-counts")).toHaveText("0 active leagues · 0 total");
  await expect(hero.getByRole("link", { name: "Join a league" })).toBeVisible();
  await hero.getByRole("link", { name: "Create a league" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New League" });
  await expect(dialog.getByLabel("League Name")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/leagues$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a league's page never scrolls sideways: its wide tables scroll inside their cards", async ({
    page,
  }) => {
    await login(page, DEMO_EMAIL);
    await page.getByRole("link", { name: "Leagues", exact: true }).click();
    await page
      .getByRole("link", { name: /Alice's Office Pool/ })
      .first()
      .click();
    await expect(page.locator("h1.league-title")).toBeVisible();
    // The season table (and the board below it) are drawn as the thumb scrolls down to them.
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 800));
      await expect(page.locator(".summary-table")).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole("region", { name: "Message Board" })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
