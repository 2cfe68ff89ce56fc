/**
 * The outbox rows of the board's writes — post, reply, vote, highlight, delete — built in one
 * place. `board-api.ts` queues them with `enqueue()`; the sync property test
 * (worker/test/sync-property.test.ts) stores the same rows, so it proves what the board sends.
 */
import type {
  PostCommentInput,
  PostMessageInput,
  VoteInput,
  VoteType,
} from "#domain/board/contract";
import type { NewMutation } from "#web/offline/outbox-row";

export type ItemType = "message" | "comment";

export const BOARD_KINDS = {
  post: "board.post",
  reply: "board.reply",
  vote: "board.vote",
  highlight: "board.highlight",
  delete: "board.delete",
} as const;

const itemPath = (type: ItemType, id: number) =>
  type === "message" ? `/message-board/${id}/` : `/message-comments/${id}/`;

/** The contract's post body as this client sends it: every field, the league by its number. */
export type PostBody = Required<PostMessageInput> & { league: number };

export const postMutation = (
  leagueId: number,
  content: string,
  image: string | null,
): NewMutation => ({
  method: "POST",
  path: "/message-board/",
  body: { league: leagueId, content, message_type: "user", image_url: image } satisfies PostBody,
  kind: BOARD_KINDS.post,
  label: image && !content ? "Board post (image)" : `Board post: ${content.slice(0, 40)}`,
});

/** The contract's reply body, the message by its number. */
export type ReplyBody = PostCommentInput & { message: number };

export const replyMutation = (messageId: number, content: string): NewMutation => ({
  method: "POST",
  path: "/message-comments/",
  body: { message: messageId, content } satisfies ReplyBody,
  kind: BOARD_KINDS.reply,
  label: `Reply: ${content.slice(0, 40)}`,
});

/** A vote, saved at once and sent after the spec's delay (BOARD_LIMITS.voteDelayMs). */
export const voteMutation = (
  type: ItemType,
  id: number,
  vote: VoteType,
  sendAfterMs: number,
): NewMutation => ({
  method: "POST",
  path: `${itemPath(type, id)}vote/`,
  body: { vote_type: vote } satisfies VoteInput,
  kind: BOARD_KINDS.vote,
  label: `${vote === "up" ? "Upvote" : "Downvote"} on a ${type}`,
  sendAfterMs,
});

export const highlightMutation = (type: ItemType, id: number, on: boolean): NewMutation => ({
  method: on ? "POST" : "DELETE",
  path: `${itemPath(type, id)}highlight/`,
  kind: BOARD_KINDS.highlight,
  label: `${on ? "Highlight" : "Unhighlight"} a ${type}`,
});

export const deleteMutation = (type: ItemType, id: number): NewMutation => ({
  method: "DELETE",
  path: itemPath(type, id),
  kind: BOARD_KINDS.delete,
  label: `Delete a ${type}`,
});
