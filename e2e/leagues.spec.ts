import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  apiToken,
  login,
  logout,
  mailboxLink,
  registerAndVerify,
  RUN,
  scrollsToEnd,
} from "./support";

// League journey of issue 5 against the built app: A creates a private league, B joins with the
// code, both appear in the standings; A removes B; B cannot rejoin without an invitation; the
// invitation mailed to B (read from /dev/mailbox) lets B back in.

/** Registers and verifies an account through the API and the dev outbox. */
const account = (page: Page, name: string) =>
  registerAndVerify(page.request, {
    username: `${name}_${RUN}`,
    firstName: name,
    lastName: "Tester",
  });

async function joinWithCode(page: Page, code: string) {
  await page.goto("/leagues");
  const input = page.getByLabel("League code");
  await input.fill(code.toLowerCase());
  await expect(input).toHaveValue(code);
  await page.getByRole("button", { name: "Join League" }).click();
}

test("private league: create, join by code, remove, rejoin only through the mailed invitation", async ({
  page,
}) => {
  const a = await account(page, "alpha");
  const b = await account(page, "bravo");

  // A creates a private league from League Central.
  await login(page, a.email);
  await page.getByRole("link", { name: "Leagues", exact: true }).click();
  await expect(page.getByRole("heading", { name: "League Central" })).toBeVisible();
  await expect(page.getByText("You haven't joined any active leagues yet.")).toBeVisible();
  await page.getByRole("button", { name: "Create Your First League" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New League" });
  await dialog.getByRole("button", { name: "Create League" }).click();
  await expect(dialog.getByText("League name is required")).toBeVisible();
  await dialog.getByLabel("League Name").fill("Gridiron Grinders");
  await dialog.getByRole("button", { name: "Create League" }).click();
  await expect(page.getByText('League "Gridiron Grinders" created').first()).toBeVisible();
  await page.getByRole("link", { name: /Gridiron Grinders/ }).click();
  await expect(page.getByRole("heading", { name: "Gridiron Grinders" })).toBeVisible();
  await expect(page.getByText("You are the Commissioner of this league.")).toBeVisible();
  const code = (await page.locator("code.league-code").textContent())!.trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  const leagueUrl = page.url();
  await logout(page);

  // B joins with the code; both appear in the standings.
  await login(page, b.email);
  await joinWithCode(page, code);
  await expect(page.getByText("Successfully joined league!").first()).toBeVisible();
  await page.goto(leagueUrl);
  const summary = page.locator(".summary-table");
  await expect(summary.getByRole("link", { name: a.username })).toBeVisible();
  await expect(summary.getByRole("link", { name: b.username })).toBeVisible();
  await logout(page);

  // A removes B (with confirmation).
  await login(page, a.email);
  await page.goto(leagueUrl);
  // The member's actions are in a menu on their leaderboard row.
  const trigger = page.getByRole("button", { name: `Actions for ${b.username}` });
  await trigger.click();
  // On a desktop the menu opens against its trigger (under it, or above it when there is no room
  // below), not in the middle of the window.
  const at = (await trigger.boundingBox())!;
  const menu = (await page.getByRole("menu", { name: `Actions for ${b.username}` }).boundingBox())!;
  const gap = Math.min(
    Math.abs(menu.y - (at.y + at.height)),
    Math.abs(menu.y + menu.height - at.y),
  );
  expect(gap).toBeLessThanOrEqual(8);
  expect(Math.abs(menu.x + menu.width - (at.x + at.width))).toBeLessThanOrEqual(2);
  await page.getByRole("menuitem", { name: "Remove member" }).click();
  await page
    .getByRole("dialog", { name: "Remove Member" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByText("Member removed successfully").first()).toBeVisible();
  await expect(page.locator(".summary-table").getByRole("link", { name: b.username })).toHaveCount(
    0,
  );
  await logout(page);

  // Removed, B learns nothing of the private league by its address: no name, rules or standings.
  await login(page, b.email);
  await page.goto(leagueUrl);
  await expect(page.getByText("League not found.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to League Central" })).toBeVisible();
  await expect(page.getByText("League Settings")).toHaveCount(0);
  await expect(page.locator(".summary-table")).toHaveCount(0);

  // B cannot rejoin with the code alone.
  await joinWithCode(page, code);
  await expect(
    page.getByText("You need a new invitation to rejoin this league").first(),
  ).toBeVisible();
  await logout(page);

  // A invites B by e-mail.
  await login(page, a.email);
  await page.goto(leagueUrl);
  await page.getByLabel("Invite by e-mail").fill(b.email);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByText(`Invitation sent to ${b.email}`).first()).toBeVisible();
  await logout(page);

  // B follows the join link from the dev mailbox and is back in.
  await login(page, b.email);
  await page.goto(await mailboxLink(page, b.email, "/leagues?join="));
  await expect(page.getByLabel("League code")).toHaveValue(code);
  await page.getByRole("button", { name: "Join League" }).click();
  await expect(page.getByText("Successfully joined league!").first()).toBeVisible();
  await page.goto(leagueUrl);
  await expect(
    page.locator(".summary-table").getByRole("link", { name: b.username }),
  ).toBeVisible();
});

test("the season table uses a desktop's width; narrower, it scrolls in its card with the names pinned and a shadow at the edge with more", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiToken(request, "bob@pickem.dev");
  const res = await request.get("/api/leagues/", { headers: { authorization: `Bearer ${token}` } });
  const { results } = (await res.json()) as { results: { id: number; name: string }[] };
  const league = results.find((l) => l.name === "Alice's Office Pool")!;
  await login(page, "bob@pickem.dev");
  await page.goto(`/leagues/${league.id}`);
  const wrap = page.getByRole("region", { name: "Season standings by week" });
  const frame = page.locator(".table-scroll", { has: wrap });
  await expect(wrap.locator(".summary-table")).toBeVisible();
  // 1440 px has room for every week: nothing hidden, so no cue.
  expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  await expect(frame).not.toHaveAttribute("data-more-end");

  // A narrower window: the weeks scroll inside the card, the shadow says so.
  await page.setViewportSize({ width: 1000, height: 900 });
  await scrollsToEnd(frame, wrap);
  // The name stays at the card's left edge, on top of the weeks scrolled under it.
  const name = wrap.getByRole("link", { name: "bob", exact: true });
  const [box, at] = [(await wrap.boundingBox())!, (await name.boundingBox())!];
  expect(at.x).toBeGreaterThanOrEqual(box.x);
  expect(at.x + at.width).toBeLessThanOrEqual(box.x + 200);
  expect(
    await name.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }),
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1000);
});
