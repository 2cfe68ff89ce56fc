// `npm run dev` — Vite with HMR for the SPA and the Worker — starts and serves the app: a deep
// link loads every module of the entry (web/api/*.ts too, whose paths share the Worker's /api/
// prefix) and the Worker answers the API from the local database. It once stayed broken for
// several issues because nothing ran it. The dev server reads the database the e2e server has
// already migrated and seeded (PICKEM_STATE), so nothing is seeded twice.
import { spawn } from "node:child_process";
import { expect, test } from "./fixtures";

const port = Number(process.env.E2E_DEV_PORT ?? 5199);
const origin = `http://localhost:${port}`;

test("the dev server serves a deep link with all its modules, and the API", async ({ page }) => {
  test.setTimeout(180_000);
  const server = spawn("node_modules/.bin/vite", ["--port", String(port), "--strictPort"], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, PICKEM_STATE: process.env.E2E_STATE },
  });
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, {
        timeout: 120_000,
        intervals: [1000],
      })
      .toBe(200);

    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    // Signed out, a league's page sends the visitor to the sign-in form: the router, the session
    // and the API client (web/api/*) all loaded. Signed in, it is back on the league's page, drawn
    // from the API.
    await page.goto(`${origin}/leagues/1`);
    await expect(page).toHaveURL(/\/login/, { timeout: 60_000 });
    await page.getByLabel("Email", { exact: true }).fill("alice@pickem.dev");
    await page.getByLabel("Password", { exact: true }).fill("Pickem!2024");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/leagues\/1$/, { timeout: 30_000 });
    await expect(page.locator("h1.league-title")).toBeVisible({ timeout: 30_000 });
    expect(failed).toEqual([]);
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
});
