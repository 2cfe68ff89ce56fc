#!/usr/bin/env node
// `npm run bench:costs`: what one submit of a week, a board post, a vote, the standings, the
// games answer and grading a week cost D1 (statements, rows read and written from D1's result
// meta), in the Workers runtime; writes bench/results/costs.json for the capacity model.
// It runs worker/test/bench/costs.bench.ts twice (ADR 0411's fan-out queue, ADR 0413):
// - the request path: the fan-out work goes to the FANOUT queue and is not counted (the top-level
//   figures, what a request asks of the database before it answers);
// - BENCH_FANOUT=inline: that work runs in the request (FANOUT_INLINE=1) and is counted, so
//   `with_fanout` (the same keys) is the database's total work; with_fanout − request path is
//   what the queue consumer does later.
import { runWorkerBenchResult, writeBenchResult } from "./run-worker-bench.mjs";

const requestPath = runWorkerBenchResult("costs");
const withFanout = runWorkerBenchResult("costs", { BENCH_FANOUT: "inline" });
const data = writeBenchResult("costs", { ...requestPath, with_fanout: withFanout });
const line = (label, d) =>
  `✓ ${label}: submit of a week ${d.submit_picks_mean.statements} statements, ` +
  `${d.submit_picks_mean.rows_read} rows read, ${d.submit_picks_mean.rows_written} rows written; ` +
  `grading ${d.grade_week.per_pick.rows_written} rows written per pick`;
console.log(line("request path", data));
console.log(line("with the fan-out", data.with_fanout));
