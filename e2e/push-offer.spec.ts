// @moves-clock: finding this week's upcoming games may move the dev clock on a day (support.ts)
// The Web Push offer on a phone (issue 48, ADR 0410): right after a fan's first saved pick the app
// offers alerts in a toast ('Turn on'), never the browser's own question; dismissed, it does not
// come back with the next pick or after a reload.
import { expect, test } from "./fixtures";
import {
  createLeague,
  drawn,
  login,
  newAccount,
  PHONE_390,
  upcomingGames,
  waitForServiceWorker,
} from "./support";

// Push needs the service worker: this journey lets it install.
test.use({ ...PHONE_390, serviceWorkers: "allow" });

const OFFER = "Get pick reminders and your commissioner's nudges on this phone";

test("alerts are offered once, in the app, after the first saved pick on a phone", async ({
  page,
  context,
  request,
}) => {
  const fan = await newAccount(request, "pushoffer");
  const league = await createLeague(request, fan, `Alerts ${fan.username}`);
  const [first, second] = await upcomingGames(request, fan, 2);
  // The browser is never asked without the fan's tap: a question would show up as a request here.
  let asked = 0;
  await context.exposeFunction("__askedForNotifications", () => asked++);
  await context.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      (window as unknown as { __askedForNotifications: () => void }).__askedForNotifications();
      return ask(...args);
    };
  });
  await login(page, fan.email);
  await page.goto(`/sportsbook?league=${league.id}`);
  await waitForServiceWorker(page);

  const pickAndSubmit = async (gameId: number) => {
    const card = await drawn(page.getByTestId(`game-${gameId}`));
    await card.locator(".market").first().getByRole("button").first().tap();
    await page.getByTestId("slip-bar").getByRole("button", { name: "Submit 1 pick" }).tap();
    await expect(page.getByText("Picks submitted successfully!").first()).toBeVisible();
  };

  await pickAndSubmit(first!.id);
  const offer = page.getByRole("status").filter({ hasText: OFFER });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole("button", { name: "Turn on" })).toBeVisible();
  await offer.getByRole("button", { name: "Dismiss" }).tap();
  await expect(offer).toHaveCount(0);

  // Once per device: not with the next pick, not after a reload.
  await pickAndSubmit(second!.id);
  await page.waitForTimeout(1_500);
  await expect(page.getByText(OFFER)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "League" })).toHaveValue(String(league.id));
  await expect(page.getByText(OFFER)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("pickem.pushOffer"))).not.toBeNull();
  expect(asked).toBe(0);
});
