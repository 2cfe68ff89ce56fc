import { describe, expect, it } from "vitest";
import type { ProfileFriend } from "#domain/social/contract";
import { filterFriends, friendMatches, friendName, moreFriendsText } from "./friends";

const friend = (username: string, first = "", last = ""): ProfileFriend => ({
  id: username.length,
  username,
  first_name: first,
  last_name: last,
  full_name: `${first} ${last}`.trim(),
  avatar: null,
});

const bama = friend("rolltide22", "Jalen", "Milroe");
const dawg = friend("uga_fan", "Carson", "Beck");
const plain = friend("nobody");

describe("the Friends card's search", () => {
  it("matches everyone when the box is empty or blank", () => {
    expect(filterFriends([bama, dawg, plain], "")).toHaveLength(3);
    expect(filterFriends([bama, dawg, plain], "   ")).toHaveLength(3);
  });
  it("matches the username, first, last or full name, in any case, anywhere", () => {
    expect(friendMatches(bama, "TIDE")).toBe(true);
    expect(friendMatches(bama, "jal")).toBe(true);
    expect(friendMatches(bama, "milroe")).toBe(true);
    expect(friendMatches(bama, "len mil")).toBe(true);
    expect(friendMatches(dawg, "  beck ")).toBe(true);
  });
  it("leaves out friends nothing matches", () => {
    expect(filterFriends([bama, dawg, plain], "carson").map((f) => f.username)).toEqual([
      "uga_fan",
    ]);
    expect(filterFriends([bama, dawg, plain], "zzz")).toEqual([]);
  });
  it("names a friend by full name, else by username", () => {
    expect(friendName(bama)).toBe("Jalen Milroe");
    expect(friendName(plain)).toBe("nobody");
  });
});

describe("the info card's friends preview", () => {
  it("says how many more friends there are beyond the three shown", () => {
    expect(moreFriendsText(5, 3)).toBe("+2 more friends");
    expect(moreFriendsText(4, 3)).toBe("+1 more friends"); // the spec's words, as written
    expect(moreFriendsText(3, 3)).toBeNull();
    expect(moreFriendsText(0, 0)).toBeNull();
  });
});
