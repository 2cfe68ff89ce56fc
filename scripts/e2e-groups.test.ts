// The e2e split (ADR 1802, e2e/groups.ts): a journey that moves the server's dev clock must say so,
// or it would run on the still server beside journeys that rely on its clock staying put.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  groupsOf,
  MARKER,
  movesClock as declared,
  specFiles,
  specsOf,
  weeksOf,
} from "../e2e/groups";
import durations from "../e2e/durations.json";

const read = (name: string) => readFileSync(new URL(`../e2e/${name}`, import.meta.url), "utf8");
const postsClock = /\.post\(\s*[`"']\/api\/dev\/clock\b/;

/** The e2e/support.ts helpers that move the clock: setClock and every helper calling one. */
function clockHelpers(support: string): string[] {
  const bodies = support
    .split(/^(?=export (?:async )?function )/m)
    .map((chunk) => [/^export (?:async )?function (\w+)/.exec(chunk)?.[1], chunk] as const)
    .filter((entry): entry is readonly [string, string] => entry[0] !== undefined);
  const moving = new Set(bodies.filter(([, body]) => postsClock.test(body)).map(([name]) => name));
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, body] of bodies)
      if (!moving.has(name) && [...moving].some((m) => new RegExp(`\\b${m}\\(`).test(body))) {
        moving.add(name);
        grew = true;
      }
  }
  return [...moving].sort();
}

const movesClock = (text: string, helpers: string[]) =>
  postsClock.test(text) || helpers.some((name) => new RegExp(`\\b${name}\\(`).test(text));

describe("e2e groups", () => {
  const helpers = clockHelpers(read("support.ts"));

  it("finds the support helpers that move the dev clock", () => {
    expect(helpers).toEqual(expect.arrayContaining(["setClock", "upcomingGames"]));
  });

  it("puts every spec that moves the dev clock on the clock server", () => {
    const undeclared = specFiles().filter(
      (name) => movesClock(read(name), helpers) && !MARKER.test(read(name)),
    );
    expect(
      undeclared,
      'these specs move the dev clock: give each the line "// @moves-clock: <why>"',
    ).toEqual([]);
  });

  it("runs each week-8 spec on exactly one of the clock and still servers", () => {
    const week8 = [...specsOf("clock"), ...specsOf("still-a"), ...specsOf("still-b")];
    expect(specsOf("clock").length).toBeGreaterThan(0);
    expect(week8.sort()).toEqual(specFiles().filter((name) => weeksOf(name).includes(8)));
    expect(specsOf("clock").every(declared)).toBe(true);
    expect([...specsOf("still-a"), ...specsOf("still-b")].some(declared)).toBe(false);
  });

  it("splits the still specs so that neither side is longer than the other by its longest spec", () => {
    const seconds = (group: "still-a" | "still-b") =>
      specsOf(group).map((name) => (durations as Record<string, number>)[name] ?? 60);
    const [a, b] = [seconds("still-a"), seconds("still-b")];
    const sum = (list: number[]) => list.reduce((total, s) => total + s, 0);
    expect(Math.abs(sum(a) - sum(b))).toBeLessThanOrEqual(Math.max(...a, ...b));
  });

  it("runs the December branches of the specs that ask for week 15 on the december server", () => {
    expect(specsOf("december")).toEqual(
      expect.arrayContaining(["phone-december.spec.ts", "phone-this-week.spec.ts"]),
    );
    // Both of them also keep their regular-week branch on a week-8 server.
    for (const name of specsOf("december"))
      expect(groupsOf(name)).toHaveLength(weeksOf(name).length);
    expect(groupsOf("phone-december.spec.ts")).toContain("december");
  });
});
