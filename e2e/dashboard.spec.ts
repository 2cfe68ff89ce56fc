// The dashboard in the real built app: the greeting counts the user's active and total leagues
// and shows LIVE only while the ticker reports live games; a failed poll load offers Retry without
// any error text; the League Standings carousel (top five per league, 'View All N Members' to the
// full standings), League Updates (tabs and search across the user's leagues), and Needs
// Attention / All Leagues with their badges — each checked against what the API says for alice.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiToken, login, registerAndVerify, RUN, weekFacts } from "./support";

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

async function aliceGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await apiToken(request, DEMO_EMAIL);
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

interface DashLeague {
  id: number;
  name: string;
  total_members: number;
  user_position: number | null;
  top_members: { username: string }[];
  pool_format: string;
}

/** A card drawn once its place nears the screen: scrolled to, then its content awaited. */
async function cardNamed(page: Page, name: string) {
  const card = page.getByRole("region", { name, exact: true });
  await card.scrollIntoViewIfNeeded();
  await expect(card).not.toHaveAttribute("aria-busy", "true");
  return card;
}

test("the standings carousel shows each league's top five and opens the full standings", async ({
  page,
  request,
}) => {
  const { leagues } = await aliceGet<{ leagues: DashLeague[] }>(
    request,
    "/api/standings/dashboard_standings/",
  );
  // The public demo league has more members than the carousel shows.
  const big = leagues.find((l) => l.total_members > 5 && l.pool_format !== "survivor")!;
  expect(big, "a demo league with more than 5 members").toBeTruthy();

  await login(page, DEMO_EMAIL);
  const card = page.getByRole("region", { name: "League Standings" });
  await expect(card.getByRole("group")).toHaveCount(leagues.length);
  const slide = card.getByRole("group", { name: new RegExp(`: ${big.name}$`) });
  const rows = slide.getByRole("listitem").filter({ has: page.getByRole("link") });
  // Her own row follows the top five when she is further down.
  const below = (big.user_position ?? 0) > 5;
  await expect(rows).toHaveCount(5 + (below ? 1 : 0));
  await expect(rows.first()).toContainText(big.top_members[0]!.username);
  if (below) await expect(rows.last()).toContainText("alice");

  await slide.getByRole("link", { name: `View All ${big.total_members} Members` }).click();
  await expect(page).toHaveURL(new RegExp(`/leagues/${big.id}$`));
  await expect(page.getByRole("list", { name: "Leaderboard" }).getByRole("listitem")).toHaveCount(
    big.total_members,
  );
});

test("League Updates: Your Messages shows only alice's, Highlights only highlighted, search narrows", async ({
  page,
  request,
}) => {
  type Feed = { results: { author_name: string; content: string; is_highlighted: boolean }[] };
  const me = await aliceGet<{ id: number; first_name: string; last_name: string }>(
    request,
    "/api/users/profile/",
  );
  const all = await aliceGet<Feed>(request, "/api/cross-league-messages/");
  const mine = await aliceGet<Feed>(request, `/api/cross-league-messages/?author=${me.id}`);
  const word = "lunch";
  const found = await aliceGet<Feed>(request, `/api/cross-league-messages/?search=${word}`);
  const highlights = await aliceGet<Feed>(request, "/api/cross-league-messages/?type=highlights");
  expect(mine.results.length).toBeGreaterThan(0);
  expect(all.results.length).toBeGreaterThan(mine.results.length);
  expect(found.results.length).toBeGreaterThan(0);

  await login(page, DEMO_EMAIL);
  const card = await cardNamed(page, "League Updates");
  const messages = card.locator(".board-message");
  const authors = messages.locator(".board-byline .board-author");
  await expect(messages).toHaveCount(all.results.length);
  // Each message names its league, linking to it.
  const first = messages.first();
  await expect(first.locator(".board-league")).toHaveAttribute("href", /\/leagues\/\d+$/);

  await card.getByRole("tab", { name: "Your Messages" }).click();
  await expect(messages).toHaveCount(mine.results.length);
  await expect(authors).toHaveText(mine.results.map(() => `${me.first_name} ${me.last_name}`));

  await card.getByRole("tab", { name: "Highlights" }).click();
  await expect(card.getByRole("list", { name: "Highlights" })).toBeVisible();
  await expect(messages).toHaveCount(highlights.results.length);
  await expect(messages.filter({ hasText: "Highlighted" })).toHaveCount(highlights.results.length);

  await card.getByRole("tab", { name: "All Messages" }).click();
  await card.getByRole("searchbox", { name: "Search messages" }).fill(word);
  // The words of a message or of one of its replies.
  await expect(messages).toHaveCount(found.results.length);
  await expect(messages.first()).toContainText(found.results[0]!.content.slice(0, 40));
});

