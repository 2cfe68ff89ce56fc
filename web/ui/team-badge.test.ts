import { describe, expect, it } from "vitest";
import { inkOn, normaliseHex, teamBadgeColours } from "./team-badge";

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
});
