/**
 * Friend-request calls two features make (the profile page and the notifications dropdown): one
 * definition of the answer's call and of the event every screen showing friendships listens to.
 * The answer goes through the outbox, like every user write: saved on the phone first, sent once.
 */
import type { RespondInput } from "#domain/social/contract";
import { enqueue } from "#web/offline/outbox";

/**
 * Announced (on `window`) after a friend action lands — from a profile or from a friend-request
 * notification: every profile on screen reloads.
 */
export const FRIENDSHIP_STATUS_CHANGED = "friendship-status-changed";

/** POST /api/users/friends/respond/{id}/ — accept or decline a request received. */
export const queueFriendRespond = ({
  requestId,
  accept,
  from,
  kind,
}: {
  requestId: number;
  accept: boolean;
  /** Who sent it, for the Sync panel's label. */
  from: string;
  /** The outbox kind the calling feature listens to. */
  kind: string;
}) =>
  enqueue({
    method: "POST",
    path: `/users/friends/respond/${requestId}/`,
    body: { action: accept ? "accept" : "reject" } satisfies RespondInput,
    kind,
    label: `${accept ? "Accept" : "Decline"} friend request from ${from}`,
  });
