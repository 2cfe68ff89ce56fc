// Offline-first journeys of issue 3 against the real built app in Chromium: 20 offline edits
// synced exactly once through injected faults, a rejection in the Sync panel that does not block
// later changes, an edit dismissed offline, and the phone's sync pill.
//
// context.setOffline() does not cut the service worker's own fetches, so "offline" here is also
// every request aborted by context.route(), which (with the flag below) sees the worker's fetches.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import { expect, test } from "./fixtures";
import {
  editBio,
  expiredAccessToken,
  login,
  newAccount,
  serverProfile,
  signedInOnDevice,
} from "./offline-profile";
import { goOffline, goOnline, waitForServiceWorker } from "./support";

test("20 offline edits reach the server exactly once each through 500s, timeouts and an expired token", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await signedInOnDevice(page, request);

  await goOffline(context);
  for (let i = 1; i <= 20; i++) await editBio(page, `Offline edit ${i}`);
  await expect(page.getByText("20 changes waiting to sync")).toBeVisible();
  // The access token expires while the page is closed.
  await page.evaluate(
    (token) => localStorage.setItem("pickem_token", token),
    expiredAccessToken(account),
  );
  await page.close();

  await goOnline(context);
  const keys: string[] = [];
  let patches = 0;
  await context.route("**/api/users/profile/", async (route) => {
    const req = route.request();
    if (req.method() !== "PATCH") return route.fallback();
    patches += 1;
    keys.push((await req.headerValue("idempotency-key")) ?? "");
    const n = patches;
    if (n === 2 || n === 9) {
      // The server never sees it.
      return route.fulfill({ status: 500, json: { error: "Server error" } });
    }
    if (n === 4 || n === 12) {
      // Applied on the server, but the answer is lost as a 503.
      await route.fetch();
      return route.fulfill({ status: 503, json: { error: "Service unavailable" } });
    }
    if (n === 6) {
      // Applied on the server, then the answer never comes: the client times out (15 s).
      await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 16_000));
      return route.abort("timedout").catch(() => undefined);
    }
    if (n === 15) {
      await route.fetch();
      return route.abort("connectionreset");
    }
    return route.fallback();
  });

  const reopened = await context.newPage();
  await reopened.goto("/dashboard");
  await expect(reopened.getByRole("heading", { name: "Your Profile" })).toBeVisible();
  // The server holding the last edit first (the badge may not have read the outbox yet, so "none
  // waiting" alone proves nothing), then nothing left waiting on the device.
  await expect
    .poll(async () => (await serverProfile(request, account)).bio, {
      timeout: 150_000,
      intervals: [1_000],
    })
    .toBe("Offline edit 20");
  await expect(reopened.getByText(/changes? waiting to sync/)).toHaveCount(0, { timeout: 30_000 });
  await expect(reopened.getByTestId("profile-bio")).toHaveText("Offline edit 20");

  // Retries happened, each under the same key; 20 distinct keys; the server stored each once.
  expect(patches).toBeGreaterThan(20);
  const distinct = [...new Set(keys)];
  expect(distinct).toHaveLength(20);
  // Sent in order: the keys (UUIDv7) first appear in creation order.
  expect(distinct).toEqual([...distinct].sort());
  const table = await request.get(`/api/dev/idempotency?user=${account.username}`);
  const { keys: stored } = (await table.json()) as {
    keys: { key: string; method: string; path: string; state: string; status: number }[];
  };
  const profileKeys = stored.filter((row) => row.path === "/api/users/profile/");
  expect(profileKeys.map((row) => row.key).sort()).toEqual([...distinct].sort());
  for (const row of profileKeys)
    expect(row).toMatchObject({ method: "PATCH", state: "done", status: 200 });
  await context.unrouteAll({ behavior: "ignoreErrors" });
});

test("a rejected change shows in the Sync panel with the server's message and later changes still apply", async ({
  page,
  context,
  request,
}) => {
  const account = await signedInOnDevice(page, request);

  await goOffline(context);
  await editBio(page, "Doomed edit");
  await editBio(page, "Later edit");
  await expect(page.getByText("2 changes waiting to sync")).toBeVisible();

  // The server refuses the first change: it reaches it with a bio over the 500-character limit.
  // Set up before the network returns (goOnline's steps, the route between them): the outbox may
  // send the moment the browser is online.
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.route("**/api/users/profile/", async (route) => {
    const req = route.request();
    const body = req.method() === "PATCH" ? (req.postDataJSON() as { bio?: string }) : null;
    if (body?.bio === "Doomed edit")
      return route.fallback({ postData: JSON.stringify({ ...body, bio: "x".repeat(501) }) });
    return route.fallback();
  });
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));

  await page.getByRole("button", { name: /rejected|waiting to sync/ }).click();
  const panel = page.getByRole("dialog", { name: "Sync" });
  const rejected = panel.locator('[data-status="rejected"]');
  // Two sends, a refusal and a retry on a loaded CI machine: the suite's default wait, not 2 s.
  await expect(rejected).toBeVisible();
  await expect(rejected).toContainText("Profile update");
  await expect(rejected).toContainText("Bio must be at most 500 characters");
  await expect(panel.locator('[data-status="queued"], [data-status="sending"]')).toHaveCount(0);

  expect((await serverProfile(request, account)).bio).toBe("Later edit");

  await rejected.getByRole("button", { name: "Dismiss" }).click();
  await expect(panel.getByText("Everything is synced.")).toBeVisible();
  await context.unrouteAll({ behavior: "ignoreErrors" });
});

test("an edit dismissed while offline is taken back: the card shows the server's copy again", async ({
  page,
  context,
  request,
}) => {
  const account = await newAccount(request);
  await login(page, account);
  await editBio(page, "Kept on the server");
  await expect
    .poll(async () => (await serverProfile(request, account)).bio)
    .toBe("Kept on the server");

  await goOffline(context);
  await editBio(page, "Never mind this");
  await page.getByRole("button", { name: /waiting to sync/ }).click();
  const panel = page.getByRole("dialog", { name: "Sync" });
  await panel.getByRole("button", { name: "Dismiss" }).click();
  await expect(panel.getByText("Everything is synced.")).toBeVisible();
  await page.keyboard.press("Escape");

  await goOnline(context, page);
  await expect(page.getByTestId("profile-bio")).toHaveText("Kept on the server");
  expect((await serverProfile(request, account)).bio).toBe("Kept on the server");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the sync pill says how many changes wait in a few words and never covers the brand", async ({
    page,
    context,
    request,
  }) => {
    const account = await newAccount(request);
    await login(page, account);
    // The app is on the phone (the profile form loads when Edit Profile is tapped, ADR 0603).
    await waitForServiceWorker(page);
    await goOffline(context);
    await editBio(page, "Typed in the stands");
    const pill = page.getByRole("button", { name: "1 change waiting to sync" });
    await expect(pill.getByText("1 to sync")).toBeVisible();
    await expect(pill.getByText("1 change waiting to sync")).toBeHidden();
    // The whole brand shows beside the pill, the bell and the account, down to a 360 px phone.
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      const brand = page.locator(".brand-title");
      await expect(brand).toHaveText("NCAA Pick'em");
      const fit = await brand.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(fit, `brand at ${width} px`).toBeLessThanOrEqual(0);
      const title = await brand.boundingBox();
      const box = await pill.boundingBox();
      expect(title!.x + title!.width).toBeLessThanOrEqual(box!.x);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    await goOnline(context, page);
    await expect(pill).toHaveCount(0);
  });
});
