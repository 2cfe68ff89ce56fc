/**
 * The profile page's calls (spec 000 section 7, issue 13). Reads are `apiQuery`s; every write —
 * friend actions, privacy, profile board posts and deletes, early sharing — goes through the outbox
 * with its Idempotency-Key, so it is saved on the phone first and reaches the server exactly once.
 * Only types come from the contract here: its schemas stay out of the page's chunk.
 */
import type { SharingInput } from "#domain/picks/contract";
import type {
  FriendRequestInput,
  PrivacySettings,
  PrivacySettingsInput,
  Profile,
  ProfileFriend,
  ProfileMessage,
  ProfileMessageInput,
} from "#domain/social/contract";
import { queueFriendRespond as queueRespond } from "#web/api/friend-requests";
import { enqueue } from "#web/offline/outbox";
import { apiQuery } from "#web/lib/query";
import type { StatsQuery } from "#domain/stats/thresholds";
import { profilePath, SOCIAL_KINDS } from "../social-rows";

/** GET /api/users/profile/{username}/ (404: no such user); custom thresholds re-ask it. */
export const profileQuery = (username: string, stats?: StatsQuery) =>
  apiQuery<Profile>(profilePath(username), stats ? { ...stats } : undefined);

/** GET /api/users/profile/{username}/messages/: null when the board is hidden from the viewer. */
export const profileMessagesQuery = (username: string) =>
  apiQuery<ProfileMessage[] | null>(`${profilePath(username)}messages/`);

/** GET /api/users/friends/list/: the signed-in user's friends. */
export const friendsQuery = () => apiQuery<ProfileFriend[]>("/users/friends/list/");

/** GET /api/users/privacy/ (the owner's own settings). */
export const privacyQuery = () => apiQuery<PrivacySettings>("/users/privacy/");

// ---- friends ----

export const queueFriendRequest = (userId: number, username: string) =>
  enqueue({
    method: "POST",
    path: "/users/friends/request/",
    body: { recipient: userId } satisfies FriendRequestInput,
    kind: SOCIAL_KINDS.friend,
    label: `Friend request to ${username}`,
  });

/** Cancels a request sent, or ends a friendship (the server decides which from the pair's row). */
export const queueFriendRemove = (userId: number, username: string, cancel: boolean) =>
  enqueue({
    method: "DELETE",
    path: `/users/friends/remove/${userId}/`,
    kind: SOCIAL_KINDS.friend,
    label: cancel ? `Cancel friend request to ${username}` : `Remove ${username} as a friend`,
  });

export const queueFriendRespond = (requestId: number, accept: boolean, username: string) =>
  queueRespond({ requestId, accept, from: username, kind: SOCIAL_KINDS.friend });

// ---- privacy ----

/** PUT /api/users/privacy/ with the whole object (spec: sent on every change). */
export const queuePrivacy = (settings: PrivacySettings) =>
  enqueue({
    method: "PUT",
    path: "/users/privacy/",
    body: settings satisfies PrivacySettingsInput,
    kind: SOCIAL_KINDS.privacy,
    label: "Privacy settings",
  });

// ---- the profile's board ----

export const queueProfileMessage = (username: string, content: string) =>
  enqueue({
    method: "POST",
    path: `${profilePath(username)}messages/`,
    body: { content } satisfies ProfileMessageInput,
    kind: SOCIAL_KINDS.post,
    label: `Message to ${username}: ${content.slice(0, 40)}`,
  });

export const queueDeleteProfileMessage = (username: string, id: number) =>
  enqueue({
    method: "DELETE",
    path: `${profilePath(username)}messages/${id}/`,
    kind: SOCIAL_KINDS.deleteMessage,
    label: `Delete a message on ${username}'s profile`,
  });

// ---- early sharing of the owner's picks ----

export const queueSharing = (pickId: number, isSharedEarly: boolean) =>
  enqueue({
    method: "PUT",
    path: `/users/picks/${pickId}/sharing/`,
    body: { is_shared_early: isSharedEarly } satisfies SharingInput,
    kind: SOCIAL_KINDS.sharing,
    label: isSharedEarly ? "Share pick early" : "Stop sharing pick early",
  });
