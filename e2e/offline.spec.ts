// Offline-first journeys of issue 3 against the real built app in Chromium: the installed shell
// with no network, 20 offline edits synced exactly once through injected faults, a rejection in
// the Sync panel that does not block later changes, and a logout that leaves no user data.
//
// context.setOffline() does not cut the service worker's own fetches, so "offline" here is also
// every request aborted by context.route(), which (with the flag below) sees the worker's fetches.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  apiToken,
  goOffline,
  goOnline,
  login as loginThroughForm,
  registerAndVerify,
  RUN,
  waitForServiceWorker,
  type Account,
} from "./support";

let counter = 0;

/** A verified account made through the real API (register → mailed token → verify). */
function newAccount(request: APIRequestContext): Promise<Account> {
  counter += 1;
  return registerAndVerify(request, {
    username: `off_${RUN}_${counter}`,
    firstName: "Off",
    lastName: "Line",
  });
}

async function serverProfile(request: APIRequestContext, account: Account) {
  const res = await request.get("/api/users/profile/", {
    headers: { authorization: `Bearer ${await apiToken(request, account.email)}` },
  });
  return (await res.json()) as { first_name: string; last_name: string; bio: string };
}

/** An access token for `account` that expired an hour ago, signed with the server's secret. */
function expiredAccessToken(account: Account): string {
  const secret = /^JWT_SECRET=(.*)$/m.exec(readFileSync(".dev.vars", "utf8"))![1]!.trim();
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const iat = Math.floor(Date.now() / 1000) - 2 * 3600;
  const body = `${part({ alg: "HS256", typ: "JWT" })}.${part({
    sub: String(account.id),
    username: account.username,
    typ: "access",
    iat,
    exp: iat + 900,
  })}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

async function login(page: Page, account: Account) {
  await loginThroughForm(page, account.email);
  await expect(page.getByRole("heading", { name: "Your Profile" })).toBeVisible();
}

async function editBio(page: Page, bio: string) {
  // On a phone the profile card is drawn once it comes near the screen.
  await page.getByRole("heading", { name: "Your Profile" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel(/^Bio/).fill(bio);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("profile-bio")).toHaveText(bio);
}

test("the shell and the last-seen dashboard render offline after a reload", async ({
  page,
  context,
  request,
}) => {
  const account = await newAccount(request);
  await login(page, account);
  await waitForServiceWorker(page);
  // Seen once online under the worker: the dashboard's data is now cached. The AP poll loads
  // with its own part of the page; it is seen (and so kept) before the network goes.
  await page.reload();
  await expect(page.getByTestId("profile-name")).toHaveText("Off Line");
  await expect(
    page.getByRole("region", { name: "AP Top 25" }).getByTestId("ranking-row").first(),
  ).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole("link", { name: /NCAA Pick'em/ })).toBeVisible();
  await expect(page.getByText(`Welcome, ${account.username}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Profile" })).toBeVisible();
  await expect(page.getByTestId("profile-name")).toHaveText("Off Line");
  await expect(page.getByText(/You're offline/)).toBeVisible();
  // Each screen part showing saved data says so: the profile, the league standings, the AP poll
  // and the ticker, and whichever cards below them have been drawn on this screen size.
  const savedNote = /^Offline — updated \d{1,2}:\d{2}/;
  await expect(page.getByRole("region", { name: "AP Top 25" }).getByText(savedNote)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Scores ticker" }).getByText(savedNote),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "League Standings" }).getByText(savedNote),
  ).toBeVisible();
  expect(await page.getByText(savedNote).count()).toBeGreaterThanOrEqual(4);
  // Back online, the saved data is fetched again and the notes go, without a reload.
  await goOnline(context, page);
  await expect(page.getByText(savedNote)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("profile-name")).toHaveText("Off Line");
  await expect(
    page.getByRole("region", { name: "AP Top 25" }).getByTestId("ranking-row").first(),
  ).toBeVisible();
  await expect(page.getByText(savedNote)).toHaveCount(0);
});

test("an answer the phone stopped waiting for reaches the screen when it arrives", async ({
  page,
  context,
  request,
}) => {
  const account = await newAccount(request);
  const token = await apiToken(request, account.email);
  const created = await request.post("/api/leagues/", {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Slow Crew ${RUN}` },
  });
  const league = (await created.json()) as { id: number; name: string };
  await login(page, account);
  await waitForServiceWorker(page);
  await page.goto(`/leagues/${league.id}`);
  await expect(page.getByRole("heading", { name: league.name })).toBeVisible();
  // Renamed from the commissioner's desktop; then this phone's network answers slower than the
  // service worker waits (4 s), once: the saved copy shows first, the network's answer when it
  // arrives, without the fan doing anything.
  const renamed = await request.patch(`/api/leagues/${league.id}/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Slow Crew renamed ${RUN}` },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  let delayed = false;
  await context.route(new RegExp(`/api/leagues/${league.id}/$`), async (route) => {
    if (delayed) return route.fallback();
    delayed = true;
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.fallback();
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: league.name, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Slow Crew renamed ${RUN}` })).toBeVisible({
    timeout: 15_000,
  });
});

