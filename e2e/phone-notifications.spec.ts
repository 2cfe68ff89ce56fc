// The notifications dropdown on a phone (390 × 844, touch): the bell and a friend request's
// Accept / Decline are 44 px targets, the dropdown a full-width bottom sheet with its tabs as a
// keyboard tablist, nothing wider than the screen, and Escape closes it with focus back on the bell.
import { expect, test } from "./fixtures";
import { askFriend, login, newAccount } from "./support";

test("the bell opens a full-width sheet that fits the phone and closes back to the bell", async ({
  page,
  request,
}) => {
  const asker = await newAccount(request, "ntfpha");
  const fan = await newAccount(request, "ntfphf");
  await askFriend(request, asker, fan);

  await login(page, fan.email);
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  const box = (await bell.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);

  await bell.tap();
  const sheet = page.getByRole("dialog", { name: "Notifications" });
  await expect(sheet.getByTestId("notification-item")).toHaveCount(1);
  // The friend request's answers are thumb-sized too.
  for (const name of ["Accept", "Decline"]) {
    const answer = (await sheet.getByRole("button", { name, exact: true }).boundingBox())!;
    expect(answer.height, name).toBeGreaterThanOrEqual(44);
    expect(answer.width, name).toBeGreaterThanOrEqual(44);
  }
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.x).toBe(0);
  expect(sheetBox.width).toBe(390);
  expect(sheetBox.y + sheetBox.height).toBeGreaterThanOrEqual(843);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The tabs are one tablist: arrows move along it and select.
  const all = sheet.getByRole("tab", { name: "All" });
  await all.focus();
  await page.keyboard.press("ArrowRight");
  await expect(sheet.getByRole("tab", { name: "Mentions" })).toBeFocused();
  await expect(sheet.getByRole("tab", { name: "Mentions" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(sheet.getByRole("tabpanel")).toContainText("No mentions yet");
  await page.keyboard.press("End");
  await expect(sheet.getByRole("tab", { name: "Reminders" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(bell).toBeFocused();
});
