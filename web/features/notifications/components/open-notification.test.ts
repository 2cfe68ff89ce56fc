import { describe, expect, it } from "vitest";
import { appHref, targetDetail } from "./open-notification";

const ORIGIN = "https://pickem.example";

describe("where a notification's tap goes", () => {
  it("stays inside the app: path, query and hash of our own addresses", () => {
    expect(appHref("/leagues/3?target_id=9&target_type=message", ORIGIN)).toBe(
      "/leagues/3?target_id=9&target_type=message",
    );
    expect(appHref(`${ORIGIN}/profile/bob`, ORIGIN)).toBe("/profile/bob");
    expect(appHref("/sportsbook?league=3&week=8", ORIGIN)).toBe("/sportsbook?league=3&week=8");
  });

  it("never leaves the site", () => {
    expect(appHref("https://evil.example/phish", ORIGIN)).toBeNull();
    expect(appHref("//evil.example/x", ORIGIN)).toBeNull();
  });

  it("hands the board its target as the notificationTarget detail", () => {
    expect(
      targetDetail(
        "/leagues/3?target_id=9&target_type=comment&notification_id=44&notification_type=mention_in_comment",
      ),
    ).toEqual({
      target_id: "9",
      target_type: "comment",
      notification_id: "44",
      notification_type: "mention_in_comment",
    });
    expect(targetDetail("/leagues/3")).toBeNull();
  });
});