test("20 offline edits reach the server exactly once each through 500s, timeouts and an expired token", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await newAccount(request);
  await login(page, account);
  await waitForServiceWorker(page);

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
  const account = await newAccount(request);
  await login(page, account);
  await waitForServiceWorker(page);

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

/** URLs of the user's cached answers that workbox-expiration tracks in its IndexedDB database. */
async function expirationRecords(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === "workbox-expiration")) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open("workbox-expiration");
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("cache-entries")) {
          db.close();
          resolve([]);
          return;
        }
        const req = db.transaction("cache-entries").objectStore("cache-entries").getAll();
        req.onsuccess = () => {
          db.close();
          const rows = req.result as { cacheName: string; url: string }[];
          resolve(rows.filter((r) => r.cacheName.startsWith("pickem-user-")).map((r) => r.url));
        };
      };
    });
  });
}

test("logout leaves no user data in Cache Storage or IndexedDB", async ({ page, request }) => {
  const account = await newAccount(request);
  await login(page, account);
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByTestId("profile-name")).toHaveText("Off Line");
  await editBio(page, "Before logout");
  await expect.poll(async () => (await serverProfile(request, account)).bio).toBe("Before logout");
  await expect(page.getByText(/changes? waiting to sync/)).toHaveCount(0);

  const before = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    }
    return urls;
  });
  expect(before.some((url) => url.includes("/api/users/profile/"))).toBe(true);
  await expect
    .poll(async () =>
      (await expirationRecords(page)).some((u) => u.includes("/api/users/profile/")),
    )
    .toBe(true);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The login page shows at once; the clean-up finishes in the background moments later.
  const userUrls = async () =>
    (
      await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
        return urls;
      })
    ).filter((url) => url.includes("/api/") && !/\/api\/(rankings|ticker|teams)/.test(url));
  await expect.poll(userUrls, { timeout: 5_000 }).toEqual([]);
  await expect.poll(() => expirationRecords(page), { timeout: 5_000 }).toEqual([]);

  const after = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    }
    const rows = await new Promise<Record<string, number>>((resolve, reject) => {
      const open = indexedDB.open("pickem");
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const names = [...db.objectStoreNames];
        const tx = db.transaction(names, "readonly");
        const counts: Record<string, number> = {};
        for (const name of names) {
          const req = tx.objectStore(name).count();
          req.onsuccess = () => (counts[name] = req.result);
        }
        tx.oncomplete = () => {
          db.close();
          resolve(counts);
        };
      };
    });
    const storage = Object.keys(localStorage).filter((key) => key.startsWith("pickem_"));
    return { urls, rows, storage };
  });
  // Only the app shell and public data remain; nothing of the user's.
  expect(
    after.urls.filter(
      (url) => url.includes("/api/") && !/\/api\/(rankings|ticker|teams)/.test(url),
    ),
  ).toEqual([]);
  for (const table of [
    "session",
    "outbox",
    "profiles",
    "pendingPicks",
    "selectedWeeks",
    "leagueStatus",
  ])
    expect(after.rows[table], table).toBe(0);
  expect(after.storage).toEqual([]);
  expect(await expirationRecords(page)).toEqual([]);
});

test("Chromium considers the app installable (manifest, icons, service worker)", async ({
  page,
  context,
}) => {
  await page.goto("/login");
  await waitForServiceWorker(page);
  const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as {
    name: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "NCAA Pick'em", display: "standalone" });
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()["content-type"]).toContain("image/png");
  }
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito profiles, where Chromium never offers installs; every
  // other criterion (manifest, icons, service worker, secure origin) must hold.
  expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
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
