#!/usr/bin/env node
// Issue 42: `npm start` on a busy machine. Each round launches three `scripts/start.mjs --fresh`
// side by side (ports 8821–8823, their own state and build folders) and a `vite build` beside
// them, then waits for each server's /api/health. Records the seconds from launch to healthy and
// the load average, stops every server (its whole process group), and writes
// bench/results/busy-start.json. A start that exits or is not healthy within the limit fails it.
//   node bench/busy-start.mjs [rounds=3]
import { spawn } from "node:child_process";
import { openSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";

const rounds = Number(process.argv[2] ?? 3);
const LIMIT_MS = 20 * 60_000;
const STARTS = [
  { port: 8821, state: ".wrangler/hard-a", dist: "dist-hard-a" },
  { port: 8822, state: ".wrangler/hard-c", dist: "dist-hard-c" },
  { port: 8823, state: ".wrangler/hard-d", dist: "dist-hard-d" },
];
mkdirSync(".wrangler/busy-start-logs", { recursive: true });
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).map(Number);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function launch(cmd, args, env, log) {
  const out = openSync(log, "w");
  // detached: its own process group, so one kill stops wrangler, workerd and the build with it.
  return spawn(cmd, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", out, out],
    detached: true,
  });
}
const stopGroup = (child) => {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
};

async function healthy(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.ok;
  } catch {
    return false;
  }
}

const results = [];
for (let round = 1; round <= rounds; round++) {
  const t0 = Date.now();
  const loadAtLaunch = load();
  const starts = STARTS.map((s) => {
    const log = `.wrangler/busy-start-logs/round${round}-${s.port}.log`;
    const child = launch(
      "node",
      ["scripts/start.mjs", "--fresh"],
      {
        PORT: String(s.port),
        PICKEM_STATE: s.state,
        PICKEM_DIST: s.dist,
      },
      log,
    );
    const entry = { ...s, log, child, seconds: null, exit: null };
    child.on("exit", (code, signal) => (entry.exit = code ?? signal));
    return entry;
  });
  const build = launch(
    "npx",
    ["vite", "build"],
    { PICKEM_DIST: "dist-hard-b" },
    `.wrangler/busy-start-logs/round${round}-build.log`,
  );
  let buildSeconds = null;
  build.on("exit", () => (buildSeconds = (Date.now() - t0) / 1000));
  let maxLoad = loadAtLaunch[0];
  while (Date.now() - t0 < LIMIT_MS) {
    maxLoad = Math.max(maxLoad, load()[0]);
    for (const s of starts) {
      if (s.seconds === null && s.exit === null && (await healthy(s.port))) {
        s.seconds = (Date.now() - t0) / 1000;
        console.log(`round ${round}: :${s.port} healthy after ${s.seconds.toFixed(1)} s`);
      }
    }
    if (starts.every((s) => s.seconds !== null || s.exit !== null)) break;
    await sleep(1000);
  }
  const loadWhenDone = load();
  for (const s of starts) stopGroup(s.child);
  stopGroup(build);
  const ok = starts.every((s) => s.seconds !== null);
  const round_ = {
    round,
    ok,
    load_at_launch: loadAtLaunch,
    load_max_1min: maxLoad,
    load_when_all_healthy: loadWhenDone,
    build_seconds: buildSeconds,
    starts: starts.map((s) => ({
      port: s.port,
      seconds_to_healthy: s.seconds,
      failed: s.seconds === null ? `exit ${s.exit}; see ${s.log}` : undefined,
      announced: readFileSync(s.log, "utf8").includes(`NCAA Pick'em on http://localhost:${s.port}`),
    })),
  };
  results.push(round_);
  console.log(JSON.stringify(round_));
  await sleep(5000);
}

writeFileSync(
  "bench/results/busy-start.json",
  `${JSON.stringify(
    {
      what: "three `node scripts/start.mjs --fresh` side by side with a `vite build`, per round; seconds from launch to /api/health answering",
      machine: `${(await import("node:os")).cpus().length} cores, shared with other work`,
      date: new Date().toISOString(),
      rounds: results,
    },
    null,
    2,
  )}\n`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
