import { describe, expect, it } from "vitest";
import type { NotificationType } from "#domain/notifications/contract";
import { NOTIFICATION_COPY } from "#domain/notifications/texts";
import { groupAchievements, groupNames, groupTitle, unreadMembers } from "./achievement-groups";
import type { ShownNotification } from "./overlay";

let next = 100;
const note = (type: NotificationType, title: string, is_read = false) =>
  ({
    id: next--,
    notification_type: type,
    title,
    message: "",
    is_read,
    time_ago: "just now",
    answerWaiting: null,
  }) as unknown as ShownNotification;
const award = (name: string, is_read = false) =>
  note(
    "achievement_earned",
    NOTIFICATION_COPY.achievement({ name, description: "" }).title,
    is_read,
  );

describe("achievements folded in the 'All' list", () => {
  it("makes a run of achievements one row, so the mention under it stays in view", () => {
    const items = [
      award("Town Crier"),
      award("League Hopper"),
      award("Commissioner", true),
      note("mention_in_message", "ann mentioned you"),
      note("message_commented", "New reply"),
    ];
    const entries = groupAchievements(items);
    expect(entries.map((e) => e.kind)).toEqual(["achievements", "one", "one"]);
    const group = entries[0]!;
    if (group.kind !== "achievements") throw new Error("expected a group");
    expect(groupTitle(group.items.length)).toBe("You earned 3 achievements");
    expect(groupNames(group.items)).toBe("Town Crier, League Hopper and Commissioner");
    expect(unreadMembers(group.items).map((n) => n.id)).toEqual([items[0]!.id, items[1]!.id]);
  });

  it("leaves a lone achievement as itself and groups each run apart", () => {
    const entries = groupAchievements([
      award("First Pick"),
      note("friend_request", "Friend request"),
      award("First Win"),
      award("Lock It In"),
    ]);
    expect(
      entries.map((e) => (e.kind === "one" ? e.item.notification_type : e.items.length)),
    ).toEqual(["achievement_earned", "friend_request", 2]);
  });

  it("names three and counts the rest", () => {
    const items = ["A", "B", "C", "D", "E"].map((n) => award(n));
    expect(groupNames(items)).toBe("A, B, C and 2 more");
    expect(groupNames(items.slice(0, 2))).toBe("A and B");
  });
});
