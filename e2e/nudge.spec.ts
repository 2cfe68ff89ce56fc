// The commissioner's nudge on a phone (issue 48, ADR 0410; no clock move): the commissioner sees
// who has not picked and how many members get push, taps Nudge (then it reads Nudged, and the
// server refuses a second nudge of the week with its words), and the member without picks finds
// the nudge, with the deadline, in their bell.
import { expect, test } from "./fixtures";
import { PHONE_390, createLeague, joinByCode, login, newAccount, auth } from "./support";

test.use(PHONE_390);

test("the commissioner taps Nudge and a member without picks sees it in their bell", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const owner = await newAccount(request, "ndgown");
  const fan = await newAccount(request, "ndgfan");
  const league = await createLeague(request, owner, `Nudge ${owner.username.slice(-6)}`);
  await joinByCode(request, owner, fan, league.id);

  await login(page, owner.email);
  await page.goto(`/leagues/${league.id}`);
  const tools = page.locator("details.commissioner-tools");
  await tools.locator("summary").tap();
  await expect(tools.getByRole("link", { name: fan.username })).toBeVisible();
  await expect(tools.getByTestId("push-reach")).toHaveText("0 of 2 members get push notifications");
  const nudge = tools.getByRole("button", { name: "Nudge" });
  const box = (await nudge.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await nudge.tap();
  await expect(page.getByText(/^Nudged 1 member about /)).toBeVisible();
  await expect(tools.getByRole("button", { name: "Nudged" })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Once per week: the server says so, and a reload still reads Nudged.
  const again = await request.post(`/api/leagues/${league.id}/nudge/`, {
    headers: auth(owner),
    data: {
      week: (
        await (
          await request.get(`/api/leagues/${league.id}/weekly_picks/`, { headers: auth(owner) })
        ).json()
      ).week,
    },
  });
  expect(again.status()).toBe(429);
  expect((await again.json()).error).toMatch(/^You already nudged this league for /);
  await page.reload();
  await tools.locator("summary").tap();
  await expect(tools.getByRole("button", { name: "Nudged" })).toBeDisabled();
  await tools.getByTestId("push-reach").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("nudge-commissioner.png") });

  // The member, on their own phone.
  const fanContext = await browser.newContext({ ...PHONE_390, baseURL });
  const fanPage = await fanContext.newPage();
  await login(fanPage, fan.email);
  const bell = fanPage.getByRole("button", { name: "Notifications, 1 unread" });
  await bell.tap();
  const sheet = fanPage.getByRole("dialog", { name: "Notifications" });
  const item = sheet.getByTestId("notification-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Your picks are due");
  await expect(item).toContainText(
    new RegExp(
      `${owner.username} nudged you: .+ picks for ${league.name} are due \\w{3} \\d{1,2}:\\d{2} [AP]M ET`,
    ),
  );
  await fanPage.screenshot({ path: testInfo.outputPath("nudge-bell.png") });
  await fanContext.close();
});
