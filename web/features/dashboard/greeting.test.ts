import { describe, expect, it } from "vitest";
import { greetingForHour } from "./greeting";

describe("dashboard greeting by hour", () => {
  it.each([
    [0, "Good morning"],
    [6, "Good morning"],
    [11, "Good morning"],
    [12, "Good afternoon"],
    [16, "Good afternoon"],
    [17, "Good evening"],
    [23, "Good evening"],
  ])("%i h → %s", (hour, expected) => expect(greetingForHour(hour)).toBe(expected));
});
