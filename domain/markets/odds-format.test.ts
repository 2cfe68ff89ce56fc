import { describe, expect, it } from "vitest";
import { americanToDecimal, decimalToAmerican, formatDecimalOdds } from "./odds-format";

describe("decimal and American odds", () => {
  it("converts a Premier League price to American odds and back to the price fans saw", () => {
    // Liverpool v Tottenham, 27/04/2025: Liverpool 1.25 at Bet365.
    expect(decimalToAmerican(1.25)).toBe(-400);
    expect(formatDecimalOdds(-400)).toBe("1.25");
    expect(decimalToAmerican(2.5)).toBe(150);
    expect(formatDecimalOdds(150)).toBe("2.50");
    expect(decimalToAmerican(2)).toBe(100);
    expect(decimalToAmerican(1.91)).toBe(-110);
    expect(formatDecimalOdds(-110)).toBe("1.91");
    expect(americanToDecimal(-110)).toBeCloseTo(1.909, 3);
  });

  it("refuses a price that is no decimal price", () => {
    expect(() => decimalToAmerican(1)).toThrow();
    expect(() => decimalToAmerican(Number.NaN)).toThrow();
  });
});
