// One offline cold start of the installed app, the way npm run bench:offline-start measures it and
// bench/offline-start-ab.mjs compares builds with it: Chromium on a profile where the app was
// installed online once, every request aborted (service-worker fetches included, which needs
// PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1 before Playwright loads), /dashboard opened and
// the `shell-ready` performance mark read.
//
// Beside the wall time each run reads figures the load of a shared machine barely moves: the
// renderer main thread's CPU time up to the mark (CDP Performance.getMetrics ThreadTime, sampled
// as soon as the mark is seen) and the bytes of script loaded before it; and it records the load
// average at its start, so a slow run on a busy host can be told from a slow build.
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { findChromium } from "./browser.mjs";

const args = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];

const launch = (origin, profileDir) =>
  chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    headless: true,
    args,
    baseURL: origin,
  });

const shellReady = () => performance.getEntriesByName("shell-ready").length > 0;

/** Online once: sign in, let the service worker install, precache and see the dashboard. */
export async function installOnline(origin, profileDir, session) {
  const tokens = session.tokens ?? session;
  const context = await launch(origin, profileDir);
  const page = context.pages()[0] ?? (await context.newPage());
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
  await page.waitForFunction(shellReady);
  await context.close();
}

/** One offline cold start on the installed profile: `{ms, thread_ms, script_bytes, …, load1}`. */
export async function offlineColdStart(origin, profileDir) {
  const load1 = loadavg()[0];
  const context = await launch(origin, profileDir);
  try {
    await context.setOffline(true);
    await context.route("**/*", (route) => route.abort("internetdisconnected"));
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const before = await cdp.send("Performance.getMetrics");
    await page.goto("/dashboard");
    await page.waitForFunction(shellReady, null, { timeout: 15_000, polling: 10 });
    const after = await cdp.send("Performance.getMetrics");
    const measured = await page.evaluate(readMark);
    const metric = (set, name) => set.metrics.find((m) => m.name === name)?.value ?? 0;
    const delta = (name) => Math.round((metric(after, name) - metric(before, name)) * 1000);
    return {
      ...measured,
      thread_ms: delta("ThreadTime"),
      script_ms: delta("ScriptDuration"),
      load1,
    };
  } finally {
    await context.close();
  }
}

/** In the page: the mark, the scripts loaded before it, and where the wall time went. */
function readMark() {
  const ready = performance.getEntriesByName("shell-ready")[0].startTime;
  const scripts = performance
    .getEntriesByType("resource")
    .filter((e) => e.initiatorType === "script" || /\.m?js$/.test(new URL(e.name).pathname))
    .filter((e) => e.responseEnd <= ready);
  const [nav] = performance.getEntriesByType("navigation");
  const profile = performance
    .getEntriesByType("resource")
    .find((e) => new URL(e.name).pathname === "/api/users/profile/");
  const at = (t) => (t ? Math.round(t) : null);
  return {
    ms: Math.round(ready),
    script_bytes: scripts.reduce((sum, e) => sum + e.decodedBodySize, 0),
    scripts: scripts.length,
    // The service worker's start, the page from its cache, the last script before the mark, the
    // profile answer the shell waits for.
    phases: {
      worker_start: at(nav.workerStart),
      html_end: at(nav.responseEnd),
      dom_content_loaded: at(nav.domContentLoadedEventEnd),
      last_script_end: at(Math.max(0, ...scripts.map((e) => e.responseEnd))),
      profile_start: at(profile?.startTime),
      profile_end: at(profile?.responseEnd),
    },
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
