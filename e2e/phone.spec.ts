// Every screen on a 390 × 844 phone (e2e/phone-checks.ts says what is checked): signed out, a
// wrong address, and the league screens a commissioner reads most on a phone. The member's and the
// commissioner's whole walks are phone-member.spec.ts and phone-commissioner.spec.ts (split so the
// e2e lanes can run them side by side).
import { expect, test } from "./fixtures";
import { checkRoute, openAlicesPool, watch } from "./phone-checks";
import { login, scrollsToEnd } from "./support";

// The journeys here are read-only; the service worker stays out so every request is seen.
test.use({ serviceWorkers: "block" });
// Each test walks several routes at two sizes with axe at each.
test.setTimeout(240_000);

test("signed out: login, register, password reset, verify and 404 fit a phone", async ({
  page,
  baseURL,
}, info) => {
  const found = watch(page, baseURL!);
  for (const path of [
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password?token=not-a-token",
    "/verify-email?token=not-a-token",
    "/dev/mailbox",
    "/no-such-page",
  ])
    await checkRoute(page, info, path, path);
  expect(found.foreign).toEqual([]);
  expect(found.dialogs).toEqual([]);
});

test("a wrong address keeps a signed-in fan in the app: 'Page not found' above the tab bar", async ({
  page,
}) => {
  await login(page, "bob@pickem.dev");
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Sportsbook", exact: true })
    .click();
  await expect(page).toHaveURL(/\/sportsbook$/);
  await expect(page.locator(".game-card").first()).toBeVisible();
});

test("league summary on a phone: rank and player stay pinned while the weeks scroll, the commissioner's badge under the name", async ({
  page,
  request,
}) => {
  // alice runs the demo's office pool: her row carries the Commissioner badge.
  await openAlicesPool(page, request);
  const table = page.locator(".summary-table");
  // The lower cards are drawn as the thumb scrolls to them.
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 700));
    await expect(table).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await table.scrollIntoViewIfNeeded();
  const wrap = page.locator(".table-wrap", { has: table });
  // A shadow at the edge with more columns: the right one first, the pinned name's once scrolled.
  const frame = page.locator(".table-scroll", { has: table });
  await scrollsToEnd(frame, wrap);
  const edges = await table.evaluate((t) => {
    const wrapLeft = t.parentElement!.getBoundingClientRect().left;
    const row = t.querySelector("tbody tr")!;
    const [rank, player] = [...row.querySelectorAll("td")].map((td) => td.getBoundingClientRect());
    const badge = t.querySelector("td:nth-child(2) .badge")!.getBoundingClientRect();
    const name = t.querySelector("td:nth-child(2) .badge")!.closest("td")!.querySelector("a")!;
    return {
      rank: rank!.left - wrapLeft,
      player: player!.left - wrapLeft,
      badgeBelowName: badge.top >= name.getBoundingClientRect().bottom - 1,
    };
  });
  expect(edges.rank).toBeCloseTo(0, 0);
  expect(edges.player).toBeLessThanOrEqual(44);
  expect(edges.badgeBelowName).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a commissioner's league on a phone: the leaderboard on the first screen, the tools one tap away, its picks one tap away", async ({
  page,
  request,
}) => {
  const league = await openAlicesPool(page, request);
  const tools = page.locator("details.commissioner-tools");
  const summary = tools.locator("summary");
  await expect(summary).toContainText("Commissioner Tools");
  await expect(tools).not.toHaveAttribute("open");
  // The first standings row sits above the tab bar without a scroll.
  const leader = page.getByRole("list", { name: "Leaderboard" }).locator("li").first();
  await expect(leader).toBeVisible();
  const tabBar = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
  const row = (await leader.boundingBox())!;
  expect(row.y + row.height).toBeLessThanOrEqual(tabBar.y);
  expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Every row has the commissioner's menu, so the points make one column.
  const rights = await page
    .locator(".leaderboard-list .lb-points")
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().right)));
  expect(rights.length).toBeGreaterThan(1);
  expect(new Set(rights).size).toBe(1);
  // A row's menu holds the league's actions too: 'Invite a player' opens the tools on the form.
  await leader.getByRole("button", { name: /^Actions for / }).tap();
  const menu = page.getByRole("menu", { name: /^Actions for / });
  for (const item of [/ picks$/, "Who has not picked", "Invite a player", "Edit League"])
    await expect(menu.getByRole("menuitem", { name: item })).toBeVisible();
  await menu.getByRole("menuitem", { name: "Invite a player" }).tap();
  await expect(tools).toHaveAttribute("open", "");
  await expect(tools.getByRole("textbox", { name: "Invite by e-mail" })).toBeFocused();
  await summary.tap();
  await expect(tools).not.toHaveAttribute("open");
  // One tap opens them: edit, invite and who has not picked.
  await summary.tap();
  await expect(tools).toHaveAttribute("open", "");
  await expect(tools.getByRole("button", { name: "Edit League" })).toBeVisible();
  await expect(tools.getByRole("button", { name: "Invite" })).toBeVisible();
  await expect(tools.getByText(/^Who has not picked: /)).toBeVisible();

  // From the standings to this league's picks in one tap.
  await page.getByRole("link", { name: "Make picks" }).tap();
  await expect(page).toHaveURL(/\/sportsbook$/);
  await expect(page.getByRole("combobox", { name: "League" })).toHaveValue(String(league.id));
});

test("the dashboard on a phone shows the five newest league updates, and the rest on a tap", async ({
  page,
}) => {
  await login(page, "alice@pickem.dev");
  const updates = page.getByRole("region", { name: "League Updates" });
  // The card is drawn as the fan scrolls down to it.
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(updates).toBeVisible({ timeout: 500 });
  }).toPass();
  const list = updates.getByRole("list", { name: "All Messages" });
  await expect(async () => {
    await updates.scrollIntoViewIfNeeded();
    await expect(list).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const messages = list.locator(":scope > li");
  await expect(messages.nth(5)).toBeAttached();
  await expect(messages.nth(4)).toBeVisible();
  await expect(messages.nth(5)).toBeHidden();
  const more = updates.getByRole("button", { name: "Show all updates" });
  await more.tap();
  await expect(messages.nth(5)).toBeVisible();
  await expect(more).toHaveCount(0);
});
