#!/usr/bin/env node
// `npm run bench:standings`: runs the standings benchmark in the Workers runtime and writes
// bench/results/standings.json (D1 query count and time for standings and full_standings).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

const result = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--config",
    "bench/vitest.config.ts",
    "worker/test/bench/standings.bench.ts",
    "--reporter",
    "verbose",
  ],
  { encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" }, maxBuffer: 64 * 1024 * 1024 },
);
const output = `${result.stdout}\n${result.stderr}`;
const line = output.split("\n").find((l) => l.includes("BENCH_RESULT "));
if (result.status !== 0 || !line) {
  console.error(output);
  console.error("✗ standings benchmark failed");
  process.exit(result.status || 1);
}
const data = JSON.parse(line.slice(line.indexOf("BENCH_RESULT ") + "BENCH_RESULT ".length));
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/standings.json", `${JSON.stringify(data, null, 2)}\n`);
console.log(JSON.stringify(data, null, 2));
const ok = data.standings.median_ms <= 50 && data.full_standings.median_ms <= 50;
console.log(
  ok
    ? "✓ standings within 50 ms with a fixed query count"
    : `! standings median ${data.standings.median_ms} ms / full ${data.full_standings.median_ms} ms (goal 50 ms)`,
);
