// The e2e split (ADR 1802, e2e/groups.ts): a journey that moves the server's dev clock must say so,
// or it would run on the still server beside journeys that rely on its clock staying put.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { groupOf, MARKER, specFiles, specsOf } from "../e2e/groups";

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

  it("runs each spec on exactly one of the two servers", () => {
    const clock = specsOf("clock");
    const still = specsOf("still");
    expect(clock.length).toBeGreaterThan(0);
    expect(still.length).toBeGreaterThan(0);
    expect([...clock, ...still].sort()).toEqual(specFiles());
    expect(clock.every((name) => groupOf(name) === "clock")).toBe(true);
  });
});
