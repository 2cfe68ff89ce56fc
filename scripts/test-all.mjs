#!/usr/bin/env node
// `npm test`: every check CI runs, in three lanes side by side. The end-to-end lane (build and
// seed, then Playwright against the built app on two servers, scripts/e2e.mjs) spends most of its
// time waiting on the browsers and the servers, not on the CPU, so the static checks and the unit
// and Worker tests run beside it instead of before it. Each lane runs its steps in order and stops at its first
// failure; the other lanes still finish, so one run reports every failing check. Exits non-zero
// when any lane failed. Lines are prefixed with their lane's name.
import { step } from "./lanes.mjs";

const lanes = [
  ["static", ["npm run typecheck", "npm run lint", "npm run guards"]],
  ["unit", ["npm run test:unit"]],
  // The build beside the seeding, then the journeys on two servers side by side (scripts/e2e.mjs).
  ["e2e", ["npm run test:e2e"]],
];

async function runLane([lane, commands]) {
  for (const command of commands) if ((await step(lane, command)) !== 0) return lane;
  return null;
}

const started = Date.now();
// The local secrets first: the Worker tests and the e2e server both read .dev.vars.
if ((await step("setup", "node scripts/dev-vars.mjs")) !== 0) process.exit(1);
const failed = (await Promise.all(lanes.map(runLane))).filter(Boolean);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failed.length) {
  console.error(`\n✗ npm test failed in ${minutes} min: ${failed.join(", ")}`);
  process.exit(1);
}
console.log(`\n✓ npm test: every check passed in ${minutes} min`);
