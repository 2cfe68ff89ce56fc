/** The profile's friends as the page lists them (spec 000 section 2). Pure. */
import type { ProfileFriend } from "#domain/social/contract";

/** The Friends card's search: username, first, last or full name, any case, anywhere in them. */
export function friendMatches(friend: ProfileFriend, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [
    friend.username,
    friend.first_name,
    friend.last_name,
    friend.full_name,
    `${friend.first_name} ${friend.last_name}`,
  ].some((field) => (field ?? "").toLowerCase().includes(q));
}

export const filterFriends = (friends: readonly ProfileFriend[], query: string) =>
  friends.filter((f) => friendMatches(f, query));

/** A friend's name as lists show it: the full name, else the username. */
export const friendName = (friend: ProfileFriend) => friend.full_name.trim() || friend.username;

/** '+2 more friends' under the info card's preview of three (null when none are left out). */
export function moreFriendsText(count: number, shown: number): string | null {
  const more = count - shown;
  if (more <= 0) return null;
  return `+${more} more friends`;
}
