/**
 * What friendships and profile boards tell the rest of the product (notifications listen here),
 * through the one event channel (worker/http/events.ts: once, after the write, never on a replay).
 */
import { eventChannel, type Listener } from "#worker/http/events";

export type SocialEvent =
  | { type: "friend_requested"; friendshipId: number; requesterId: number; recipientId: number }
  /** `by` answered (or, by requesting back, met) the request of `requesterId`. */
  | { type: "friend_accepted"; friendshipId: number; requesterId: number; by: number }
  | { type: "friend_declined"; friendshipId: number; requesterId: number; by: number }
  | { type: "friend_removed"; userIds: [number, number]; by: number; wasPending: boolean }
  | {
      type: "profile_message_posted";
      messageId: number;
      profileUserId: number;
      authorId: number;
    };

const channel = eventChannel<SocialEvent>("social");

export type SocialListener = Listener<SocialEvent>;
export const onSocialEvent = channel.listen;
export const emitSocialEvents = channel.emit;
