#!/usr/bin/env node
// `npm run bench:stats`: runs the stats benchmark in the Workers runtime and writes
// bench/results/stats.json (D1 query count and time of my_stats, available_filters and progress
// for a user with 5,000 graded picks), with the machine's load while it ran: on a shared machine
// the times grow with it.
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { runWorkerBench } from "./run-worker-bench.mjs";

const data = runWorkerBench("stats");
data.load_average_1m = Math.round(loadavg()[0] * 100) / 100;
writeFileSync("bench/results/stats.json", `${JSON.stringify(data, null, 2)}\n`);
const fixed = ["my_stats", "available_filters", "progress"].every(
  (k) => data[k].d1_queries === data.small_user[k].d1_queries,
);
console.log(
  data.my_stats.median_ms <= 50 && fixed
    ? "✓ my_stats within 50 ms for 5,000 graded picks with a fixed query count"
    : `! my_stats median ${data.my_stats.median_ms} ms (goal 50 ms, load ${data.load_average_1m}); fixed query count: ${fixed}`,
);
