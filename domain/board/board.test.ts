import { describe, expect, it } from "vitest";
import { AUTO_POST_RULES, currentStreak, weekAutoPosts, type MemberWeek } from "./auto-posts";
import { NFL_CALENDAR } from "../season/calendars";
import { shortenedText } from "./display";
import { mentionQueryAt, parseMentions, splitMentions } from "./mentions";
import { countsAfter, nextVote } from "./votes";

const member = (
  userId: number,
  username: string,
  w: number,
  l: number,
  points = w,
): MemberWeek => ({
  userId,
  username,
  points,
  wins: w,
  losses: l,
  pushes: 0,
  lockTotal: 0,
  lockCorrect: 0,
});

describe("votes", () => {
  it("a new vote sets it, the same again removes it, the opposite switches it", () => {
    expect(nextVote("none", "up")).toBe("up");
    expect(nextVote("up", "up")).toBe("none");
    expect(nextVote("up", "down")).toBe("down");
    expect(countsAfter({ up: 3, down: 1 }, "up", "down")).toEqual({ up: 2, down: 2 });
    expect(countsAfter({ up: 3, down: 1 }, "up", "none")).toEqual({ up: 2, down: 1 });
    expect(countsAfter({ up: 0, down: 0 }, "none", "up")).toEqual({ up: 1, down: 0 });
  });
});

describe("mentions", () => {
  it("resolves members case-insensitively and @league/@everyone/@all as the whole league", () => {
    expect(parseMentions("hey @BOB and @carol, see @everyone", ["bob", "dave"])).toEqual({
      usernames: ["bob"],
      league: true,
    });
    // The league words win over a member who took one of them as a username.
    expect(parseMentions("@all hands", ["all"])).toEqual({ usernames: [], league: true });
    expect(parseMentions("mail me at bob@example.com", ["bob", "example"])).toEqual({
      usernames: [],
      league: false,
    });
  });

  it("splits text so that only resolved mentions become links", () => {
    expect(splitMentions("hi @bob and @nobody @all!", ["bob"], true)).toEqual([
      { kind: "text", text: "hi " },
      { kind: "user", text: "@bob", username: "bob" },
      { kind: "text", text: " and @nobody " },
      { kind: "league", text: "@all" },
      { kind: "text", text: "!" },
    ]);
  });

  it("the picker opens after an @ with no space after it", () => {
    expect(mentionQueryAt("hello @bo", 9)).toEqual({ start: 6, query: "bo" });
    expect(mentionQueryAt("hello @", 7)).toEqual({ start: 6, query: "" });
    expect(mentionQueryAt("hello @bob ", 11)).toBeNull();
    expect(mentionQueryAt("mail@x", 6)).toBeNull();
  });
});

describe("display", () => {
  it("shortens at the first sentence end before 200 characters, else 200 plus an ellipsis", () => {
    const sentence = `What a game. ${"x".repeat(250)}`;
    expect(shortenedText(sentence)).toBe("What a game.");
    const noSentence = "y".repeat(250);
    expect(shortenedText(noSentence)).toBe(`${"y".repeat(200)}…`);
    expect(shortenedText("short")).toBeNull();
  });
});

describe("automatic posts after a graded week", () => {
  it("a perfect week and a goose egg need at least three graded picks", () => {
    const posts = weekAutoPosts(
      5,
      [member(1, "amy", 3, 0), member(2, "ben", 0, 3), member(3, "cy", 2, 0)],
      [],
    );
    expect(posts.map((p) => [p.type, p.key])).toContainEqual(["auto_perfect", "perfect:5:1"]);
    expect(posts.map((p) => [p.type, p.key])).toContainEqual(["auto_goose_egg", "goose_egg:5:2"]);
    expect(posts.find((p) => p.key === "perfect:5:3")).toBeUndefined();
    expect(posts.find((p) => p.type === "auto_perfect")!.content).toBe(
      "amy went a perfect 3-0 in Week 5!",
    );
  });

  it("names an NFL postseason week ('Wild Card'); college's week 19 stays 'Week 19'", () => {
    const perfect = (cal?: typeof NFL_CALENDAR) =>
      weekAutoPosts(19, [member(1, "amy", 3, 0)], [], cal).find((p) => p.type === "auto_perfect")!
        .content;
    expect(perfect(NFL_CALENDAR)).toBe("amy went a perfect 3-0 in Wild Card!");
    expect(perfect()).toBe("amy went a perfect 3-0 in Week 19!");
  });

  it("a race of 3 or more: not close at a 4-point margin, a nail-biter at 1 point, else nothing", () => {
    const win = (a: number, b: number, field = 3) =>
      weekAutoPosts(
        2,
        [member(1, "amy", 1, 1, a), member(2, "ben", 1, 1, b), member(3, "cy", 1, 1, 0)].slice(
          0,
          field,
        ),
        [],
      )
        .map((p) => p.type)
        .filter((t) => t === "auto_not_close" || t === "auto_nail_biter");
    expect(win(6, 6 - AUTO_POST_RULES.notCloseMargin)).toEqual(["auto_not_close"]);
    expect(win(5, 4)).toEqual(["auto_nail_biter"]);
    expect(win(4, 4)).toEqual([]);
    expect(win(5, 3)).toEqual([]);
    expect(win(5, 4, 2)).toEqual([]);
  });

  it("lock streaks are announced at 3, 5 and 10 in a row, and a streak of 3 or more when it ends", () => {
    expect(currentStreak([false, true, true, true])).toBe(3);
    const streak = weekAutoPosts(
      4,
      [],
      [
        { userId: 1, username: "amy", locks: [true, true, true], lockedThisWeek: true },
        { userId: 2, username: "ben", locks: [true, true, true, false], lockedThisWeek: true },
        { userId: 3, username: "cy", locks: [true, true, true, true], lockedThisWeek: true },
      ],
    );
    expect(streak.map((p) => p.content)).toEqual([
      "amy is on fire: 3 correct locks in a row!",
      "ben's streak of 3 correct locks ended in Week 4.",
    ]);
  });
});
