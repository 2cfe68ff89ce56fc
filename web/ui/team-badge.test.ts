import { describe, expect, it } from "vitest";
import { inkOn, normaliseHex, teamAccents, teamBadgeColours } from "./team-badge";

describe("team badge colours", () => {
  it("reads the data's hex colours, short or long, with or without #", () => {
    expect(normaliseHex("#002B5C")).toBe("#002b5c");
    expect(normaliseHex("f26522")).toBe("#f26522");
    expect(normaliseHex("#fc0")).toBe("#ffcc00");
    expect(normaliseHex("navy")).toBeNull();
    expect(normaliseHex(null)).toBeNull();
  });
  it("writes the abbreviation in the ink that reads better on the team colour", () => {
    expect(inkOn("#002b5c")).toBe("#ffffff"); // Auburn navy
    expect(inkOn("#ffc845")).toBe("#111827"); // UAB gold
    expect(inkOn("#ffffff")).toBe("#111827");
  });
  it("uses the team's colours, and a stable colour of its own for a team without any", () => {
    expect(
      teamBadgeColours({ abbreviation: "AUB", color: "#002b5c", alternate_color: "#f26522" }),
    ).toEqual({
      fill: "#002b5c",
      ring: "#f26522",
      ink: "#ffffff",
    });
    const a = teamBadgeColours({ abbreviation: "XYZ" });
    expect(a).toEqual(teamBadgeColours({ abbreviation: "XYZ" }));
    expect(a.fill).toMatch(/^#[0-9a-f]{6}$/);
    expect(a.ring).toBe(a.fill);
  });
  it("gives a submitted pick the team colour that stands out on the card of each theme", () => {
    // Chicago navy disappears on the dark card: its alternate orange there; navy by day.
    expect(
      teamAccents({ abbreviation: "CHI", color: "#0b162a", alternate_color: "#c83803" }),
    ).toEqual({ light: "#0b162a", dark: "#c83803", lightInk: "#ffffff", darkInk: "#ffffff" });
    // A gold team by day is its dark alternate; at night the gold itself.
    expect(
      teamAccents({ abbreviation: "IOWA", color: "#ffcd00", alternate_color: "#000000" }),
    ).toEqual({ light: "#000000", dark: "#ffcd00", lightInk: "#ffffff", darkInk: "#111827" });
    // Neither colour stands out at night: no team colour (the theme's own green instead).
    expect(
      teamAccents({ abbreviation: "NAVY", color: "#00205b", alternate_color: "#0b1a33" }).dark,
    ).toBeNull();
  });
});
