#!/usr/bin/env node
// Budget: offline cold start of the installed app to a usable shell, median ≤ 1 s in headless
// Chromium (DESIGN.md "Performance budgets"). Serves the built app (npm run build first; honours
// PICKEM_DIST) on its own port with a fresh database, signs in the demo user once online so the
// service worker installs and caches, then 10 times: launches Chromium on the same profile with
// every request aborted (offline, service-worker fetches included), opens /dashboard and reads the
// `shell-ready` performance mark (set when the signed-in shell first renders). Writes
// bench/results/offline-start.json; with --check exits non-zero when over budget.
//   BENCH_PORT   port to serve on (default 8799)
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { findChromium } from "./browser.mjs";
import { demoLogin, startBenchServer } from "./bench-server.mjs";

const BUDGET_MS = 1000;
const RUNS = 10;
const port = Number(process.env.BENCH_PORT ?? 8799);
const origin = `http://localhost:${port}`;
const args = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];

const profileDir = mkdtempSync(join(tmpdir(), "pickem-bench-"));
const launch = () =>
  chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    headless: true,
    args,
    baseURL: origin,
  });

const { stop: stopServer } = await startBenchServer(port, { background: true });
try {
  const session = await demoLogin(origin);
  const tokens = session.tokens ?? session;

  // Online once: sign in, let the service worker install, precache and see the dashboard.
  let context = await launch();
  let page = context.pages()[0] ?? (await context.newPage());
  await page.goto("/login");
  await page.evaluate(
    ({ access, refresh, user }) => {
      localStorage.setItem("pickem_token", access);
      localStorage.setItem("pickem_refresh", refresh);
      localStorage.setItem("pickem_user", JSON.stringify({ id: user.id, username: user.username }));
      localStorage.setItem("pickem_profile", JSON.stringify(user));
    },
    { access: tokens.access, refresh: tokens.refresh, user: session.user },
  );
  await page.goto("/dashboard");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
  });
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName("shell-ready").length > 0);
  await context.close();

  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    context = await launch();
    await context.setOffline(true);
    await context.route("**/*", (route) => route.abort("internetdisconnected"));
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/dashboard");
    await page.waitForFunction(() => performance.getEntriesByName("shell-ready").length > 0, null, {
      timeout: 15_000,
    });
    const ms = await page.evaluate(() => performance.getEntriesByName("shell-ready")[0].startTime);
    runs.push(Math.round(ms));
    await context.close();
  }
  const sorted = [...runs].sort((a, b) => a - b);
  const median = (sorted[RUNS / 2 - 1] + sorted[RUNS / 2]) / 2;
  const result = {
    measured_at: new Date().toISOString(),
    budget_ms: BUDGET_MS,
    median_ms: median,
    within_budget: median <= BUDGET_MS,
    runs_ms: runs,
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/offline-start.json", JSON.stringify(result, null, 2) + "\n");
  console.log(`offline cold start to shell-ready: median ${median} ms (budget ${BUDGET_MS} ms)`);
  if (process.argv.includes("--check") && !result.within_budget) {
    console.error("✗ offline cold start is over budget");
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  rmSync(profileDir, { recursive: true, force: true });
  stopServer();
}
