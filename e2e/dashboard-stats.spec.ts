// Your Stats, the progress charts and the Achievements card on a demo user's dashboard, in the
// real built app: the custom spread record follows the threshold the fan types, achievements show
// earned ones with their date and progress on the rest, and a chart is drawn (its library fetched
// only once it comes on screen) with its data table behind "Show table".
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiToken, login } from "./support";

const ALICE = "alice@pickem.dev";

/** "24-19" → decided picks. */
const decided = (record: string) => {
  const [wins, losses] = record.split("-").map(Number);
  return (wins ?? 0) + (losses ?? 0);
};

/**
 * Scrolls to a dashboard card drawn as it comes near the screen: its stand-in (aria-busy) is
 * swapped for the card once the card's code and data arrive.
 */
async function scrollToCard(page: Page, name: string) {
  const card = page.getByRole("region", { name });
  await expect(async () => {
    await card.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(card).not.toHaveAttribute("aria-busy", "true", { timeout: 1_000 });
  }).toPass();
  return card;
}

test("the custom spread record changes with the threshold", async ({ page }) => {
  await login(page, ALICE);
  const card = await scrollToCard(page, "Your Stats");
  const allSpread = card
    .locator(".stats-row", { hasText: "All spread picks" })
    .locator(".stats-record");
  const custom = card.getByTestId("custom-spread-record");
  const field = card.getByLabel("Spread threshold");
  await expect(field).toHaveValue("7");
  const total = decided((await allSpread.textContent()) ?? "");
  expect(total).toBeGreaterThan(0);

  // Nothing typed is a threshold of 0: at least 0 is every spread pick.
  const zero = page.waitForResponse((r) => r.url().includes("spread_threshold=0&"));
  await field.fill("");
  await field.blur();
  await expect(field).toHaveValue("0");
  await zero;
  await expect(custom).toHaveText(`${(await allSpread.textContent()) ?? ""}`);
  await expect(card.getByText("Spread picks with a line ≥ 0")).toBeVisible();

  // A big line leaves fewer picks.
  await field.fill("14");
  await expect(card.getByText("Spread picks with a line ≥ 14")).toBeVisible();
  const atLeast14 = decided((await custom.textContent()) ?? "");
  expect(atLeast14).toBeLessThan(total);

  // At most 14 and at least 14 together cover every spread pick (14 itself counts in both).
  await card.getByTestId("custom-spread").getByRole("button", { name: "at most" }).click();
  await expect(card.getByText("Spread picks with a line ≤ 14")).toBeVisible();
  expect(decided((await custom.textContent()) ?? "") + atLeast14).toBeGreaterThanOrEqual(total);
});

test("achievements show earned ones with the date and progress on the rest", async ({ page }) => {
  await login(page, ALICE);
  const card = await scrollToCard(page, "Achievements");
  await expect(card.getByTestId("achievements-earned")).toHaveText(/^\d+ of \d+ earned$/);
  const earned = card.locator('[data-testid="achievement"][data-earned="true"]').first();
  await expect(earned.getByText(/^Earned /)).toBeVisible();
  await expect(earned.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

  const more = card.getByRole("button", { name: /^Show all \d+/ });
  if (await more.isVisible()) await more.click();
  const progress = card
    .locator('[data-testid="achievement"][data-earned="false"]')
    .first()
    .getByRole("progressbar");
  await expect(progress).toHaveAttribute("aria-valuetext", /^\d+ \/ \d+$/);
});

test("the points chart draws once on screen and its table lists every graded week", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ALICE);
  const progress = (await (
    await request.get("/api/user-stats/progress/", {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { leagues: { name: string; weeks: unknown[] }[] };
  const league = progress.leagues[0]!;
  expect(league.weeks.length).toBeGreaterThan(0);

  const chartCode: string[] = [];
  page.on("request", (r) => r.url().includes("chart-canvas") && chartCode.push(r.url()));
  await login(page, ALICE);
  await expect(
    page.getByRole("heading", { name: /good (morning|afternoon|evening)/i }),
  ).toBeVisible();
  // The chart library is not part of the dashboard's first download.
  expect(chartCode).toEqual([]);

  const card = await scrollToCard(page, "Your Season");
  const points = card.getByTestId("chart-points");
  await points.scrollIntoViewIfNeeded();
  await expect(
    points.getByRole("img", {
      name: `Points by week in ${league.name}: ${league.weeks.length} weeks graded`,
      exact: false,
    }),
  ).toBeVisible();
  await expect(points.locator("canvas").first()).toBeVisible();
  expect(chartCode.length).toBeGreaterThan(0);

  await points.getByRole("button", { name: "Show table" }).click();
  await expect(points.getByRole("table").locator("tbody tr")).toHaveCount(league.weeks.length);
  await expect(points.getByRole("button", { name: "Hide table" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});
