#!/usr/bin/env node
// `npm run bench:board`: a league board of 10,000 messages, 50,000 comments and 200,000 votes in
// the Workers runtime, and posting (normal and @everyone) in a league of 10,000 members; writes
// bench/results/board.json (D1 statements and time per request).
import { runWorkerBench } from "./run-worker-bench.mjs";

const data = runWorkerBench("board");
console.log(
  data.first_page.median_ms <= 50
    ? `✓ first page ${data.first_page.median_ms} ms with ${data.first_page.d1_queries} D1 statements`
    : `! first page ${data.first_page.median_ms} ms (goal 50 ms)`,
);
console.log(
  data.everyone_post.median_ms <= 50
    ? `✓ @everyone post in a league of ${data.big_league_members}: ${data.everyone_post.median_ms} ms (a normal post ${data.normal_post.median_ms} ms)`
    : `! @everyone post ${data.everyone_post.median_ms} ms (goal 50 ms; a normal post ${data.normal_post.median_ms} ms)`,
);
