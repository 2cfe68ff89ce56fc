#!/usr/bin/env node
// `npm run bench:costs`: what one submit of a week, a board post, a vote, the standings, the
// games answer and grading a week cost D1 (statements, rows read and written from D1's result
// meta), in the Workers runtime; writes bench/results/costs.json for the capacity model.
import { runWorkerBench } from "./run-worker-bench.mjs";

const data = runWorkerBench("costs");
console.log(
  `✓ submit of a week: ${data.submit_picks.statements} statements, ${data.submit_picks.rows_written} rows written; ` +
    `grading: ${data.grade_week.per_pick.rows_written} rows written per pick`,
);
