import { describe, expect, it } from "vitest";
import { timeAgo } from "./time-ago";

const now = new Date("2024-10-12T16:00:00.000Z");
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe("timeAgo", () => {
  it.each([
    [0, "just now"],
    [59, "just now"],
    [60, "1 minute ago"],
    [5 * 60 + 30, "5 minutes ago"],
    [59 * 60 + 59, "59 minutes ago"],
    [3600, "1 hour ago"],
    [23 * 3600, "23 hours ago"],
    [24 * 3600, "1 day ago"],
    [3 * 24 * 3600, "3 days ago"],
    [7 * 24 * 3600, "1 week ago"],
    [20 * 24 * 3600, "2 weeks ago"],
    [30 * 24 * 3600, "1 month ago"],
    [90 * 24 * 3600, "3 months ago"],
    [365 * 24 * 3600, "1 year ago"],
    [800 * 24 * 3600, "2 years ago"],
  ])("%i seconds before reads %s", (seconds, words) => {
    expect(timeAgo(before(seconds), now)).toBe(words);
  });

  it("a stamp slightly ahead of the server clock, or unreadable, is 'just now'", () => {
    expect(timeAgo(before(-30), now)).toBe("just now");
    expect(timeAgo("not a date", now)).toBe("just now");
    expect(timeAgo(new Date(now.getTime() - 120_000), now)).toBe("2 minutes ago");
  });
});
