#!/usr/bin/env node
// Adds lock entries for platform-specific optional dependencies that `npm install` left out because
// the registry it reached does not serve them (other OS/CPU builds). `npm ci` refuses a lock whose
// packages declare optional dependencies it does not list; these entries carry the os/cpu they are
// built for, so npm skips them on every other platform and installs them where they belong.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const path = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(readFileSync(path, "utf8"));
const packages = lock.packages;

const OS = {
  android: "android",
  darwin: "darwin",
  freebsd: "freebsd",
  linux: "linux",
  openbsd: "openbsd",
  openharmony: "openharmony",
  win32: "win32",
  windows: "win32",
  sunos: "sunos",
  netbsd: "netbsd",
  aix: "aix",
};
const CPU = [
  "arm64",
  "x64",
  "ia32",
  "loong64",
  "ppc64",
  "riscv64",
  "s390x",
  "arm",
  "mips64el",
  "wasm32",
];

function guessPlatform(name) {
  const base = name.split("/").pop();
  const parts = base.split("-");
  const os = parts.map((p) => OS[p]).find(Boolean);
  let cpu = CPU.find((c) => parts.includes(c)) ?? (parts.includes("64") ? "x64" : undefined);
  if (
    base.includes("arm-eabi") ||
    base.includes("arm-gnueabihf") ||
    base.includes("arm-musleabihf")
  )
    cpu = "arm";
  const libc = parts.includes("musl") ? "musl" : parts.includes("gnu") ? "glibc" : undefined;
  return { os, cpu, libc };
}

/** The lock entry Node would load for `name` required from `parentPath`, if any. */
function resolve(parentPath, name) {
  let dir = parentPath;
  for (;;) {
    const candidate = `${dir ? dir + "/" : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const idx = dir.lastIndexOf("/node_modules/");
    dir = idx === -1 ? "" : dir.slice(0, idx);
  }
}

/** Where npm would place a new dependency of `pkgPath`: beside it (in the folder that holds it). */
function besidePath(pkgPath, name) {
  const idx = pkgPath.lastIndexOf("node_modules/");
  return `${pkgPath.slice(0, idx)}node_modules/${name}`;
}

let added = 0;
for (const [pkgPath, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const found = resolve(pkgPath, name);
    if (found && packages[found].version === version) continue;
    // Hoist to the top level when free (as npm would), else place it beside the package needing it.
    const top = `node_modules/${name}`;
    const target = packages[top] ? besidePath(pkgPath, name) : top;
    if (packages[target]) continue;
    let meta;
    try {
      meta = JSON.parse(
        execFileSync("npm", ["view", `${name}@${version}`, "os", "cpu", "libc", "--json"], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "ignore"],
        }) || "{}",
      );
    } catch {
      meta = {};
    }
    const guess = guessPlatform(name);
    const entry = { version, dev: pkg.dev || undefined, optional: true };
    const os = meta.os ?? (guess.os ? [guess.os] : undefined);
    const cpu = meta.cpu ?? (guess.cpu ? [guess.cpu] : undefined);
    const libc = meta.libc ?? (guess.libc ? [guess.libc] : undefined);
    if (cpu) entry.cpu = cpu;
    if (libc) entry.libc = libc;
    if (os) entry.os = os;
    packages[target] = entry;
    added += 1;
    console.log(`added ${target}@${version} ${JSON.stringify({ os, cpu, libc })}`);
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(path, JSON.stringify(lock, null, 2) + "\n");
console.log(`${added} entries added`);
