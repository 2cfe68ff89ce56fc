// Offline-first journeys of issue 3 against the real built app in Chromium: the installed shell
// and the last-seen dashboard with no network, an answer that arrives after the service worker
// stopped waiting, a logout that leaves no user data, and what makes the app installable.
//
// context.setOffline() does not cut the service worker's own fetches, so "offline" here is also
// every request aborted by context.route(), which (with the flag below) sees the worker's fetches.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  login,
  newAccount,
  reloadShowsProfile,
  serverProfile,
  signedInOnDevice,
  editBio,
} from "./offline-profile";
import { apiToken, goOffline, goOnline, RUN, waitForServiceWorker } from "./support";

/** Reloaded online: the profile card and the AP poll's first row (so both are cached). */
async function reloadShowsDashboard(page: Page) {
  await reloadShowsProfile(page);
  await expect(
    page.getByRole("region", { name: "AP Top 25" }).getByTestId("ranking-row").first(),
  ).toBeVisible();
}

test("the shell and the last-seen dashboard render offline after a reload", async ({
  page,
  context,
  request,
}) => {
  const account = await signedInOnDevice(page, request);
  // Seen once online under the worker: the dashboard's data is now cached. The AP poll loads
  // with its own part of the page; it is seen (and so kept) before the network goes.
  await reloadShowsDashboard(page);

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
  await reloadShowsDashboard(page);
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
  const account = await signedInOnDevice(page, request);
  await reloadShowsProfile(page);
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
