/**
 * Notifications (spec 000 sections 2, 3, 7–9; issue 14): the 17 types, the dropdown's tabs, what is
 * pushed and the exact texts. Free of valibot; the limits and the badge are in ./limits, so the
 * header's bell (on every page) loads none of this.
 */
import { calendarFor, weekTitle } from "../season/calendars";
import { NOTIFICATION_LIMITS } from "./limits";

/** Every notification type of the spec, in its order. */
export const NOTIFICATION_TYPES = [
  "mention_in_message",
  "mention_in_comment",
  "league_mention",
  "message_commented",
  "message_liked",
  "comment_liked",
  "message_disliked",
  "comment_disliked",
  "achievement_earned",
  "pick_reminder",
  "message_highlighted",
  "comment_highlighted",
  "friend_request",
  "friend_request_accepted",
  "friend_request_declined",
  "system_announcement",
  "league_update",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The dropdown's tabs after All, each the `type` filter of GET /api/notifications/. */
export const NOTIFICATION_TABS = {
  mentions: ["mention_in_message", "mention_in_comment", "league_mention"],
  interactions: [
    "message_commented",
    "message_liked",
    "comment_liked",
    "message_disliked",
    "comment_disliked",
    "message_highlighted",
    "comment_highlighted",
  ],
  achievements: ["achievement_earned"],
  friends: ["friend_request", "friend_request_accepted", "friend_request_declined"],
  system: ["system_announcement", "league_update"],
  reminders: ["pick_reminder"],
} as const satisfies Record<string, readonly NotificationType[]>;
export type NotificationTab = keyof typeof NOTIFICATION_TABS;
export const NOTIFICATION_TAB_NAMES = Object.keys(NOTIFICATION_TABS) as NotificationTab[];

/** Tab labels, in the dropdown's order (spec section 2). */
export const NOTIFICATION_TAB_LABELS: Record<"all" | NotificationTab, string> = {
  all: "All",
  mentions: "Mentions",
  interactions: "Interactions",
  achievements: "Achievements",
  friends: "Friends",
  system: "System",
  reminders: "Reminders",
};

/** Sent to the user's devices by Web Push too (issue 14 section 2). */
export const PUSHED_TYPES: readonly NotificationType[] = [
  "mention_in_message",
  "mention_in_comment",
  "league_mention",
  "message_commented",
  "friend_request",
  "friend_request_accepted",
  "friend_request_declined",
  "pick_reminder",
];

/** What a notification points at (`object_type`). */
export type NotificationObjectType =
  "message" | "comment" | "friendship" | "user" | "league" | "achievement" | "announcement";

/** Exact texts of the spec (section 2 and the toasts of section 8). */
export const NOTIFICATION_TEXTS = {
  clearAllConfirm:
    "Are you sure you want to clear all notifications? This action cannot be undone.",
  loadFailed: "Failed to load notifications",
  markReadFailed: "Failed to mark as read",
  allMarkedRead: "All notifications marked as read",
  markAllFailed: "Failed to mark all as read",
  allCleared: "All notifications cleared",
  clearFailed: "Failed to clear notifications",
  friendAccepted: "Friend request accepted!",
  friendDeclined: "Friend request declined",
  friendGone: "Friend request is no longer available",
  friendAlready: (status: string) => `Friend request was already ${status}`,
  friendRespondFailed: "Failed to respond to friend request",
  markAllRead: "Mark all read",
  clearAll: "Clear all",
  empty: "No notifications yet",
} as const;

/** The longest excerpt of a board post quoted in a notification. */
export const EXCERPT_MAX = 80;

/** A post quoted in one line: whitespace collapsed, cut at a word with '…'. */
export function excerpt(text: string, max = EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const quoted = (text: string) => (text ? `: "${excerpt(text)}"` : "");
const itemName = (itemType: "message" | "comment") => (itemType === "message" ? "post" : "reply");

/** Title and message of each notification, as the dropdown and a push show them. */
/** An achievement_earned title is this and the achievement's name (the dropdown's groups read it). */
export const ACHIEVEMENT_TITLE_PREFIX = "Achievement earned: ";

export const NOTIFICATION_COPY = {
  mention: (a: {
    actor: string;
    league: string;
    itemType: "message" | "comment";
    text: string;
  }) => ({
    title: "You were mentioned",
    message: `@${a.actor} mentioned you in a ${itemName(a.itemType)} in ${a.league}${quoted(a.text)}`,
  }),
  leagueMention: (a: { actor: string; league: string; text: string }) => ({
    title: `@${a.actor} mentioned everyone`,
    message: `@${a.actor} mentioned everyone in ${a.league}${quoted(a.text)}`,
  }),
  commented: (a: { actor: string; league: string; text: string }) => ({
    title: "New reply to your post",
    message: `@${a.actor} replied to your post in ${a.league}${quoted(a.text)}`,
  }),
  voted: (a: {
    actor: string;
    league: string;
    itemType: "message" | "comment";
    vote: "up" | "down";
  }) => ({
    title:
      a.vote === "up"
        ? `Your ${itemName(a.itemType)} was liked`
        : `Your ${itemName(a.itemType)} was disliked`,
    message: `@${a.actor} ${a.vote === "up" ? "liked" : "disliked"} your ${itemName(a.itemType)} in ${a.league}`,
  }),
  highlighted: (a: { league: string; itemType: "message" | "comment" }) => ({
    title: `Your ${itemName(a.itemType)} was highlighted`,
    message: `The commissioner highlighted your ${itemName(a.itemType)} in ${a.league}`,
  }),
  friendRequest: (a: { actor: string }) => ({
    title: "New friend request",
    message: `@${a.actor} sent you a friend request`,
  }),
  friendAccepted: (a: { actor: string }) => ({
    title: "Friend request accepted",
    message: `@${a.actor} accepted your friend request`,
  }),
  friendDeclined: (a: { actor: string }) => ({
    title: "Friend request declined",
    message: `@${a.actor} declined your friend request`,
  }),
  survivorWinner: (a: { winner: string; league: string }) => ({
    title: "Survivor pool won",
    message: `@${a.winner} is the last fan standing in ${a.league}`,
  }),
  leagueUpdate: (a: { actor: string; league: string }) => ({
    title: "League settings updated",
    message: `@${a.actor} updated the settings of ${a.league}`,
  }),
  pickReminder: (a: {
    league: string;
    week: number;
    /** The league's sport (sports.key): its postseason weeks have names ('Wild Card'). */
    sport?: string | null;
    hours: number;
    picksLeft: number;
    lockLeft: boolean;
  }) => ({
    title: a.hours <= 1 ? "Picks lock within the hour" : "Picks lock tomorrow",
    message: `${weekTitle(a.week, calendarFor(a.sport))} in ${a.league}: ${
      a.picksLeft > 0
        ? `${a.picksLeft} ${a.picksLeft === 1 ? "pick" : "picks"}${a.lockLeft ? " and your lock" : ""}`
        : "your lock"
    } still to make, ${a.hours <= 1 ? "less than an hour" : "less than 24 hours"} before the deadline`,
  }),
  /**
   * Issue 47: a survivor member with no team yet this week. Any game not kicked off may still be
   * picked, so the reminder counts to the next kickoff, not to a deadline.
   */
  survivorReminder: (a: {
    league: string;
    week: number;
    sport?: string | null;
    hours: number;
  }) => ({
    title: a.hours <= 1 ? "Survivor pick due within the hour" : "Survivor pick due tomorrow",
    message: `${weekTitle(a.week, calendarFor(a.sport))} in ${a.league}: your team still to pick, the next game kicks off in ${
      a.hours <= 1 ? "less than an hour" : "less than 24 hours"
    }`,
  }),
  /** Issue 47: the server made a member's picks of a week they missed (auto-pick). */
  autoPicked: (a: { league: string; week: number | "postseason"; sport?: string | null }) => ({
    title: "We made your picks",
    message: `We made your ${
      a.week === "postseason" ? "postseason" : weekTitle(a.week, calendarFor(a.sport))
    } picks for ${a.league}`,
  }),
  /** Issue 48: what a league's commissioner did that concerns the member (ADR 0408). */
  commissionerPick: (a: {
    actor: string;
    league: string;
    week: number | "postseason";
    sport?: string | null;
  }) => ({
    title: "The commissioner entered your picks",
    message: `@${a.actor} entered your ${
      a.week === "postseason" ? "postseason" : weekTitle(a.week, calendarFor(a.sport))
    } picks in ${a.league}`,
  }),
  commissionerVoid: (a: { actor: string; league: string; game: string }) => ({
    title: "A game was voided",
    message: `@${a.actor} voided ${a.game} in ${a.league}: its picks score no points`,
  }),
  commissionerPoints: (a: {
    actor: string;
    league: string;
    week: number;
    sport?: string | null;
    points: number;
  }) => ({
    title: "Your points were corrected",
    message: `@${a.actor} ${a.points > 0 ? "added" : "took off"} ${Math.abs(a.points)} ${
      Math.abs(a.points) === 1 ? "point" : "points"
    } for ${weekTitle(a.week, calendarFor(a.sport))} in ${a.league}`,
  }),
  announcement: (a: { text: string }) => ({
    title: "Announcement",
    message: a.text,
  }),
  achievement: (a: { name: string; description: string }) => ({
    title: `${ACHIEVEMENT_TITLE_PREFIX}${a.name}`,
    message: a.description,
  }),
} as const;

/** `npm run announce` (scripts/announce.mjs) refusals. */
export const ANNOUNCE_TEXTS = {
  usage: 'Usage: npm run announce -- "text" [--remote]',
  empty: "The announcement text is empty.",
  tooLong: (length: number) =>
    `The announcement is ${length} characters; at most ${NOTIFICATION_LIMITS.announcementMax} are allowed.`,
} as const;

/** Answers of /api/notifications/… */
export const NOTIFICATION_API_TEXTS = {
  notFound: "Notification not found.",
} as const;
