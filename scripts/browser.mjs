#!/usr/bin/env node
// Finds the Chromium that e2e tests drive: $CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's
// own. As root on Debian with none, installs Debian's `chromium` with apt-get. Otherwise it fails
// with a clear message: e2e is never skipped silently.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return playwrightChromium();
}

function playwrightChromium() {
  try {
    const out = execFileSync(
      process.execPath,
      [
        "-e",
        "const { chromium } = require('@playwright/test'); process.stdout.write(chromium.executablePath())",
      ],
      { encoding: "utf8" },
    );
    return out && existsSync(out) ? out : undefined;
  } catch {
    return undefined;
  }
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium with apt-get…");
    for (const args of [["update"], ["install", "-y", "chromium"]]) {
      const r = spawnSync("apt-get", args, {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
      if (r.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
    }
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    "No Chromium for the e2e tests. Install one (Debian: `apt-get install -y chromium`), " +
      "or set CHROMIUM_PATH to a Chromium/Chrome binary.",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`e2e browser: ${ensureChromium()}`);
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  }
}
