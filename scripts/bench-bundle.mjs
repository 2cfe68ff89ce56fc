#!/usr/bin/env node
// Budget: the initial route's JavaScript ≤ 150 KB gzipped (DESIGN.md "Performance budgets").
// Measures every script and modulepreload that dist/client/index.html loads, gzipped, writes
// bench/results/bundle.json, and with --check exits non-zero when over budget (run by `npm test`).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 150 * 1024;
const client = "dist/client";
const html = readFileSync(join(client, "index.html"), "utf8");
const files = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);

const entries = [...new Set(files)].map((file) => {
  const bytes = readFileSync(join(client, file.replace(/^\//, "")));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = entries.reduce((sum, e) => sum + e.gzip, 0);
const result = {
  measured_at: new Date().toISOString(),
  budget_gzip_bytes: BUDGET_BYTES,
  initial_js_gzip_bytes: total,
  within_budget: total <= BUDGET_BYTES,
  files: entries,
};
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/bundle.json", JSON.stringify(result, null, 2) + "\n");
console.log(
  `initial route JS: ${(total / 1024).toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB)`,
);
if (process.argv.includes("--check") && !result.within_budget) {
  console.error("✗ initial route JavaScript is over budget");
  process.exit(1);
}
