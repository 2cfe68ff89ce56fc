#!/usr/bin/env node
// `npm test`: every check CI runs, in three lanes side by side. The end-to-end lane (build, then
// Playwright against the built app on its own server and clock) spends most of its time waiting on
// the browser and the server, not on the CPU, so the static checks and the unit and Worker tests
// run beside it instead of before it. Each lane runs its steps in order and stops at its first
// failure; the other lanes still finish, so one run reports every failing check. Exits non-zero
// when any lane failed. Lines are prefixed with their lane's name.
import { spawn } from "node:child_process";
import { delimiter } from "node:path";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../node_modules/.bin", import.meta.url));
const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`,
  FORCE_COLOR: "0",
};

const lanes = [
  ["static", ["npm run typecheck", "npm run lint", "npm run guards"]],
  ["unit", ["npm run test:unit"]],
  ["e2e", ["npm run build", "npm run test:e2e"]],
];

function step(lane, command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, env, stdio: ["ignore", "pipe", "pipe"] });
    let rest = { stdout: "", stderr: "" };
    const pipe = (name, out) =>
      child[name].on("data", (chunk) => {
        const lines = (rest[name] + chunk).split("\n");
        rest[name] = lines.pop() ?? "";
        for (const line of lines) out.write(`[${lane}] ${line}\n`);
      });
    pipe("stdout", process.stdout);
    pipe("stderr", process.stderr);
    child.on("close", (code) => {
      for (const name of ["stdout", "stderr"])
        if (rest[name]) process[name].write(`[${lane}] ${rest[name]}\n`);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`[${lane}] ${code === 0 ? "✓" : "✗"} ${command} (${seconds} s)`);
      resolve(code ?? 1);
    });
  });
}

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
