#!/usr/bin/env node
// Records how long each e2e spec took, for the still-a/still-b split (e2e/groups.ts, ADR 1802):
//   npm run test:e2e 2>&1 | tee e2e.log;  node scripts/e2e-durations.mjs < e2e.log
// Reads Playwright's list reporter lines ("✓ 3 [phone] › e2e/x.spec.ts:12:1 › title (21.4s)"),
// sums the seconds per spec and writes them into e2e/durations.json; a spec the log does not
// have keeps its recorded figure. The december run is left out: the split is of the week-8 runs.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../e2e/durations.json", import.meta.url);
const line =
  /(?:✓|✘|ok|x)\s+\d+ \[[\w-]+\] › e2e\/([\w.-]+\.spec\.ts):.*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
const unit = { ms: 0.001, s: 1, m: 60 };

const seconds = {};
for (const text of readFileSync(0, "utf8").split("\n")) {
  if (text.includes("[december]")) continue;
  const match = line.exec(text);
  if (!match) continue;
  const [, spec, value, per] = match;
  seconds[spec] = (seconds[spec] ?? 0) + Number(value) * unit[per];
}
const recorded = { ...JSON.parse(readFileSync(file, "utf8")) };
for (const [spec, value] of Object.entries(seconds)) recorded[spec] = Math.round(value);
const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`e2e/durations.json: ${Object.keys(seconds).length} specs from this log`);
