// The commissioner's log (issue 48) on a desktop: the commissioner corrects a member's week points
// with a reason in Commissioner Tools (a bad amount is refused under its field), the league's
// Commissioner's log says so in words, and the member reads the same entry and has the
// notification in the bell.
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { RUN, createLeague, joinByCode, login, logout, newAccount } from "./support";

/** The log is below the standings: its code and answer load as its place comes near the screen. */
async function scrollToLog(page: Page) {
  await expect(async () => {
    await page.locator(".league-late").scrollIntoViewIfNeeded();
    await expect(page.locator(".commissioner-log")).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test("a points correction with its reason shows in the log to the member, and in the member's bell", async ({
  page,
  request,
}) => {
  const owner = await newAccount(request, "cmlogo");
  const fan = await newAccount(request, "cmlogf");
  const league = await createLeague(request, owner, `Log ${RUN}`);
  await joinByCode(request, owner, fan, league.id);

  await login(page, owner.email);
  await page.goto(`/leagues/${league.id}`);
  const log = page.locator(".commissioner-log");
  await scrollToLog(page);
  await expect(log).toContainText("Nothing yet.");

  const tools = page.locator(".commissioner-tools");
  await tools.getByRole("tab", { name: "Adjust points" }).click();
  await tools.getByLabel("Member", { exact: true }).selectOption({ label: fan.username });
  const week = await tools
    .getByLabel("Week")
    .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text);
  const points = tools.getByLabel(/^Points/);
  await points.fill("0");
  await tools.getByLabel(/^Reason/).fill("Stat correction after the final");
  await tools.getByRole("button", { name: "Correct points" }).click();
  await expect(points).toHaveAttribute("aria-invalid", "true");
  await expect(tools).toContainText("points must be a whole number from -100 to 100, not 0");

  await points.fill("2");
  await tools.getByRole("button", { name: "Correct points" }).click();
  await expect(page.getByText("Points corrected. The member has been told.")).toBeVisible();
  const sentence = `${owner.username} corrected ${fan.username}'s ${week} by +2 — reason: Stat correction after the final`;
  await expect(log).toContainText(sentence);
  await expect(log).toContainText(`${week} points 0 → 2`);
  // The reason field is empty again for the next act.
  await expect(tools.getByLabel(/^Reason/)).toHaveValue("");

  await logout(page);
  await login(page, fan.email);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const bell = page.getByRole("dialog", { name: "Notifications" });
  await expect(bell).toContainText("Your points were corrected");
  await expect(bell).toContainText(
    `@${owner.username} added 2 points for ${week} in ${league.name}`,
  );
  await page.keyboard.press("Escape");

  await page.goto(`/leagues/${league.id}`);
  await scrollToLog(page);
  await expect(log).toContainText(sentence);
  // A member has no Commissioner Tools.
  await expect(page.locator(".commissioner-tools")).toHaveCount(0);
});
