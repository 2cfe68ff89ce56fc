// @demo-weeks: 8, 15 (its December branch runs on the december server, e2e/groups.ts)
// What a fan meets first in December (issue 43), on a phone: the sportsbook opens on a game that
// can be picked, and a league whose settings leave out the weeks still to play owes no picks —
// not on the dashboard, not in the chooser — and says why. Run on the replayed December with
// `E2E_DEMO_WEEK=15`; on the default regular-season week the same league owes its picks, and the
// test checks that side of the rule instead.
import { expect, test } from "./fixtures";
import { auth, createLeague, login, newAccount, RUN } from "./support";

test.use({ serviceWorkers: "block" });

const BOB = "bob@pickem.dev";

test("bob's first open of the sportsbook lands on games he can pick", async ({ page }) => {
  await login(page, BOB);
  await page.goto("/sportsbook");
  const first = page.locator("[data-testid^='game-']").first();
  await expect(first).toBeVisible();
  await expect(first).not.toHaveClass(/game-card-shell/);
  await expect(first.getByText("Not Available")).toHaveCount(0);
  await expect(first.locator(".market").first().getByRole("button").first()).toBeEnabled();
});

test("a league that leaves out the weeks still to play owes no picks and says why", async ({
  page,
  request,
}) => {
  const fan = await newAccount(request, "december");
  // The Create League defaults: no conference championships, bowls or playoff.
  const league = await createLeague(request, fan, `Regular Only ${RUN}`);
  const mine = (await (
    await request.get(`/api/leagues/${league.id}/`, { headers: auth(fan) })
  ).json()) as {
    current_week: number;
    picks_remaining: number;
    needs_action: boolean;
    picks_open: boolean;
    nothing_to_pick: string | null;
  };
  await login(page, fan.email);
  // The dashboard's "This week" (issue 43): the league's line, and whether it owes picks.
  const week = page.getByRole("region", { name: "This week" });
  const line = week.getByRole("listitem").filter({ hasText: league.name });

  if (mine.current_week <= 14) {
    // A regular-season week: the league owes its picks.
    expect(mine).toMatchObject({ picks_open: true, needs_action: true, nothing_to_pick: null });
    await expect(week).toContainText("1 league needs picks");
    await expect(line.getByRole("link")).toHaveAttribute("href", `/sportsbook?league=${league.id}`);
    await expect(line).toContainText(`Picks 0/${mine.picks_remaining}`);
    return;
  }

  // The replayed December: only the postseason is left, and this league plays none of it.
  expect(mine).toMatchObject({ picks_remaining: 0, needs_action: false, picks_open: false });
  expect(mine.nothing_to_pick).toMatch(/^This league does not include .*bowl games/);
  await expect(week).not.toContainText("needs picks");
  await expect(line).toContainText("No picks due");
  await expect(line).not.toContainText(/picks left|Picks \d/);
  await page.screenshot({ path: "test-results/december-dashboard-390.png", fullPage: true });

  // The sportsbook: no "picks due" beside the league, and the reason with the way out.
  await page.goto(`/sportsbook?league=${league.id}`);
  const chooser = page.getByRole("combobox", { name: "League" });
  await expect(chooser).toHaveValue(String(league.id));
  await expect(chooser.locator("option:checked")).toHaveText(league.name);
  await expect(page.getByText(mine.nothing_to_pick!)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open league settings" })).toBeVisible();
  await page.screenshot({ path: "test-results/december-sportsbook-390.png" });
  // The commissioner's way out lands in the league's settings, not only on its page.
  await page.getByRole("link", { name: "Open league settings" }).click();
  await expect(page.getByRole("dialog", { name: "Edit League" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/leagues/${league.id}$`));

  // Create League says so before creating, and includes the postseason in one tap.
  await page.goto("/leagues?create=true");
  const dialog = page.getByRole("dialog", { name: "Create New League" });
  await expect(
    dialog.getByText(/without the postseason this league would have nothing/),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Include the postseason" }).click();
  await expect(dialog.getByRole("checkbox", { name: "Include Bowl Games" })).toBeChecked();
  await expect(dialog.getByText(/without the postseason/)).toHaveCount(0);
});
