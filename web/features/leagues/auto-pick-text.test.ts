import { describe, expect, it } from "vitest";
import { autoPickRule, autoPickSentence } from "./auto-pick-text";

describe("auto-pick's sentence under the choice", () => {
  it("names the limit as typed, one week singular", () => {
    expect(autoPickSentence("favorite", "3")).toBe(
      "If a member has made no pick by the deadline, we pick for them — at most 3 weeks a season.",
    );
    expect(autoPickSentence("home", 1)).toContain("at most 1 week a season");
  });

  it("says what off means instead of a limit that does nothing", () => {
    expect(autoPickSentence("off", "3")).not.toContain("at most");
  });

  it("never prints a blank, broken or refused limit while the commissioner types", () => {
    expect(autoPickSentence("favorite", "11")).toContain("at most a few weeks a season");
    expect(autoPickSentence("favorite", "")).toContain("at most a few weeks a season");
    expect(autoPickSentence("favorite", "2.5")).toContain("at most a few weeks a season");
  });
});

describe("auto-pick's line on the Rules panel", () => {
  it("names the rule and the limit", () => {
    expect(autoPickRule("favorite", 3)).toBe("Favorites, at most 3 weeks a season per member");
    expect(autoPickRule("home", 1)).toBe("Home teams, at most 1 week a season per member");
  });

  it("is Off when off, and when a limit of 0 means nobody is ever picked for", () => {
    expect(autoPickRule("off", 3)).toBe("Off");
    expect(autoPickRule("favorite", 0)).toBe("Off");
  });
});
