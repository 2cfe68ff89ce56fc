#!/usr/bin/env node
// `npm run test:e2e`: the build, then every e2e journey as four Playwright runs in three lanes side
// by side, each run with its own server, database, port and build folder (ADR 1802, e2e/groups.ts):
// "clock" runs the journeys that move the server's dev clock, then "december" the ones that ask for
// the replayed week 15; "still-a" and "still-b" split all the others by their recorded durations.
// Week 8 is seeded once while the app builds, and its three servers start from copies of that
// state; week 15 is seeded beside them (under nice: it is needed only once the clock run is done).
//   E2E_PORT       the clock server's port (default 8790); still-a, still-b, december the next ones
//   PICKEM_DIST    the build folder (default dist); each other server serves a copy beside it
//   --no-build     reuse the build in PICKEM_DIST
// A single spec still runs on its own: `npx playwright test e2e/x.spec.ts` (one server, any group).
import { cpSync, rmSync } from "node:fs";
import { GROUP_WEEK } from "../e2e/groups";
import { step } from "./lanes.mjs";

const dist = process.env.PICKEM_DIST ?? "dist";
const port = Number(process.env.E2E_PORT ?? 8790);
const seeded = (week) => `.wrangler/e2e-seed-${port}-week-${week}`;
const seed = (week, nice = "") =>
  step(`seed-${week}`, `${nice}node scripts/start.mjs --no-build --fresh --no-serve`, {
    PICKEM_STATE: seeded(week),
    DEMO_WEEK: String(week),
  });

const december = seed(GROUP_WEEK.december, "nice -n 10 ");
const prepare = await Promise.all([
  step("browser", "node scripts/browser.mjs"),
  process.argv.includes("--no-build") ? 0 : step("build", "vite build"),
  // Seeding needs no build (scripts/seed.ts reads wrangler.toml): it runs beside the build.
  seed(8),
]);
if (prepare.some((code) => code !== 0)) process.exit(1);

const runs = ["clock", "still-a", "still-b", "december"].map((group, i) => ({
  group,
  port: port + i,
  // e2e/update.spec.ts rewrites the built service worker for a while: each server has its own.
  dist: i === 0 ? dist : `${dist}-${group}`,
}));
for (const run of runs.slice(1)) {
  rmSync(run.dist, { recursive: true, force: true });
  cpSync(dist, run.dist, { recursive: true });
}
const play = ({ group, port, dist }) =>
  step(group, "playwright test", {
    E2E_GROUP: group,
    E2E_PORT: String(port),
    E2E_STATE: `.wrangler/e2e-${port}`,
    E2E_SEEDED: seeded(GROUP_WEEK[group]),
    E2E_DEMO_WEEK: String(GROUP_WEEK[group]),
    PICKEM_DIST: dist,
  });
const [clock, stillA, stillB, last] = runs;
// wrangler picks its internal sockets' ports when it starts; servers started in the same instant
// can pick the same one ("Address already in use"), so the three lanes start 10 s apart.
const after = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

const codes = await Promise.all([
  play(stillA),
  (async () => (await after(10), play(stillB)))(),
  // The december run is short: it follows the clock run, the shortest of the three.
  (async () => (await after(20), [await play(clock), await december, await play(last)]))(),
]);
process.exit(codes.flat().some((code) => code !== 0) ? 1 : 0);