test("This week counts the leagues with picks to make and gives each league's picks and lock", async ({
  page,
  request,
}) => {
  const { results } = await aliceGet<{
    results: {
      id: number;
      name: string;
      is_active: boolean;
      needs_action: boolean;
      picks_open: boolean;
      pool_format?: string;
      picks_required_this_week: number;
      enable_locks: boolean;
      user_stats: { current_week_picks_made: number; current_week_lock_made: boolean };
    }[];
  }>(request, "/api/leagues/");
  const needs = results.filter((l) => l.is_active && l.needs_action);

  await login(page, DEMO_EMAIL);
  const week = page.getByRole("region", { name: "This week" });
  await expect(week.getByRole("listitem")).toHaveCount(Math.min(results.length, 10));
  if (needs.length)
    await expect(week).toContainText(
      `${needs.length} league${needs.length === 1 ? "" : "s"} need${needs.length === 1 ? "s" : ""} picks`,
    );
  else
    await expect(
      week.getByText(
        // "All your picks are in." only when a league took picks this week and they are all made.
        results.some((l) => l.is_active && l.picks_open)
          ? "All your picks are in."
          : "No picks due this week.",
        { exact: true },
      ),
    ).toBeVisible();
  for (const league of results.slice(0, 10)) {
    const line = week.getByRole("listitem").filter({ hasText: league.name });
    // Owing picks opens the sportsbook on the league; otherwise the league's page.
    await expect(line.getByRole("link")).toHaveAttribute(
      "href",
      // A survivor pool's team is picked on its page (ADR 0407).
      league.is_active && league.needs_action && league.pool_format !== "survivor"
        ? `/sportsbook?league=${league.id}`
        : `/leagues/${league.id}`,
    );
    // A week the league cannot pick owes nothing (issue 43).
    if (!league.picks_open) await expect(line).toContainText("No picks due");
    else {
      await expect(line).toContainText(weekFacts(league));
      if (league.enable_locks)
        await expect(line).toContainText(
          league.user_stats.current_week_lock_made ? "Lock set" : "Lock not set",
        );
    }
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a league's page never scrolls sideways: its wide tables scroll inside their cards", async ({
    page,
  }) => {
    await login(page, DEMO_EMAIL);
    await page.getByRole("link", { name: "Leagues", exact: true }).click();
    // On League Central, not the dashboard's This week (whose league line opens the sportsbook).
    await expect(page).toHaveURL(/\/leagues\/?$/);
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
    // The board is drawn once near the screen; what is drawn above it can push it down again,
    // so the thumb keeps going to the bottom until it shows.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole("region", { name: "Message Board" })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test("the standings carousel swipes inside its card and the page never scrolls sideways", async ({
    page,
  }) => {
    await login(page, DEMO_EMAIL);
    const card = page.getByRole("region", { name: "League Standings" });
    const slides = card.getByRole("group");
    await expect(slides.first()).toBeInViewport();
    await card.getByRole("button", { name: "Next league" }).click();
    // The next league's slide has moved in, whole across the card (however tall it is).
    await expect(async () => {
      const slide = (await slides.nth(1).boundingBox())!;
      const frame = (await card.boundingBox())!;
      expect(slide.x).toBeGreaterThanOrEqual(frame.x - 1);
      expect(slide.x + slide.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    }).toPass();
    await expect(card.getByRole("button", { name: /^Show / }).nth(1)).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
