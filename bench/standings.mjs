#!/usr/bin/env node
// `npm run bench:standings`: runs the standings benchmark in the Workers runtime and writes
// bench/results/standings.json (D1 query count and time for standings and full_standings).
import { runWorkerBench } from "./run-worker-bench.mjs";

const data = runWorkerBench("standings");
const ok = data.standings.median_ms <= 50 && data.full_standings.median_ms <= 50;
console.log(
  `  first read in an isolate ${data.standings_first_read_in_isolate.median_ms} ms; ` +
    `first read after a grading write ${data.standings_after_grading_write.median_ms} ms`,
);
console.log(
  ok
    ? "✓ standings within 50 ms with a fixed query count"
    : `! standings median ${data.standings.median_ms} ms / full ${data.full_standings.median_ms} ms (goal 50 ms)`,
);
