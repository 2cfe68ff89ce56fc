/**
 * Profiles' limits, privacy sections and levels, labels and exact texts (issue 13), without the
 * request schemas: screens import these without loading valibot.
 */
import { BOARD_LIMITS } from "#domain/board/limits";

export const SOCIAL_LIMITS = {
  /** Profile message length (the board's rule). */
  contentMax: BOARD_LIMITS.contentMax,
  /** Friends shown in the info card's preview. */
  friendsPreview: 3,
  /** Profile board: newest messages of the merged list. */
  messagesMax: 50,
  /** Recent Picks: newest picks by kickoff. */
  picksMax: 60,
  /** Friends in any list answer. */
  friendsMax: 500,
  /** The friends list search box scrolls beyond this many rows. */
  friendsSearchMax: 100,
} as const;

export const PRIVACY_SECTIONS = [
  "user_info",
  "message_board",
  "stats_widget",
  "friends_list",
  "my_leagues",
  "my_picks",
] as const;
export type PrivacySection = (typeof PRIVACY_SECTIONS)[number];

export const PRIVACY_LEVELS = ["public", "friends_only", "hidden"] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];

export type PrivacySettings = Record<PrivacySection, PrivacyLevel>;

export const DEFAULT_PRIVACY: PrivacySettings = {
  user_info: "public",
  message_board: "public",
  stats_widget: "public",
  friends_list: "public",
  my_leagues: "public",
  my_picks: "public",
};

/** What each section is called on screen (the Privacy dialog and the "hidden" notes). */
export const PRIVACY_SECTION_LABELS: Record<PrivacySection, string> = {
  user_info: "Info",
  message_board: "Message board",
  stats_widget: "Stats",
  friends_list: "Friends",
  my_leagues: "Leagues",
  my_picks: "Recent picks",
};

export const PRIVACY_LEVEL_LABELS: Record<PrivacyLevel, string> = {
  public: "Everyone",
  friends_only: "Friends only",
  hidden: "Only me",
};

export const SOCIAL_TEXTS = {
  userNotFound: "User not found.",
  notFoundTitle: "User Not Found",
  notFoundText: "The user you're looking for doesn't exist.",
  loadFailed: (status: number) => `Failed to load profile (${status})`,
  // Friend actions (server answers)
  requestSent: "Friend request sent",
  requestCancelled: "Friend request cancelled",
  nowFriends: "You are now friends",
  friendRemoved: "Friend removed",
  selfRequest: "You cannot send a friend request to yourself.",
  alreadyFriends: "You are already friends with this user.",
  requestNotFound: "Friend request not found.",
  nothingToRemove: "You have no friendship or friend request with this user.",
  alreadyProcessed: (status: string) => `Friend request was already ${status}`,
  // Friend toasts (spec section 8)
  accepted: "Friend request accepted!",
  declined: "Friend request declined",
  noLongerAvailable: "Friend request is no longer available",
  respondFailed: "Failed to respond to friend request",
  // Profile board
  emptyMessage: "Message cannot be empty",
  tooLong: `Ensure this field has no more than ${SOCIAL_LIMITS.contentMax} characters.`,
  boardHidden: "This message board is private.",
  messagePosted: "Message posted!",
  messageDeleted: "Message deleted",
  messageNotFound: "Message not found",
  ownMessagesOnly: "Only the author or the profile's owner can delete this message",
  // Privacy
  privacySaved: "Privacy settings saved",
  hiddenSection: (label: string) => `${label} hidden by this user's privacy settings`,
} as const;
