import { describe, expect, it } from "vitest";
import { stillAlive, survivorStanding } from "./survivor-standing";

describe("a survivor league on the dashboard", () => {
  it("says a row is alive with its lives, or out in the week it went out", () => {
    expect(
      survivorStanding({ survivor_status: "alive", lives_left: 2, eliminated_week: null }),
    ).toBe("Alive · 2 lives");
    expect(
      survivorStanding({ survivor_status: "alive", lives_left: 1, eliminated_week: null }),
    ).toBe("Alive · 1 life");
    expect(
      survivorStanding({ survivor_status: "eliminated", lives_left: 0, eliminated_week: 6 }),
    ).toBe("Out in Week 6");
  });

  it("says nothing of a row or a league of another format", () => {
    expect(survivorStanding({})).toBeNull();
    expect(stillAlive({ total_members: 12 })).toBeNull();
  });

  it("counts who is still alive of all the members", () => {
    expect(stillAlive({ survivor_alive: 7, total_members: 12 })).toBe("Still alive: 7 of 12");
  });
});
