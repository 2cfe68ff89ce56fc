/**
 * The league message board's contract (spec 002 sections 3–9): the Message and Comment answers,
 * the request schemas the Worker validates with, the limits and the exact texts. Shared by the
 * Worker (worker/board/) and the screens (web/features/board/).
 */
import * as v from "valibot";
import { idSchema } from "#domain/ids";
import { cursorParam } from "#domain/paging";

export { BOARD_LIMITS } from "./limits";
import { BOARD_LIMITS } from "./limits";

export const MESSAGE_TYPES = [
  "user",
  "system",
  "league_update",
  "auto_join",
  "auto_leave",
  "auto_perfect",
  "auto_goose_egg",
  "auto_not_close",
  "auto_nail_biter",
  "auto_lock_streak",
  "auto_broken_streak",
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export type AutoMessageType = Exclude<MessageType, "user" | "system" | "league_update">;

export type VoteType = "up" | "down";
export type UserVote = VoteType | "none";
export interface VoteCounts {
  up: number;
  down: number;
}

/** What the server lets the viewer do with an item (the screens show only these controls). */
export interface ItemPermissions {
  can_delete: boolean;
  can_highlight: boolean;
}

export interface BoardComment extends ItemPermissions {
  id: number;
  message: number;
  content: string;
  author_id: number;
  author_name: string;
  author_username: string;
  /** The author's avatar image path, null without one. */
  author_avatar: string | null;
  /** Members mentioned by @username (usernames as stored). */
  mentions: string[];
  mentions_league: boolean;
  is_edited: boolean;
  is_highlighted: boolean;
  created_at: string;
  user_vote: UserVote;
  vote_counts: VoteCounts;
}

export interface BoardMessage extends ItemPermissions {
  id: number;
  league: number;
  league_id: number;
  league_name: string;
  content: string;
  message_type: MessageType;
  image_url: string | null;
  /** null for the product's own (system-style) posts. */
  author_id: number | null;
  author_name: string;
  author_username: string | null;
  author_avatar: string | null;
  mentions: string[];
  mentions_league: boolean;
  is_edited: boolean;
  is_highlighted: boolean;
  created_at: string;
  user_vote: UserVote;
  vote_counts: VoteCounts;
  comment_count: number;
  comments: BoardComment[];
}

export interface BoardPage {
  results: BoardMessage[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: number | null;
}

/** A member as the mention picker offers them. */
export interface MentionMember {
  username: string;
  full_name: string;
}

export interface VoteResult {
  id: number;
  user_vote: UserVote;
  vote_counts: VoteCounts;
}

export interface HighlightResult {
  id: number;
  is_highlighted: boolean;
}

export const BOARD_TEXTS = {
  emptyAll: "No messages yet. Be the first to post!",
  emptyHighlights: "No highlighted messages yet.",
  emptyUpdates: "No league updates yet.",
  loadFailed: "Failed to load messages",
  voteMessageFailed: "Failed to vote on message",
  voteCommentFailed: "Failed to vote on comment",
  highlightFailed: "Failed to toggle highlight",
  postFailed: "Failed to post message",
  replyFailed: "Failed to post reply",
  posted: "Message posted!",
  replied: "Reply posted!",
  messageDeleted: "Message deleted successfully",
  commentDeleted: "Comment deleted successfully",
  deleteMessageFailed: "Failed to delete message",
  deleteCommentFailed: "Failed to delete comment",
  imageSelected: "Image selected. It will be uploaded when you post your message.",
  confirmDelete: "This action cannot be undone",
  // Server answers
  messageNotFound: "Message not found",
  commentNotFound: "Comment not found",
  leagueNotFound: "League not found",
  notMember: "You are not a member of this league",
  ownMessagesOnly: "You can only delete your own messages",
  ownCommentsOnly: "You can only delete your own comments",
  highlightedCannotBeDeleted: "A highlighted message cannot be deleted",
  commissionerHighlights: "Only the commissioner can highlight messages",
  emptyMessage: "Write a message or attach an image",
  emptyReply: "Reply cannot be empty",
  tooLong: `Ensure this field has no more than ${BOARD_LIMITS.contentMax} characters.`,
  userPostsOnly: "Only user messages can be posted",
} as const;

const content = v.pipe(
  v.string("Content must be text"),
  v.maxLength(BOARD_LIMITS.contentMax, BOARD_TEXTS.tooLong),
);

export const PostMessageSchema = v.object({
  league: idSchema("league is required"),
  content: v.optional(content, ""),
  message_type: v.optional(v.literal("user", BOARD_TEXTS.userPostsOnly), "user"),
  // An image as a data string (checked by its bytes on the server, domain/images.ts).
  image_url: v.optional(v.nullable(v.pipe(v.string("image_url must be a data string")))),
});
export type PostMessageInput = v.InferInput<typeof PostMessageSchema>;

export const PostCommentSchema = v.object({
  message: idSchema("message is required"),
  content: v.pipe(
    content,
    v.check((s) => s.trim() !== "", BOARD_TEXTS.emptyReply),
  ),
});
export type PostCommentInput = v.InferInput<typeof PostCommentSchema>;

export const VoteSchema = v.object({
  vote_type: v.picklist(["up", "down"], "vote_type must be up or down"),
});
export type VoteInput = v.InferInput<typeof VoteSchema>;

const digits = (message: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,12}$/, message), v.transform(Number));

const search = v.optional(
  v.pipe(v.string(), v.maxLength(BOARD_LIMITS.searchMax, "Search is too long"), v.trim()),
);

export const BoardQuerySchema = v.object({
  league: digits("league is required"),
  type: v.optional(v.picklist(["", "all", "highlights", "league_updates"], "Unknown type")),
  search,
  cursor: v.optional(cursorParam("cursor must be a message id")),
});

export const CrossLeagueQuerySchema = v.object({
  author: v.optional(digits("author must be a user id")),
  type: v.optional(v.picklist(["", "all", "highlights"], "Unknown type")),
  search,
  cursor: v.optional(cursorParam("cursor must be a message id")),
});

export const isSystemStyle = (type: MessageType) => type !== "user";
