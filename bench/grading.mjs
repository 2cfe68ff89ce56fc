#!/usr/bin/env node
// `npm run bench:grading`: grades 100,000 picks across one week's games of the real 2024 season in
// one run of the grading job, inside the Workers runtime with a local D1, and writes the D1
// statement count and time to bench/results/grading.json (goal: <= 5 s locally).
import { runWorkerBench } from "./run-worker-bench.mjs";

const data = runWorkerBench("grading");
console.log(
  data.grading.ms <= 5000
    ? `✓ ${data.picks} picks graded in ${data.grading.ms} ms with ${data.grading.d1_statements} D1 statements`
    : `! ${data.picks} picks took ${data.grading.ms} ms (goal 5000 ms)`,
);
