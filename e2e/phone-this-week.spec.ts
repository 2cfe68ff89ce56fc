// @demo-weeks: 8, 15 (its December branch runs on the december server, e2e/groups.ts)
// The dashboard on a phone puts "This week" first (issue 43): per league the picks made of those
// due, the lock and the next deadline, true per the server's "owes picks" answer — no "picks left"
// for a week a league cannot pick. Runs on the default regular-season week (a league with open
// games shows picks x/N) and on the replayed December (`E2E_DEMO_WEEK=15`, where a league that
// leaves out the postseason owes nothing); the secondary cards fold so the page stays short.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  apiToken,
  auth,
  createLeague,
  login,
  newAccount,
  outOfPool,
  RUN,
  weekFacts,
  type WeekLeague,
} from "./support";

test.use({ serviceWorkers: "block" });

const BOB = "bob@pickem.dev";

interface Line extends WeekLeague {
  id: number;
  name: string;
  current_week: number;
  is_active: boolean;
  picks_open: boolean;
  needs_action: boolean;
  enable_locks: boolean;
  picks_required_this_week: number;
  next_deadline: string | null;
  user_stats: { current_week_picks_made: number; current_week_lock_made: boolean };
}

const thisWeek = (page: Page) => page.getByRole("region", { name: "This week" });
const lineOf = (page: Page, name: string) =>
  thisWeek(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });

/** What the line of a league must say, from the server's answer. */
async function expectLine(page: Page, l: Line) {
  const line = lineOf(page, l.name);
  if (!l.picks_open) {
    await expect(line).toContainText("No picks due");
    await expect(line).not.toContainText(/picks left|Picks \d/);
    await expect(line).not.toContainText("Make picks");
    return;
  }
  await expect(line).toContainText(weekFacts(l));
  if (l.enable_locks)
    await expect(line).toContainText(
      l.user_stats.current_week_lock_made ? "Lock set" : "Lock not set",
    );
  // A fan out of a survivor pool is told the pool plays on, not a deadline.
  if (l.next_deadline && !outOfPool(l)) {
    // "Closes Wed 11:00 PM": the deadline on one row of the phone, never wrapped.
    const closes = line.getByText(/^Closes /);
    await expect(closes).toBeVisible();
    const rows = await closes.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(rows).toBe(1);
  }
  await expect(line.getByRole("link")).toHaveAttribute(
    "href",
    l.needs_action && l.pool_format !== "survivor"
      ? `/sportsbook?league=${l.id}`
      : `/leagues/${l.id}`,
  );
}

test("bob's dashboard opens on This week, his leagues' lines first, and stays about three screens", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, BOB);
  const res = await request.get("/api/leagues/", { headers: { authorization: `Bearer ${token}` } });
  const leagues = ((await res.json()) as { results: Line[] }).results;
  expect(leagues.length).toBeGreaterThan(0);

  await login(page, BOB);
  const card = thisWeek(page);
  await expect(card.getByRole("listitem")).toHaveCount(leagues.length);
  // The first card under the greeting: above every other card of the dashboard.
  const top = (await card.boundingBox())!.y;
  for (const other of await page.locator(".dash-grid .card").all())
    if (!(await other.evaluate((el) => el.matches("[aria-label='This week']"))))
      expect((await other.boundingBox())!.y).toBeGreaterThan(top);

  for (const l of leagues) await expectLine(page, l);
  // "All your picks are in." only when a league took picks this week and every one is made.
  const allIn =
    leagues.every((l) => !l.needs_action) && leagues.some((l) => l.is_active && l.picks_open);
  await expect(card.getByText("All your picks are in.", { exact: true })).toHaveCount(
    allIn ? 1 : 0,
  );
  if (leagues[0]!.current_week <= 14)
    // A regular-season week: bob's leagues have open games and show how many picks are made.
    expect(leagues.some((l) => l.picks_open)).toBe(true);

  // The secondary cards fold to a row each; one tap opens one.
  const stats = page.getByRole("region", { name: "Your Stats" });
  const open = stats.getByRole("button", { name: /Your Stats/ });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // League Updates draws as the fan reaches the bottom; the page stays about three screens.
  await page.mouse.wheel(0, height);
  await expect(page.getByRole("region", { name: "League Updates" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3.5 * 844);
  await page.screenshot({ path: "test-results/this-week-dashboard-390.png", fullPage: true });

  await open.scrollIntoViewIfNeeded();
  await open.tap();
  await expect(
    page.getByRole("region", { name: "Your Stats" }).getByText(/All-time record/i),
  ).toBeVisible();
});

test("a league that cannot pick this week owes nothing on This week; one with open games shows picks x/N", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "thisweek");
  // The Create League defaults: regular season only (no conference championships, bowls, playoff).
  const league = await createLeague(request, fan, `Week Lines ${RUN}`);
  const mine = (await (
    await request.get(`/api/leagues/${league.id}/`, { headers: auth(fan) })
  ).json()) as Line;
  await login(page, fan.email);
  await expectLine(page, { ...mine, name: league.name });
  const line = lineOf(page, league.name);
  if (mine.current_week <= 14) {
    // Week 8: the league's games are open and none is picked yet.
    expect(mine).toMatchObject({ picks_open: true, needs_action: true });
    await expect(line).toContainText(`Picks 0/${mine.picks_required_this_week}`);
    await expect(thisWeek(page)).toContainText("1 league needs picks");
    await expect(thisWeek(page).getByText("All your picks are in.")).toHaveCount(0);
    return;
  }
  // The replayed December: only the postseason is left, and this league plays none of it.
  expect(mine).toMatchObject({ picks_open: false, needs_action: false, next_deadline: null });
  await expect(line).toContainText("This league does not include");
  // The fan made no pick: the card says none is due, never that his picks are all in.
  await expect(thisWeek(page).getByText("No picks due this week.", { exact: true })).toBeVisible();
  await expect(thisWeek(page).getByText("All your picks are in.")).toHaveCount(0);
  await page.screenshot({ path: "test-results/this-week-december-390.png", fullPage: true });
});
