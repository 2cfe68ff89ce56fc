// Runs one Worker benchmark (worker/test/bench/<name>.bench.ts) through bench/vitest.config.ts,
// reads the BENCH_RESULT line it prints, writes it to bench/results/<name>.json and returns it.
// Exits the process (printing the whole output) when the run fails or prints no result.
// `runWorkerBenchResult(name, env)` runs it with extra environment variables and only returns it
// (bench/costs.mjs runs its bench twice and writes the two results as one file).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

const MARK = "BENCH_RESULT ";

export function runWorkerBenchResult(name, extraEnv = {}) {
  const result = spawnSync(
    "npx",
    [
      "vitest",
      "run",
      "--config",
      "bench/vitest.config.ts",
      `worker/test/bench/${name}.bench.ts`,
      "--reporter",
      "verbose",
    ],
    {
      encoding: "utf8",
      env: { ...process.env, ...extraEnv, FORCE_COLOR: "0" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  const line = output.split("\n").find((l) => l.includes(MARK));
  if (result.status !== 0 || !line) {
    console.error(output);
    console.error(`✗ ${name} benchmark failed`);
    process.exit(result.status || 1);
  }
  return JSON.parse(line.slice(line.indexOf(MARK) + MARK.length));
}

export function runWorkerBench(name) {
  return writeBenchResult(name, runWorkerBenchResult(name));
}

/** Writes `data` to bench/results/<name>.json, prints it and returns it. */
export function writeBenchResult(name, data) {
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${name}.json`, `${JSON.stringify(data, null, 2)}\n`);
  console.log(JSON.stringify(data, null, 2));
  return data;
}
