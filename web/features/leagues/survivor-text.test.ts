import { describe, expect, it } from "vitest";
import { livesLabel } from "#domain/leagues/enums";
import { livesSentence, survivorRuleRows } from "./survivor-text";

describe("a survivor league's words", () => {
  it("says what the lives mean, one life singular", () => {
    expect(livesLabel(1)).toBe("1 life");
    expect(livesLabel(3)).toBe("3 lives");
    expect(livesSentence(1)).toBe("One life: your first loss puts you out.");
    expect(livesSentence(2)).toBe("2 lives: a loss costs a life; with 0 left you are out.");
  });

  it("lists lives, pick type and push rule in the Rules panel, none of the standard lines", () => {
    const rows = survivorRuleRows({
      survivor_lives: 2,
      survivor_pick_type: "spread",
      survivor_push: "lose",
    });
    const byName = Object.fromEntries(rows);
    expect(byName).toMatchObject({
      Lives: "2 lives: a loss costs a life; with 0 left you are out.",
      Pick: "Against the spread: your team must cover the line at pick time.",
      "Tie or Push": "A tie or a push costs a life, like a loss.",
    });
    for (const standard of ["Picks Per Week", "Lock Picks", "Odds Range", "Push Counts As Win"])
      expect(byName).not.toHaveProperty(standard);
  });

  it("reads an answer cached before issue 47 as the defaults", () => {
    const byName = Object.fromEntries(survivorRuleRows({}));
    expect(byName.Lives).toBe("One life: your first loss puts you out.");
    expect(byName.Pick).toBe("Straight up: your team must win.");
    expect(byName["Tie or Push"]).toBe("A tie or a push keeps you alive.");
  });
});
