/**
 * Notifications (issue 14): the answers and the request schemas of /api/notifications/…, shared by
 * the Worker (worker/notifications/) and the screens (web/features/notifications/).
 */
import * as v from "valibot";
import { pageParam, pageSizeParam } from "../paging";
import { NOTIFICATION_LIMITS } from "./limits";
import {
  NOTIFICATION_TAB_NAMES,
  type NotificationObjectType,
  type NotificationType,
} from "./texts";

export * from "./limits";
export * from "./push-services";
export * from "./texts";

/** One notification (spec section 3), newest first in lists. */
export interface Notification {
  id: number;
  notification_type: NotificationType;
  title: string;
  message: string;
  is_read: boolean;
  /** '2 minutes ago', from the server's clock at answer time. */
  time_ago: string;
  league_name: string | null;
  /** Where a click goes: a board target, a profile, a league, the sportsbook week. */
  action_url: string;
  object_id: number | null;
  object_type: NotificationObjectType | null;
  created_at: string;
  /** friend_request only: the request's state now (accept / decline shown while 'pending'). */
  friendship_status?: "pending" | "accepted" | "declined" | null;
}

/** GET /api/notifications/?type=&page=&page_size= */
export interface NotificationPage {
  results: Notification[];
  count: number;
  page: number;
  has_more: boolean;
  unread_count: number;
}

/** GET /api/notifications/unread_count/ */
export interface UnreadCount {
  count: number;
}

export const notificationListQuery = v.object({
  type: v.optional(v.picklist(NOTIFICATION_TAB_NAMES)),
  page: v.optional(pageParam),
  page_size: v.optional(pageSizeParam(NOTIFICATION_LIMITS.maxPageSize)),
});

/** PATCH /api/notifications/{id}/ */
export const notificationPatch = v.strictObject({ is_read: v.boolean() });
export type NotificationPatchInput = v.InferInput<typeof notificationPatch>;

const PUSH_SCORES_TEXT = "scores must be true or false";

/** POST /api/notifications/push/subscription/ (a PushSubscription's JSON). */
export const pushSubscriptionBody = v.object({
  /**
   * The Worker then takes only a push service's endpoint (isPushServiceEndpoint, with the fake
   * push service a development server may be configured with), a 400 on `endpoint` otherwise.
   */
  endpoint: v.pipe(v.string(), v.url(), v.maxLength(NOTIFICATION_LIMITS.endpointMax)),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/)),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}={0,2}$/)),
  }),
  /** Score pushes on this device (ADR 0416); absent keeps what is stored (off for a new one). */
  scores: v.optional(v.boolean(PUSH_SCORES_TEXT)),
});
export type PushSubscriptionBody = v.InferOutput<typeof pushSubscriptionBody>;

/** PATCH /api/notifications/push/subscription/ — score pushes on or off for the caller's device. */
export const pushScoresPatch = v.strictObject({
  endpoint: v.pipe(v.string(), v.maxLength(NOTIFICATION_LIMITS.endpointMax)),
  scores: v.boolean(PUSH_SCORES_TEXT),
});
export type PushScoresInput = v.InferInput<typeof pushScoresPatch>;

/** What POST and PATCH …/subscription/ answer: the device and whether it gets score pushes. */
export interface PushDevice {
  endpoint: string;
  scores: boolean;
}

/** DELETE /api/notifications/push/subscription/ */
export const pushUnsubscribeBody = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(NOTIFICATION_LIMITS.endpointMax)),
});
export type PushUnsubscribeInput = v.InferInput<typeof pushUnsubscribeBody>;

/** GET /api/notifications/push/key/ — the VAPID public key (base64url), null when push is off. */
export interface PushKey {
  public_key: string | null;
}
