// Runs commands for `npm test` (scripts/test-all.mjs) and the e2e runs (scripts/e2e.mjs) with
// every output line prefixed by its lane's name, so lanes running side by side stay readable.
import { spawn } from "node:child_process";
import { delimiter } from "node:path";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../node_modules/.bin", import.meta.url));
export const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`,
  FORCE_COLOR: "0",
};

/** Runs `command` (a shell line) and resolves with its exit code; `extra` adds to the environment. */
export function step(lane, command, extra = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, {
      shell: true,
      env: { ...env, ...extra },
      stdio: ["ignore", "pipe", "pipe"],
    });
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
