#!/usr/bin/env node
// Interleaved offline cold starts of several builds (issue 42 point 4: a bisect on a shared,
// busy machine). Each build gets its own server and Chromium profile and is installed online once;
// its cold starts are npm run bench:offline-start's (scripts/offline-start-runs.mjs). The builds
// take turns run after run (A B A B, the order reversed every other round), so a burst of load
// from the engineers beside us falls on all of them alike; each run records the load average at
// its start and the main thread's CPU time. The servers are stopped once every build is
// installed: an offline run never reaches them.
//
//   node bench/offline-start-ab.mjs <label>=<checkout>[:<dist>] … [--rounds N] [--out file.json]
// Each checkout must have been built (`PICKEM_DIST=<dist> npx vite build`, dist defaults to
// "dist", a path from the checkout); its own scripts/start.mjs serves it, on ports from
// BENCH_PORT (default 8882) upward. `--state DIR` (or BENCH_STATE) serves each a copy of that
// seeded local state instead of a fresh seed (startBenchServer's seededState).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { demoLogin, startBenchServer } from "../scripts/bench-server.mjs";
import { installOnline, median, offlineColdStart } from "../scripts/offline-start-runs.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : argv.splice(at, 2)[1];
};
const rounds = Number(option("--rounds", 10));
const out = option("--out", null);
const seededState = option("--state", process.env.BENCH_STATE);
const firstPort = Number(process.env.BENCH_PORT ?? 8882);
const builds = argv.map((spec, i) => {
  const [label, rest] = spec.split("=");
  const [checkout, dist = "dist"] = rest.split(":");
  return { label, checkout: resolve(checkout), dist, port: firstPort + i, runs: [] };
});
if (builds.length === 0) throw new Error("name at least one <label>=<checkout>[:<dist>]");

/** Online once: sign in, let the service worker install, precache and see the dashboard. */
async function install(build) {
  const here = process.cwd();
  // startBenchServer starts the checkout's own scripts/start.mjs from the working directory.
  process.chdir(build.checkout);
  process.env.PICKEM_DIST = build.dist;
  try {
    build.server = await startBenchServer(build.port, { startupMs: 900_000, seededState });
  } finally {
    process.chdir(here);
  }
  build.profileDir = mkdtempSync(join(tmpdir(), `pickem-ab-${build.label}-`));
  await installOnline(build.server.origin, build.profileDir, await demoLogin(build.server.origin));
  // Offline runs never reach it, and its cron ticks would only load the cores the runs share.
  build.server.stop();
}

try {
  for (const build of builds) await install(build);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const build of order) {
      const run = await offlineColdStart(build.server.origin, build.profileDir);
      build.runs.push(run);
      console.log(`${build.label}\t${JSON.stringify(run)}`);
    }
  }
  const summary = builds.map(({ label, checkout, dist, runs }) => ({
    label,
    checkout,
    dist,
    median_ms: median(runs.map((r) => r.ms)),
    median_thread_ms: median(runs.map((r) => r.thread_ms)),
    median_script_bytes: median(runs.map((r) => r.script_bytes)),
    load1_min: Math.min(...runs.map((r) => r.load1)),
    load1_max: Math.max(...runs.map((r) => r.load1)),
    runs,
  }));
  for (const s of summary)
    console.log(
      `${s.label}: median ${s.median_ms} ms, main thread ${s.median_thread_ms} ms, ` +
        `${s.median_script_bytes} B of script, load ${s.load1_min.toFixed(2)}-${s.load1_max.toFixed(2)}`,
    );
  if (out)
    writeFileSync(
      out,
      JSON.stringify({ measured_at: new Date().toISOString(), builds: summary }, null, 2) + "\n",
    );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const build of builds) {
    build.server?.stop();
    if (build.profileDir) rmSync(build.profileDir, { recursive: true, force: true });
  }
}
