// Every screen on a 390 × 844 phone (touch, mobile), as a member and as a commissioner, and
// signed out: nothing wider than the screen, every tap target at least 44 × 44 px, no request to
// another origin, no browser pop-up (`dialog` event), and no serious or critical axe-core
// violation in the light or the dark theme — then the same axe check at 1440 × 900. A
// screenshot of each route at both sizes is attached to the test's artifacts (test-results/).
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiToken, login, scrollsToEnd } from "./support";

// The journeys here are read-only; the service worker stays out so every request is seen.
test.use({ serviceWorkers: "block" });
// Each test walks several routes at two sizes with axe at each.
test.setTimeout(240_000);

const MIN_TARGET = 44;

interface Findings {
  foreign: string[];
  dialogs: string[];
}

function watch(page: Page, baseURL: string): Findings {
  const origin = new URL(baseURL).origin;
  const found: Findings = { foreign: [], dialogs: [] };
  page.on("request", (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) found.foreign.push(url);
  });
  page.on("dialog", (dialog) => {
    found.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return found;
}

/** Controls smaller than a thumb: visible interactive elements under 44 × 44 px. Links inside a
 * line of text are exempt (WCAG 2.5.8's inline exception) — not a link alone in its heading or
 * beside a tag, which a thumb aims at (the dashboard's standings titles, League Updates' league
 * tags); a tap area drawn past the box (`.tap-area`'s ::after) counts; a checkbox counts by its
 * label. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      "a[href], button, select, textarea, summary, [role=button], [role=tab], " +
      "input:not([type=hidden]):not([type=checkbox]):not([type=radio]), label:has(> input[type=checkbox]), label:has(> input[type=radio])";
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (sr-only)
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || el.closest("[inert], [aria-hidden=true]")) continue;
      if (!el.checkVisibility()) continue;
      if (el.tagName === "A" && style.display === "inline") {
        // In a sentence: the text around it is more than the link's own.
        const around = (el.parentElement?.textContent ?? "").replace(el.textContent ?? "", "");
        if (/[a-z]{2,}/i.test(around)) continue;
      }
      const after = getComputedStyle(el, "::after");
      const area =
        after.content !== "none" && after.position === "absolute"
          ? { width: parseFloat(after.width) || 0, height: parseFloat(after.height) || 0 }
          : { width: 0, height: 0 };
      const width = Math.max(box.width, area.width);
      const height = Math.max(box.height, area.height);
      if (width + 0.5 < min || height + 0.5 < min) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()}.${el.className} "${name}" ${Math.round(width)}×${Math.round(height)}`,
        );
      }
    }
    return small;
  }, MIN_TARGET);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  // Fonts, lazily drawn cards and data answers have landed.
  await page.waitForTimeout(300);
}

async function checkRoute(page: Page, info: TestInfo, path: string, label: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await settle(page);
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect
    .soft(overflow.scroll, `${label}: page wider than the phone`)
    .toBeLessThanOrEqual(overflow.inner);
  expect.soft(await smallTargets(page), `${label}: tap targets under 44 px`).toEqual([]);
  await info.attach(`${label} 390x844`, {
    body: await page.screenshot({ fullPage: false }),
    contentType: "image/png",
  });
  // Parts drawn as they come near the screen (a league's message board, the season table) are
  // checked too: at the bottom of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settle(page);
  const below = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(below, `${label}: page wider than the phone (scrolled)`).toBeLessThanOrEqual(390);
  expect.soft(await smallTargets(page), `${label}: tap targets under 44 px (scrolled)`).toEqual([]);
  expect.soft(await seriousViolations(page), `${label}: axe at 390 × 844`).toEqual([]);
  // Night games: the dark theme (prefers-color-scheme) passes the same check.
  await page.emulateMedia({ colorScheme: "dark" });
  // Colours change with their transitions (0.3 s at most): axe reads them once they are done.
  await page.waitForTimeout(600);
  expect.soft(await seriousViolations(page), `${label}: axe at 390 × 844, dark`).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });

  await page.setViewportSize({ width: 1440, height: 900 });
  await settle(page);
  expect.soft(await seriousViolations(page), `${label}: axe at 1440 × 900`).toEqual([]);
  await info.attach(`${label} 1440x900`, {
    body: await page.screenshot({ fullPage: false }),
    contentType: "image/png",
  });
}

async function leagueIds(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email);
  const res = await request.get("/api/leagues/", {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { results: { id: number; name: string }[] };
  return body.results;
}

/** alice, signed in, on the demo's office pool that she runs. */
async function openAlicesPool(page: Page, request: APIRequestContext) {
  const leagues = await leagueIds(request, "alice@pickem.dev");
  const league = leagues.find((l) => l.name === "Alice's Office Pool")!;
  await login(page, "alice@pickem.dev");
  await page.goto(`/leagues/${league.id}`);
  return league;
}

const SIGNED_IN = ["/dashboard", "/sportsbook", "/sportsbook-new", "/leagues"];

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

test("a member's screens fit a phone", async ({ page, request, baseURL }, info) => {
  const found = watch(page, baseURL!);
  const [league] = await leagueIds(request, "bob@pickem.dev");
  await login(page, "bob@pickem.dev");
  for (const path of [...SIGNED_IN, `/leagues/${league!.id}`, "/leagues/999999", "/nowhere"])
    await checkRoute(page, info, path, `member ${path}`);
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

test("a commissioner's screens fit a phone", async ({ page, request, baseURL }, info) => {
  const found = watch(page, baseURL!);
  const leagues = await leagueIds(request, "alice@pickem.dev");
  await login(page, "alice@pickem.dev");
  for (const path of [...SIGNED_IN, ...leagues.map((l) => `/leagues/${l.id}`)])
    await checkRoute(page, info, path, `commissioner ${path}`);
  expect(found.foreign).toEqual([]);
  expect(found.dialogs).toEqual([]);
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
