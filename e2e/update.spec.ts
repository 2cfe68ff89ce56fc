// A new version of the app never takes over by itself (issue 3): the browser finds a changed
// service worker, the page says 'A new version is ready — Reload', what the user was typing stays,
// and only their click activates the new worker and reloads.
//
// The browser fetches sw.js itself (Playwright's routing does not see that fetch), so the test
// changes the built file the server is serving and puts it back afterwards.
import { expect, test } from "./fixtures";
import { readFileSync, writeFileSync } from "node:fs";
import { waitForServiceWorker } from "./support";

const swFile = `${process.env.PICKEM_DIST ?? "dist"}/client/sw.js`;

test("a new version waits for the user's Reload, and nothing typed is lost before it", async ({
  page,
}) => {
  const original = readFileSync(swFile, "utf8");
  await page.goto("/login");
  await waitForServiceWorker(page);
  await page.getByLabel("Email").fill("still-here@example.com");
  try {
    writeFileSync(swFile, `${original}\n// next version ${Date.now()}\n`);
    const banner = page.getByText("A new version is ready —");
    await expect
      .poll(
        async () => {
          await page.evaluate(async () => {
            await (await navigator.serviceWorker.getRegistration())?.update();
          });
          return banner.isVisible();
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toBe(true);
    // Installed and waiting, not active: the page was not reloaded under the user.
    await expect(page.getByLabel("Email")).toHaveValue("still-here@example.com");
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBe(true);

    await Promise.all([
      page.waitForEvent("framenavigated"),
      page.getByRole("button", { name: "Reload" }).click(),
    ]);
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: !!registration?.waiting, active: registration?.active?.state };
        }),
      )
      .toEqual({ waiting: false, active: "activated" });
  } finally {
    writeFileSync(swFile, original);
  }
});
