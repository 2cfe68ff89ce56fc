// The e2e suite runs on two servers side by side (ADR 1802). A journey that moves the server's dev
// clock (POST /api/dev/clock, directly or through a helper such as setClock or upcomingGames)
// changes what every later journey on that server sees, so those journeys share the "clock" server
// and run one after another; every other journey runs on the "still" server, whose clock only
// ever moves with real time. A journey that moves the clock says so with a first line
//   // @moves-clock: <why>
// scripts/e2e-groups.test.ts fails when one calls the clock without it, and the auto fixture in
// e2e/fixtures.ts fails a test that moved the clock of a server it was not declared for.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

export type Group = "clock" | "still";
export const GROUPS: readonly Group[] = ["clock", "still"];

export const MARKER = /^\/\/ @moves-clock\b/m;
const dir = fileURLToPath(new URL(".", import.meta.url));

export const specFiles = (): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".spec.ts"))
    .sort();

const texts = new Map<string, string>();
const text = (file: string) => {
  const name = basename(file);
  if (!texts.has(name)) texts.set(name, readFileSync(join(dir, name), "utf8"));
  return texts.get(name)!;
};

/** The group of a spec (a file name or path in e2e/). */
export const groupOf = (file: string): Group => (MARKER.test(text(file)) ? "clock" : "still");

/** The spec files of `group`, or all of them. */
export const specsOf = (group?: Group): string[] =>
  specFiles().filter((name) => !group || groupOf(name) === group);

/** The E2E_GROUP a run was started for (scripts/e2e.mjs sets it), or undefined: every spec. */
export function groupFromEnv(value = process.env.E2E_GROUP): Group | undefined {
  if (!value) return undefined;
  if ((GROUPS as readonly string[]).includes(value)) return value as Group;
  throw new Error(`E2E_GROUP must be one of ${GROUPS.join(", ")}, got "${value}"`);
}
