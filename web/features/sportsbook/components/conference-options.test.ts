import { describe, expect, it } from "vitest";
import { NAMED_CONFERENCES, conferenceOptions } from "./conference-options";

// What GET /api/sportsbook/games/ lists in filter_options.conferences: the conferences table as
// data/import-season.ts fills it (conferenceSlug), plus one the named list lacks.
const SERVER = [
  { name: "ACC", slug: "acc" },
  { name: "American Athletic", slug: "aac" },
  { name: "Big 12", slug: "big_12" },
  { name: "Big Sky", slug: "big_sky" },
  { name: "Big South-OVC", slug: "big_south_ovc" },
  { name: "Big Ten", slug: "big_ten" },
  { name: "CAA", slug: "caa" },
  { name: "Conference USA", slug: "cusa" },
  { name: "FBS Independents", slug: "independent" },
  { name: "FCS Independents", slug: "fcs_independents" },
  { name: "Ivy", slug: "ivy" },
  { name: "MEAC", slug: "meac" },
  { name: "MVFC", slug: "mvfc" },
  { name: "Mid-American", slug: "mac" },
  { name: "Mountain West", slug: "mountain_west" },
  { name: "NEC", slug: "nec" },
  { name: "Pac-12", slug: "pac_12" },
  { name: "Patriot", slug: "patriot" },
  { name: "SEC", slug: "sec" },
  { name: "SWAC", slug: "swac" },
  { name: "Southern", slug: "southern" },
  { name: "Southland", slug: "southland" },
  { name: "Sun Belt", slug: "sun_belt" },
  { name: "UAC", slug: "uac" },
];

describe("conferenceOptions", () => {
  it("names each conference with the slug the server filters on", () => {
    const server = new Map(SERVER.map((c) => [c.name, c.slug]));
    for (const c of NAMED_CONFERENCES) expect(c.slug).toBe(server.get(c.name));
    const bySlug = new Map(conferenceOptions(null).map((c) => [c.name, c.slug]));
    expect(bySlug.get("American Athletic")).toBe("aac");
    expect(bySlug.get("FBS Independents")).toBe("independent");
  });

  it("lists every conference once, the named ones first, then the server's others", () => {
    const options = conferenceOptions(SERVER);
    const names = options.map((c) => c.name);
    const slugs = options.map((c) => c.slug);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).not.toContain("american");
    expect(slugs).not.toContain("fbs_independents");
    for (const c of SERVER) expect(options).toContainEqual(c);
    expect(options.slice(0, NAMED_CONFERENCES.length).map((c) => c.name)).toEqual(
      NAMED_CONFERENCES.map((c) => c.name),
    );
    expect(options.at(-1)).toEqual({ name: "Ivy", slug: "ivy" });
  });

  it("takes the server's slug when it names a conference differently", () => {
    const options = conferenceOptions([{ name: "American Athletic", slug: "american_athletic" }]);
    expect(options.filter((c) => c.name === "American Athletic")).toEqual([
      { name: "American Athletic", slug: "american_athletic" },
    ]);
  });
});
