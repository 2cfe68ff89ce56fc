#!/usr/bin/env node
// `npm run bench:grading`: grades 100,000 picks across one week's games of the real 2024 season in
// one run of the grading job, inside the Workers runtime with a local D1, and writes the D1
// statement count and time to bench/results/grading.json (goal: <= 5 s locally).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

const result = spawnSync(
  "npx",
  [
    "vitest",
    "run",
    "--config",
    "bench/vitest.config.ts",
    "worker/test/bench/grading.bench.ts",
    "--reporter",
    "verbose",
  ],
  { encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" }, maxBuffer: 64 * 1024 * 1024 },
);
const output = `${result.stdout}\n${result.stderr}`;
const line = output.split("\n").find((l) => l.includes("BENCH_RESULT "));
if (result.status !== 0 || !line) {
  console.error(output);
  console.error("✗ grading benchmark failed");
  process.exit(result.status || 1);
}
const data = JSON.parse(line.slice(line.indexOf("BENCH_RESULT ") + "BENCH_RESULT ".length));
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/grading.json", `${JSON.stringify(data, null, 2)}\n`);
console.log(JSON.stringify(data, null, 2));
console.log(
  data.grading.ms <= 5000
    ? `✓ ${data.picks} picks graded in ${data.grading.ms} ms with ${data.grading.d1_statements} D1 statements`
    : `! ${data.picks} picks took ${data.grading.ms} ms (goal 5000 ms)`,
);
