#!/usr/bin/env node
// `npm run bench:board`: a league board of 10,000 messages, 50,000 comments and 200,000 votes in
// the Workers runtime; writes bench/results/board.json (D1 statements and time per request).
import { runWorkerBench } from "./run-worker-bench.mjs";

const data = runWorkerBench("board");
console.log(
  data.first_page.median_ms <= 50
    ? `✓ first page ${data.first_page.median_ms} ms with ${data.first_page.d1_queries} D1 statements`
    : `! first page ${data.first_page.median_ms} ms (goal 50 ms)`,
);
