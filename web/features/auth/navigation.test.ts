import { describe, expect, it } from "vitest";
import { safeRedirect } from "./navigation";

describe("safeRedirect: after login the user returns to the page they came from", () => {
  it.each([
    ["/dashboard?x=1", "/dashboard?x=1"],
    ["/leagues/12", "/leagues/12"],
    ["/profile/big_fan#picks", "/profile/big_fan#picks"],
  ])("keeps the in-app path %s", (input, expected) => expect(safeRedirect(input)).toBe(expected));

  it.each([
    [undefined],
    [""],
    ["https://evil.example.com/"],
    ["//evil.example.com/path"],
    ["/\\evil.example.com"],
    ["javascript:alert(1)"],
    ["dashboard"],
    ["/login?redirect=/dashboard"],
    ["/register"],
    ["/reset-password?token=abc"],
    ["/dash\nboard"],
  ])("falls back to /dashboard for %j", (input) => expect(safeRedirect(input)).toBe("/dashboard"));
});
