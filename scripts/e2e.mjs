#!/usr/bin/env node
// `npm run test:e2e`: the build, then every e2e journey, as two Playwright runs side by side, each
// with its own server, database, port and build folder (ADR 1802, e2e/groups.ts): "clock" runs the
// journeys that move the server's dev clock, one after another; "still" runs all the others. The
// season is seeded once while the app builds, and both servers start from copies of that state.
//   E2E_PORT       the clock server's port (default 8790); the still server's is the next one
//   PICKEM_DIST    the build folder (default dist); the still server serves a copy beside it
//   E2E_DEMO_WEEK  the replayed week (default 8)
//   --no-build     reuse the build in PICKEM_DIST
// A single spec still runs on its own: `npx playwright test e2e/x.spec.ts` (one server, any group).
import { cpSync, rmSync } from "node:fs";
import { step } from "./lanes.mjs";

const dist = process.env.PICKEM_DIST ?? "dist";
const port = Number(process.env.E2E_PORT ?? 8790);
const seeded = `.wrangler/e2e-seed-${port}`;

const prepare = await Promise.all([
  step("browser", "node scripts/browser.mjs"),
  process.argv.includes("--no-build") ? 0 : step("build", "vite build"),
  // Seeding needs no build (scripts/seed.ts reads wrangler.toml): it runs beside the build.
  step("seed", "node scripts/start.mjs --no-build --fresh --no-serve", {
    PICKEM_STATE: seeded,
    DEMO_WEEK: process.env.E2E_DEMO_WEEK ?? "8",
  }),
]);
if (prepare.some((code) => code !== 0)) process.exit(1);

// e2e/update.spec.ts rewrites the built service worker for a while: each server gets its own copy.
const runs = [
  { group: "clock", port, dist },
  { group: "still", port: port + 1, dist: `${dist}-still` },
];
rmSync(runs[1].dist, { recursive: true, force: true });
cpSync(dist, runs[1].dist, { recursive: true });

const codes = await Promise.all(
  runs.map((run) =>
    step(run.group, "playwright test", {
      E2E_GROUP: run.group,
      E2E_PORT: String(run.port),
      E2E_STATE: `.wrangler/e2e-${run.port}`,
      E2E_SEEDED: seeded,
      PICKEM_DIST: run.dist,
    }),
  ),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
