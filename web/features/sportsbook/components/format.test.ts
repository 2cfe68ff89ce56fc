import { describe, expect, it } from "vitest";
import { fmtLine, fmtOdds, lockCountdown } from "./format";

describe("sportsbook formatting", () => {
  it("signs odds and lines", () => {
    expect(fmtOdds(150)).toBe("+150");
    expect(fmtOdds(-110)).toBe("-110");
    expect(fmtOdds(null)).toBe("—");
    expect(fmtLine(3.5)).toBe("+3.5");
    expect(fmtLine(-7)).toBe("-7");
  });
  it("counts down to the lock", () => {
    const now = Date.UTC(2024, 8, 7, 12);
    expect(lockCountdown(now + 2 * 86400_000 + 3 * 3600_000, now)).toBe("Locks in 2d 3h");
    expect(lockCountdown(now + 3600_000 + 5 * 60_000, now)).toBe("Locks in 1h 05m");
    expect(lockCountdown(now + 4 * 60_000 + 9_000, now)).toBe("Locks in 4m 09s");
    expect(lockCountdown(now - 1, now)).toBe("Locked");
  });
});
