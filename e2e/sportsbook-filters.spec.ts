// The /sportsbook filter bar in the real built app: the Week filter lists every week the server
// offers (postseason weeks too) as 'Week N' / 'Week N (Complete)'; the summary line names the
// active filters with the controls' labels; a failed games load shows only its error, not the
// empty state.
import { expect, test } from "./fixtures";
import { apiToken, login } from "./support";

/** A seeded demo user (password: the shared PASSWORD). */
const DEMO_EMAIL = "alice@pickem.dev";

// page.route must see the app's requests, so the service worker stays out of the way here.
test.use({ serviceWorkers: "block" });

interface WeekOption {
  week: number;
  all_games_complete: boolean;
}

test("the Week filter lists each server week and the summary uses the filters' labels", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO_EMAIL);
  const res = await request.get("/api/sportsbook/games/", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { filter_options } = (await res.json()) as { filter_options: { weeks: WeekOption[] } };
  const weeks = filter_options.weeks;
  const postseason = weeks.filter((w) => w.week >= 15);
  expect(postseason.length).toBeGreaterThan(1);

  await login(page, DEMO_EMAIL);
  await page.goto("/sportsbook");
  // A league is chosen by default (its restrictions become the filters); this is about the
  // filters alone.
  await page.getByRole("combobox", { name: "League" }).selectOption("");
  const week = page.getByRole("combobox", { name: "Week", exact: true });
  await expect(week.locator("option")).toHaveText(
    weeks.map((w) => `Week ${w.week}${w.all_games_complete ? " (Complete)" : ""}`),
  );

  const summary = page.getByTestId("filter-summary");
  const target = postseason[1]!;
  await week.selectOption(String(target.week));
  await expect(summary).toHaveText(
    `Week ${target.week}${target.all_games_complete ? " (Complete)" : ""} · All Sports · ` +
      "All Conferences · Game Portions: All · Bet Types: All",
  );

  await page.getByText("Bet Types: All", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Spread", exact: true }).check();
  await page.getByRole("checkbox", { name: "Over/Under", exact: true }).check();
  await page.getByText("Game Portions: All", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Full Game", exact: true }).check();
  await page.getByRole("combobox", { name: /^Conference/ }).selectOption("top_25");
  await expect(summary).toContainText(
    "· Top 25 · Game Portions: Full Game · Bet Types: Spread, Over/Under",
  );
  await expect(summary).not.toContainText(/full_game|over_under|top_25|\ball\b/);
});

test("a failed games load shows its error and not the empty state", async ({ page }) => {
  await page.route("**/api/sportsbook/games/**", (route) =>
    route.fulfill({ status: 500, json: { error: "boom" } }),
  );
  await login(page, DEMO_EMAIL);
  await page.goto("/sportsbook");
  await expect(page.getByText("Failed to load games")).toBeVisible();
  await expect(page.getByText("No games found for the selected filters.")).toHaveCount(0);
});
