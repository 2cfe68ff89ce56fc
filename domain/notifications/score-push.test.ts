import { describe, expect, it } from "vitest";
import { NFL_KEY, SOCCER_KEY } from "../season/sport-keys";
import { scorePushText } from "./score-push";

describe("the score push's text", () => {
  it("is the week so far: wins–losses and the points", () => {
    expect(scorePushText({ week: 9, wins: 3, losses: 1, pushes: 0, points: 4 })).toBe(
      "Week 9 so far: 3–1 · 4 pts",
    );
    expect(scorePushText({ week: 0, wins: 1, losses: 0, pushes: 0, points: 1 })).toBe(
      "Week 0 so far: 1–0 · 1 pt",
    );
  });

  it("adds the pushes only when there are some", () => {
    expect(scorePushText({ week: 4, wins: 2, losses: 2, pushes: 1, points: 2 })).toBe(
      "Week 4 so far: 2–2–1 · 2 pts",
    );
  });

  it("names the week as the league's sport does", () => {
    const record = { wins: 1, losses: 0, pushes: 0, points: 1 };
    expect(scorePushText({ ...record, week: 19, sport: NFL_KEY })).toBe(
      "Wild Card so far: 1–0 · 1 pt",
    );
    expect(scorePushText({ ...record, week: 12, sport: SOCCER_KEY })).toBe(
      "Matchweek 12 so far: 1–0 · 1 pt",
    );
  });
});
