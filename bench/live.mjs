#!/usr/bin/env node
// `npm run bench:live`: runs the live leaderboard benchmark in the Workers runtime and writes
// bench/results/live.json (a 1,000-member league's live answer, and what 1,000 open leaderboards
// cost a minute in requests and D1 rows read, with 304s; ADR 0409).
import { runWorkerBench } from "./run-worker-bench.mjs";

const data = runWorkerBench("live");
const quiet = data.per_minute_1000_open.quiet_minute_all_304;
const changed = data.per_minute_1000_open.changed_minute_all_200_one_isolate;
console.log(
  `  1,000 open leaderboards a minute: ${quiet.d1_rows_read} D1 rows read when nothing changed (304s), ` +
    `${changed.d1_rows_read} after a change (one isolate)`,
);
console.log(
  data.live_warm.median_ms <= 50
    ? `✓ live answer of ${data.members} members warm in ${data.live_warm.median_ms} ms`
    : `! live answer warm ${data.live_warm.median_ms} ms (goal 50 ms)`,
);
