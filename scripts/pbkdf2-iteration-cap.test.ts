/**
 * Workers refuse PBKDF2 above 100,000 iterations (and DESIGN.md fixes that count): no source file
 * may ask for more. Scans every TypeScript/JavaScript file the Worker, the web app, domain and the
 * scripts are built from, for PBKDF2 parameter objects and iteration constants.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  MAX_PBKDF2_ITERATIONS,
  PBKDF2_ITERATIONS,
  hashPassword,
  parsePasswordHash,
} from "#worker/accounts/password";

const ROOTS = ["worker", "web", "domain", "scripts", "data"];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mjs|js)$/.test(name)) out.push(path);
  }
  return out;
}

const toNumber = (literal: string) => Number(literal.replace(/_/g, ""));

describe("PBKDF2 iteration cap", () => {
  it("is 100,000 in the password module", () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(MAX_PBKDF2_ITERATIONS).toBe(100_000);
  });

  it("is never exceeded by any iteration count written in the code", () => {
    const offenders: string[] = [];
    for (const file of ROOTS.flatMap((root) => sourceFiles(root))) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/iterations?\s*[:=]\s*([\d_]+)/gi)) {
        if (toNumber(match[1]!) > MAX_PBKDF2_ITERATIONS) offenders.push(`${file}: ${match[0]}`);
      }
      for (const match of text.matchAll(/ITERATIONS\s*=\s*([\d_]+)/g)) {
        if (toNumber(match[1]!) > MAX_PBKDF2_ITERATIONS) offenders.push(`${file}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("is what a fresh hash records (the format the seed and the Worker store)", async () => {
    const stored = await hashPassword("unit-test-pepper-0123456789", "Pickem!2024");
    expect(parsePasswordHash(stored)?.iterations).toBe(100_000);
  });
});
