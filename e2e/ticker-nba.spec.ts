// @demo-weeks: 15
// The NBA season beside football (issue 45), on a phone: in the first week of December 2024 (the
// december server's replayed week) the scores ticker's NBA tab shows that day's real NBA games,
// each badge one of the 30 teams of data/nba_teams_2024_25.csv, and the tabs offer only sports
// with a season (no College Basketball tab, which would always be empty).
import { readFileSync } from "node:fs";
import { devices } from "@playwright/test";
import { expect, test } from "./fixtures";
import { login, newAccount } from "./support";

const { defaultBrowserType: _browser, ...pixel } = devices["Pixel 7"];
test.use({ ...pixel, viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

const [head, ...rows] = readFileSync("data/nba_teams_2024_25.csv", "utf8").trim().split("\n");
const ABBREVIATIONS = rows.map((r) => r.split(",")[head!.split(",").indexOf("abbreviation")]!);

test("the ticker's NBA tab shows the replayed day's real NBA games", async ({ page, request }) => {
  const fan = await newAccount(request, "nbaticker");
  await login(page, fan.email);
  const ticker = page.getByRole("region", { name: "Scores ticker" });
  const sport = ticker.getByRole("combobox", { name: "Sport" });
  // The replayed day may have no football at all (a Wednesday): the ticker then opens on the
  // first sport that plays that day, and is there all the same.
  await expect(sport.locator("option")).not.toHaveCount(0);
  await expect(sport.locator("option")).not.toContainText(["College Basketball"]);
  await sport.selectOption("nba");
  await expect(ticker.getByRole("group", { name: "NBA games today" })).toBeVisible();
  const badges = ticker.locator("[data-testid=ticker-game] .team-badge text");
  await expect(badges.first()).toBeVisible();
  const shown = await badges.allTextContents();
  // Every day of that week had NBA games (4 to 12 of them): two badges a game.
  expect(shown.length).toBeGreaterThanOrEqual(8);
  expect(shown.length % 2).toBe(0);
  for (const badge of shown) expect(ABBREVIATIONS).toContain(badge);
});
