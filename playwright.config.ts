import { defineConfig, devices } from "@playwright/test";
import { GROUP_WEEK, groupFromEnv, specsOf } from "./e2e/groups";
import { findChromium } from "./scripts/browser.mjs";

// e2e runs against the real built app (`npm run build` first) served by wrangler dev on its own
// port with its own fresh local database, so it never touches the data of `npm start`.
const port = Number(process.env.E2E_PORT ?? 8790);
const state = process.env.E2E_STATE ?? `.wrangler/e2e-${port}`;
// The dev-server check (e2e/dev-server.spec.ts) reads the same database.
process.env.E2E_STATE = state;
// Build first (`npm run build`, or PICKEM_DIST=… vite build for a separate output folder).

// `npm run test:e2e` (scripts/e2e.mjs) runs the e2e groups (clock, still-a, still-b, december) as
// runs side by side, each on its own server (E2E_GROUP, e2e/groups.ts, ADR 1802); without
// E2E_GROUP every spec runs here, on one server.
const group = groupFromEnv();
const phone = /phone[-a-z]*\.spec\.ts$/;
const specs = specsOf(group);
const files = (names: string[]) =>
  names.map((name) => new RegExp(`[\\\\/]${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
// A state seeded once for both servers (scripts/e2e.mjs) is copied in; otherwise seed afresh.
const seeded = process.env.E2E_SEEDED;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Two runs side by side must not clear each other's traces.
  outputDir: group ? `test-results/${group}` : "test-results",
  use: {
    baseURL: `http://localhost:${port}`,
    // A failure keeps its trace (actions, DOM snapshots, network, console) and a screenshot; the
    // trace's screencast of every test was a quarter of the suite's CPU on a 2-core machine.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", testMatch: files(specs.filter((name) => !phone.test(name))) },
    {
      // The phone is the main screen: 390 × 844, touch, mobile (Chromium).
      name: "phone",
      testMatch: files(specs.filter((name) => phone.test(name))),
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
      },
    },
  ],
  webServer: {
    command: seeded
      ? `node scripts/start.mjs --no-build --from=${seeded}`
      : "node scripts/start.mjs --no-build --fresh",
    url: `http://localhost:${port}/api/health`,
    env: {
      PORT: String(port),
      PICKEM_STATE: state,
      PICKEM_DIST: process.env.PICKEM_DIST ?? "dist",
      // A fixed replayed week (regular season, weeks ahead) so journeys that move the dev clock
      // forward never depend on which week today's date happens to fall in.
      // A group's server replays the group's week (the december group: week 15, the postseason).
      DEMO_WEEK: process.env.E2E_DEMO_WEEK ?? String(group ? GROUP_WEEK[group] : 8),
    },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    // SIGTERM lets scripts/start.mjs stop wrangler and workerd before Playwright moves on.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    stderr: "pipe",
  },
});
