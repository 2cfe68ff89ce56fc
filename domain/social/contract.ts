/**
 * Profiles, friends and privacy (spec 000 sections 2–8, issue 13): the answers, the request
 * schemas the Worker validates with, the limits and the exact texts. Shared by the Worker
 * (worker/social/) and the screens (web/features/profile/).
 */
import * as v from "valibot";
import { idSchema } from "#domain/ids";
import type { SubmittedPick } from "#domain/picks/contract";
import { PRIVACY_LEVELS, SOCIAL_LIMITS, SOCIAL_TEXTS, type PrivacySection } from "./texts";
import {
  operatorSchema,
  thresholdSchema,
  type ProfileStats,
  type WinLoss,
} from "#domain/stats/contract";

export * from "./texts";

/** From the viewer's side (spec section 4). */
export type FriendshipStatus = "none" | "request_sent" | "request_received" | "friends";

/** Who looks at a profile, as privacy sees them. */
export type Viewer = "owner" | "friend" | "signed_in" | "anonymous";

export interface ProfileFriend {
  id: number;
  username: string;
  full_name: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

export interface ProfileLeague {
  id: number;
  name: string;
  description: string;
  member_count: number;
  joined_at: string;
  is_admin: boolean;
  league_type: "public" | "private";
}

export type ProfilePickStatus = "upcoming" | "in_progress" | "completed";

/** A pick as Recent Picks shows it: the pick itself plus the spec's profile fields. */
export interface ProfilePick extends SubmittedPick {
  /** The game's id (spec field name). */
  game: number;
  league: number;
  league_name: string;
  /** 'ALA -3.5', 'Over 52.5', 'FLA ML' (domain/picks/describe.ts). */
  selection: string;
  game_date: string;
  status: ProfilePickStatus;
  /** The owner may still share it early (upcoming, still a member, the league hides picks). */
  can_edit_sharing: boolean;
}

export interface Profile {
  id: number;
  username: string;
  /** null (like first_name, last_name, bio and date_joined) when user_info is hidden from the viewer. */
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  bio: string | null;
  date_joined: string | null;
  friendship_status: FriendshipStatus;
  /** The pending request between viewer and owner (to accept, decline or cancel), else null. */
  friend_request_id: number | null;
  is_owner: boolean;
  friends_count: number | null;
  friends_list: ProfileFriend[] | null;
  my_leagues: ProfileLeague[] | null;
  my_picks: ProfilePick[] | null;
  profile_stats: ProfileStats | null;
  custom_spread_stats: WinLoss | null;
  custom_total_stats: WinLoss | null;
  /** Whether the viewer may read (and, signed in, write on) the profile's board. */
  message_board_visible: boolean;
}

export type ProfileMessageType = "league_message" | "direct";

export interface ProfileMessage {
  id: number;
  type: ProfileMessageType;
  content: string;
  created_at: string;
  author_username: string;
  author_avatar: string | null;
  league_id: number | null;
  league_name: string | null;
  /** The message mentions the profile's owner. */
  is_mention: boolean;
  is_by_profile_owner: boolean;
  /** The viewer wrote it about this profile (on it, or mentioning its owner). */
  is_viewer_about_profile: boolean;
}

export interface FriendRequestEntry {
  id: number;
  requester: number;
  requester_username: string;
  requester_avatar: string | null;
  recipient: number;
  recipient_username: string;
  created_at: string;
}

export interface FriendRequestsResponse {
  received: FriendRequestEntry[];
  sent: FriendRequestEntry[];
}

/** POST request, POST respond and DELETE remove answer where the pair stands now. */
export interface FriendshipResult {
  user_id: number;
  friendship_status: FriendshipStatus;
  friend_request_id: number | null;
  message: string;
}

export const FriendRequestSchema = v.object({
  recipient: idSchema("recipient must be a user id"),
});

export type FriendRequestInput = v.InferInput<typeof FriendRequestSchema>;

export const RespondSchema = v.object({
  action: v.picklist(["accept", "reject"], "action must be accept or reject"),
});
export type RespondInput = v.InferInput<typeof RespondSchema>;

export const ProfileMessageSchema = v.object({
  content: v.pipe(
    v.string("Content must be text"),
    v.maxLength(SOCIAL_LIMITS.contentMax, SOCIAL_TEXTS.tooLong),
    v.check((s) => s.trim() !== "", SOCIAL_TEXTS.emptyMessage),
  ),
});
export type ProfileMessageInput = v.InferInput<typeof ProfileMessageSchema>;

const level = (section: PrivacySection) =>
  v.optional(
    v.picklist(PRIVACY_LEVELS, `${section} must be public, friends_only or hidden`),
    "public",
  );

/** PUT /api/users/privacy/: the whole object; a key left out is public (its default). */
export const PrivacySettingsSchema = v.object({
  user_info: level("user_info"),
  message_board: level("message_board"),
  stats_widget: level("stats_widget"),
  friends_list: level("friends_list"),
  my_leagues: level("my_leagues"),
  my_picks: level("my_picks"),
});
export type PrivacySettingsInput = v.InferInput<typeof PrivacySettingsSchema>;

const threshold = (name: string) => v.optional(thresholdSchema(name));
const operator = (name: string) => v.optional(operatorSchema(name), "gte");

export const ProfileQuerySchema = v.object({
  spread_threshold: threshold("spread_threshold"),
  spread_operator: operator("spread_operator"),
  total_threshold: threshold("total_threshold"),
  total_operator: operator("total_operator"),
});
export type ProfileQuery = v.InferOutput<typeof ProfileQuerySchema>;

/** Usernames in paths: the registration rule's characters (anything else is unknown: 404). */
export const isUsernameShape = (s: string) => /^[A-Za-z0-9_]{1,29}$/.test(s);
