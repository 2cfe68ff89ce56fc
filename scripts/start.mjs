#!/usr/bin/env node
// `npm start`: build the web app and Worker, migrate the local D1, seed demo data (idempotent), then
// serve SPA + /api together with `wrangler dev`.
//   PORT            port to serve on (default 8787)
//   PICKEM_STATE    local state folder (default .wrangler/state); e2e uses its own
//   PICKEM_DIST     build output folder (default dist)
//   --no-build      reuse the output of an earlier build
//   --fresh         delete the local state first (a clean database)
//   --no-seed       serve the local state as it is (one seeded before; benches copy one in)
//   --from=DIR      start from a copy of the state in DIR (seeded once for both e2e servers)
//   --no-serve      migrate and seed, then exit (scripts/e2e.mjs seeds while it builds)
import { spawnSync, spawn } from "node:child_process";
import { copyFileSync, cpSync, rmSync } from "node:fs";
import { delimiter } from "node:path";
import { fileURLToPath } from "node:url";

const args = new Set(process.argv.slice(2));
const from = process.argv.find((arg) => arg.startsWith("--from="))?.slice("--from=".length);
const port = process.env.PORT ?? "8787";
const state = process.env.PICKEM_STATE ?? ".wrangler/state";
const dist = process.env.PICKEM_DIST ?? "dist";
// node_modules/.bin first, so wrangler runs on the project's Node 22 even when this script was
// started with an older system node (`node scripts/start.mjs`).
const bin = fileURLToPath(new URL("../node_modules/.bin", import.meta.url));
const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`,
  WRANGLER_SEND_METRICS: "false",
  PICKEM_STATE: state,
};

function run(cmd, cmdArgs) {
  const result = spawnSync(cmd, cmdArgs, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(
      `\n✗ ${cmd} ${cmdArgs.join(" ")} failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status ?? 1);
  }
}

run("node", ["scripts/dev-vars.mjs"]);
if (args.has("--fresh") || from) rmSync(state, { recursive: true, force: true });
if (from) cpSync(from, state, { recursive: true });
if (!args.has("--no-build")) run("npx", ["vite", "build"]);
// A copied state was migrated when it was seeded.
if (!from)
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
if (!args.has("--no-seed") && !from) run("npx", ["tsx", "scripts/seed.ts"]);
if (args.has("--no-serve")) process.exit(0);
// wrangler dev reads secrets beside the built config; a build made before .dev.vars existed has none.
copyFileSync(".dev.vars", `${dist}/ncaa_pickem/.dev.vars`);

console.log(`\nNCAA Pick'em on http://localhost:${port}\n`);
// wrangler is spawned directly (not through npx) so the signals we forward reach it, and it
// stays in our process group so a group kill (Ctrl+C, Playwright) stops it and workerd too.
// APP_URL follows the port so links in dev mail open this server.
const server = spawn(
  "node_modules/.bin/wrangler",
  [
    "dev",
    "-c",
    `${dist}/ncaa_pickem/wrangler.json`,
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    state,
    "--show-interactive-dev-session=false",
    "--var",
    `APP_URL:http://localhost:${port}`,
    "--var",
    "ENVIRONMENT:development",
  ],
  { stdio: "inherit", env },
);
const stop = (signal) => {
  if (server.exitCode === null) server.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop(signal));
process.on("exit", () => stop("SIGTERM"));

// wrangler dev does not fire cron triggers by itself; fire ours on their cadence so the replayed
// season moves (scores every minute, odds hourly, rankings and purges daily).
const fire = (cron) =>
  fetch(`http://127.0.0.1:${port}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`).catch(
    () => undefined,
  );
let minutes = 0;
setInterval(() => {
  minutes += 1;
  fire("* * * * *");
  if (minutes % 60 === 0) fire("0 * * * *");
  if (minutes % 1440 === 0) fire("30 9 * * *");
}, 60_000).unref();
server.on("exit", (code) => process.exit(code ?? 0));
