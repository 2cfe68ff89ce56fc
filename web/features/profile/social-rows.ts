/**
 * What the profile page shows of its changes not yet on the server: read from the outbox rows
 * (they survive a closed tab), never from a second copy on the device. A rejected row counts for
 * nothing (the server's state shows again: the rollback); later rows win over earlier ones, as the
 * sender sends them in that order. Pure: the hooks feed it Dexie's live rows.
 */
import type { FriendshipStatus, Profile } from "#domain/social/contract";
import type { OutboxRow } from "#web/offline/db";

/** Outbox kinds of the profile's writes (listeners and the overlay filter on them). */
export const SOCIAL_KINDS = {
  friend: "social.friend",
  privacy: "social.privacy",
  post: "social.message.post",
  deleteMessage: "social.message.delete",
  sharing: "social.sharing",
} as const;

export const isSocialKind = (kind: string) => kind.startsWith("social.");

export const profilePath = (username: string) => `/users/profile/${encodeURIComponent(username)}/`;

/** The avatar edit is a profile PATCH like the dashboard's (same kind), told apart by its body. */
export const isAvatarRow = (row: Pick<OutboxRow, "method" | "path" | "body">) =>
  row.method === "PATCH" &&
  /^(\/api)?\/users\/profile\/$/.test(row.path) &&
  typeof row.body === "object" &&
  row.body !== null &&
  "avatar" in row.body;

export type SocialRow = Pick<
  OutboxRow,
  "mutationId" | "kind" | "method" | "path" | "body" | "status" | "createdAt"
>;

export const live = (row: SocialRow) => row.status !== "rejected";
export const samePath = (a: string, b: string) =>
  a.replace(/^\/api\//, "/").toLowerCase() === b.toLowerCase();

export interface ShownFriendship {
  status: FriendshipStatus;
  /** A friend action on this person waits in the outbox. */
  pending: boolean;
}

/** The friendship as the viewer sees it: the server's, then each queued action on this person. */
export function friendshipShown(
  profile: Pick<Profile, "id" | "friendship_status" | "friend_request_id">,
  rows: readonly SocialRow[],
): ShownFriendship {
  let status = profile.friendship_status;
  let pending = false;
  for (const row of rows) {
    if (row.kind !== SOCIAL_KINDS.friend || !live(row)) continue;
    let next: FriendshipStatus | null = null;
    if (samePath(row.path, "/users/friends/request/")) {
      if ((row.body as { recipient?: number } | null)?.recipient === profile.id)
        // A request to someone whose request waits accepts theirs (the server's rule).
        next = status === "request_received" ? "friends" : "request_sent";
    } else if (samePath(row.path, `/users/friends/remove/${profile.id}/`)) next = "none";
    else if (
      profile.friend_request_id !== null &&
      samePath(row.path, `/users/friends/respond/${profile.friend_request_id}/`)
    )
      next = (row.body as { action?: string } | null)?.action === "accept" ? "friends" : "none";
    if (next) {
      status = next;
      pending = true;
    }
  }
  return { status, pending };
}

/** The owner's photo: the last queued change (a new image or none), else the server's. */
export function avatarShown(
  server: string | null,
  rows: readonly SocialRow[],
): { avatar: string | null; pending: boolean } {
  let avatar = server;
  let pending = false;
  for (const row of rows) {
    if (!live(row) || !isAvatarRow(row)) continue;
    const value = (row.body as { avatar: unknown }).avatar;
    avatar = typeof value === "string" ? value : null;
    pending = true;
  }
  return { avatar, pending };
}
