// Issue 43 on a phone (390 × 844): bob signs in and never opens a league; the app keeps each of
// his leagues' current week, standings and first board page on the device in idle time. With no
// signal he opens Alice's Office Pool and its sportsbook from the device; what was never saved
// says "Not saved on this device yet", never "Failed to load".
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiToken, goOffline, login, waitForServiceWorker } from "./support";

const NOT_SAVED = "Not saved on this device yet";

/** Whether the service worker's user cache holds an answer for each `/api/...` path. */
const cached = (page: Page, paths: string[]) =>
  page.evaluate(async (wanted) => {
    const cache = await caches.open("pickem-user-api");
    const keys = (await cache.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    return wanted.filter((path) => !keys.includes(path));
  }, paths);

test("a league never opened online reads its week, standings and board offline", async ({
  page,
  context,
  request,
}, testInfo) => {
  const token = await apiToken(request, "bob@pickem.dev");
  const leagues = (await (
    await request.get("/api/leagues/", { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { results: { id: number; name: string; current_week: number }[] };
  const pool = leagues.results.find((l) => l.name === "Alice's Office Pool")!;

  await login(page, "bob@pickem.dev");
  await waitForServiceWorker(page);
  // The app's next start runs under the worker: its idle-time prefetch lands in the user cache.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  const week = pool.current_week;
  await expect
    .poll(
      () =>
        cached(page, [
          `/api/leagues/${pool.id}/`,
          `/api/leagues/${pool.id}/standings/`,
          `/api/leagues/${pool.id}/weekly_picks/?week=${week}`,
          `/api/message-board/?league=${pool.id}`,
          `/api/sportsbook/league_status/`,
        ]),
      { timeout: 60_000 },
    )
    .toEqual([]);
  // Each league's sportsbook week, asked as the sportsbook opens on that league (its id and
  // markets in the address): the run is through both of bob's leagues.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open("pickem-user-api");
          const games = (await cache.keys())
            .map((r) => new URL(r.url))
            .filter((url) => url.pathname === "/api/sportsbook/games/");
          return [...new Set(games.map((url) => Number(url.searchParams.get("league_id"))))].sort(
            (a, b) => a - b,
          );
        }),
      { timeout: 60_000 },
    )
    .toEqual(leagues.results.map((l) => l.id).sort((a, b) => a - b));

  // What the device holds for bob (ADR 1111 states it): every answer in the user cache.
  const held = await page.evaluate(async () => {
    const cache = await caches.open("pickem-user-api");
    let bytes = 0;
    const keys = await cache.keys();
    for (const key of keys) bytes += (await (await cache.match(key))!.blob()).size;
    return { entries: keys.length, bytes };
  });
  testInfo.annotations.push({ type: "user cache", description: JSON.stringify(held) });
  console.log(`user cache: ${held.entries} answers, ${held.bytes} bytes`);
  expect(held.bytes).toBeLessThan(2 * 1024 * 1024);

  await goOffline(context);
  await page.goto(`/leagues/${pool.id}`);
  await expect(page.getByRole("heading", { name: "Alice's Office Pool" })).toBeVisible();
  await expect(page.getByText(/Offline — updated \d{1,2}:\d\d [AP]M/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "alice" }).first()).toBeVisible();
  // The board's first page, below the standings, as the thumb scrolls down to it.
  const board = page.getByRole("region", { name: "Message Board" });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 800));
    await expect(board.locator(".board-message").first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.screenshot({ path: testInfo.outputPath("league-board-390.png"), fullPage: true });
  await expect(page.getByText(/Failed to load/)).toHaveCount(0);

  // The current week's picks are on the device; the week before was never saved.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(page.getByText(/Loading picks/)).toHaveCount(0);
  await expect(page.getByText(NOT_SAVED)).toHaveCount(0);
  await expect(page.locator(".player-picks").first()).toBeVisible();
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /Failed to load/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("league-390.png") });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Next week" }).click();
  await page.screenshot({ path: testInfo.outputPath("league-1440.png"), fullPage: true });

  // The sportsbook, never opened on this phone: the week's games from the device.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/sportsbook");
  await expect(page.locator('[data-testid^="game-"]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Failed to load games/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("sportsbook-390.png") });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("sportsbook-1440.png") });
  // A week the device never saved: the calm note, not the red error.
  await page.getByRole("combobox", { name: "Week", exact: true }).selectOption(String(week - 2));
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  await expect(page.getByText(/Failed to load games/)).toHaveCount(0);

  // A profile never opened: the calm note alone — no red "!", network error or Retry with it.
  await page.goto("/profile/hector");
  await expect(page.getByText(NOT_SAVED)).toBeVisible();
  await expect(page.getByText(/Network error/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expect(page.locator(".status-icon-error")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("profile-not-saved-390.png") });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("profile-not-saved-1440.png") });
});
