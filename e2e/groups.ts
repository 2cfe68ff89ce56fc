// The e2e suite runs on four servers (ADR 1802), in three lanes side by side (scripts/e2e.mjs).
// A journey that moves the server's dev clock (POST /api/dev/clock, directly or through a helper
// such as setClock or upcomingGames) changes what every later journey on that server sees, so
// those journeys share the "clock" server and run one after another. Every other journey runs on
// one of two "still" servers, whose clocks only ever move with real time: "still-a" or "still-b",
// by a greedy split of the durations recorded in e2e/durations.json (the longest spec first, each
// to the lighter side; a spec not recorded yet counts as a minute). The "december" server replays
// week 15 (the postseason, DEMO_WEEK=15) from its own seed; it runs after the clock group.
// A spec says what it needs with lines at its top:
//   // @moves-clock: <why>        it moves the clock: the clock server
//   // @demo-weeks: 8, 15         the replayed weeks it runs on (default 8; 15 is the december server)
// scripts/e2e-groups.test.ts fails when one calls the clock without @moves-clock, and the auto
// fixture in e2e/fixtures.ts fails a test that moved the clock of a server it was not declared for.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";

export type Group = "clock" | "still-a" | "still-b" | "december";
export const GROUPS: readonly Group[] = ["clock", "still-a", "still-b", "december"];
/** The replayed week each group's server is seeded with (E2E_DEMO_WEEK). */
export const GROUP_WEEK: Record<Group, number> = {
  clock: 8,
  "still-a": 8,
  "still-b": 8,
  december: 15,
};

export const MARKER = /^\/\/ @moves-clock\b/m;
export const WEEKS_MARKER = /^\/\/ @demo-weeks:([\d, ]*)/m;
/** The seconds a spec not yet in e2e/durations.json counts for in the split. */
const UNRECORDED = 60;
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

/** Whether a spec (a file name or path in e2e/) moves the dev clock. */
export const movesClock = (file: string): boolean => MARKER.test(text(file));

/** The replayed weeks a spec runs on: its @demo-weeks line, or week 8. */
export function weeksOf(file: string): number[] {
  const line = WEEKS_MARKER.exec(text(file))?.[1];
  if (line === undefined) return [8];
  const weeks = line.split(",").map((week) => Number(week.trim()));
  const served = new Set(Object.values(GROUP_WEEK));
  if (!weeks.length || weeks.some((week) => !served.has(week)))
    throw new Error(
      `${basename(file)}: "// @demo-weeks:${line}" must list weeks among ${[...served].join(", ")}`,
    );
  return weeks;
}

/** Seconds per spec, as recorded from a run (scripts/e2e-durations.mjs). */
const durations = (): Record<string, number> =>
  JSON.parse(readFileSync(join(dir, "durations.json"), "utf8")) as Record<string, number>;

/** The week-8 specs that keep the clock still, split over still-a and still-b. */
let split: Map<string, Group> | undefined;
function stillSplit(): Map<string, Group> {
  if (split) return split;
  const recorded = durations();
  const seconds = (name: string) => recorded[name] ?? UNRECORDED;
  const still = specFiles().filter((name) => !movesClock(name) && weeksOf(name).includes(8));
  // Longest first (then by name, so the split is stable), each to the side with less so far.
  still.sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  const load = { "still-a": 0, "still-b": 0 };
  const sides = new Map<string, Group>();
  for (const name of still) {
    const side = load["still-b"] < load["still-a"] ? "still-b" : "still-a";
    load[side] += seconds(name);
    sides.set(name, side);
  }
  return (split = sides);
}

/** The groups a spec runs in: one per replayed week it asks for. */
export function groupsOf(file: string): Group[] {
  const name = basename(file);
  const weeks = weeksOf(name);
  const groups: Group[] = [];
  if (weeks.includes(8)) groups.push(movesClock(name) ? "clock" : stillSplit().get(name)!);
  if (weeks.includes(15)) groups.push("december");
  return groups;
}

/** The spec files of `group`, or all of them. */
export const specsOf = (group?: Group): string[] =>
  specFiles().filter((name) => !group || groupsOf(name).includes(group));

/** The E2E_GROUP a run was started for (scripts/e2e.mjs sets it), or undefined: every spec. */
export function groupFromEnv(value = process.env.E2E_GROUP): Group | undefined {
  if (!value) return undefined;
  if ((GROUPS as readonly string[]).includes(value)) return value as Group;
  throw new Error(`E2E_GROUP must be one of ${GROUPS.join(", ")}, got "${value}"`);
}
