import { describe, expect, it } from "vitest";
import {
  LEAGUE_MESSAGES,
  resetClashingSecondary,
  secondaryTiebreakerOptions,
  validateLeagueSettings,
} from "./league-settings";
import { generateLeagueCode, CODE_ALPHABET } from "./league-code";

describe("create-league rules shared by the dialog and the server", () => {
  it("secondary tiebreaker options exclude the primary; a clashing secondary resets", () => {
    expect(secondaryTiebreakerOptions("random")).not.toContain("random");
    expect(resetClashingSecondary("average_odds", "average_odds")).not.toBe("average_odds");
    expect(resetClashingSecondary("random", "average_odds")).toBe("average_odds");
  });

  it("accepts form strings for numbers and applies defaults", () => {
    const r = validateLeagueSettings({ name: "Crew", max_members: "12", picks_per_week: "3" });
    expect(r.ok && r.value).toMatchObject({ max_members: 12, picks_per_week: 3, min_odds: -120 });
  });

  it("switching odds restriction off drops the odds requirement", () => {
    const r = validateLeagueSettings({ name: "Crew", odds_range_enabled: false, min_odds: "" });
    expect(r.ok).toBe(true);
    const on = validateLeagueSettings({ name: "Crew", min_odds: "", max_odds: "" });
    expect(!on.ok && on.errors.min_odds).toEqual([LEAGUE_MESSAGES.minOddsRequired]);
  });

  it("codes have 8 characters from an alphabet without look-alikes", () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 50; i++) expect(generateLeagueCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  });
});
