/**
 * Board calls (spec 002 "Message board calls"). Reads are `apiQuery`s; every write — post, reply,
 * vote, highlight, delete — goes through the outbox with its Idempotency-Key, so it is saved on
 * the phone first and reaches the server exactly once (issue 12, section 3).
 */
import type { BoardPage, VoteType } from "#domain/board/contract";
import { enqueue } from "#web/offline/outbox";
import { apiQuery } from "#web/lib/query";

export type BoardTab = "all" | "highlights" | "league_updates";
export type ItemType = "message" | "comment";

/** One page of a league's board (newest first; `cursor` for older pages). */
export const boardQuery = (leagueId: number, tab: BoardTab, search: string, cursor?: number) =>
  apiQuery<BoardPage>("/message-board/", {
    league: String(leagueId),
    type: tab === "all" ? undefined : tab,
    search: search.trim() || undefined,
    cursor: cursor === undefined ? undefined : String(cursor),
  });

export const BOARD_KINDS = {
  post: "board.post",
  reply: "board.reply",
  vote: "board.vote",
  highlight: "board.highlight",
  delete: "board.delete",
} as const;

export const isBoardKind = (kind: string) => kind.startsWith("board.");

const itemPath = (type: ItemType, id: number) =>
  type === "message" ? `/message-board/${id}/` : `/message-comments/${id}/`;

export interface PostBody {
  league: number;
  content: string;
  message_type: "user";
  image_url: string | null;
}

export const queuePost = (leagueId: number, content: string, image: string | null) =>
  enqueue({
    method: "POST",
    path: "/message-board/",
    body: { league: leagueId, content, message_type: "user", image_url: image } satisfies PostBody,
    kind: BOARD_KINDS.post,
    label: image && !content ? "Board post (image)" : `Board post: ${content.slice(0, 40)}`,
  });

export interface ReplyBody {
  message: number;
  content: string;
}

export const queueReply = (messageId: number, content: string) =>
  enqueue({
    method: "POST",
    path: "/message-comments/",
    body: { message: messageId, content } satisfies ReplyBody,
    kind: BOARD_KINDS.reply,
    label: `Reply: ${content.slice(0, 40)}`,
  });

/** A vote, saved at once and sent after the spec's delay (BOARD_LIMITS.voteDelayMs). */
export const queueVote = (type: ItemType, id: number, vote: VoteType, sendAfterMs: number) =>
  enqueue({
    method: "POST",
    path: `${itemPath(type, id)}vote/`,
    body: { vote_type: vote },
    kind: BOARD_KINDS.vote,
    label: `${vote === "up" ? "Upvote" : "Downvote"} on a ${type}`,
    sendAfterMs,
  });

export const queueHighlight = (type: ItemType, id: number, on: boolean) =>
  enqueue({
    method: on ? "POST" : "DELETE",
    path: `${itemPath(type, id)}highlight/`,
    kind: BOARD_KINDS.highlight,
    label: `${on ? "Highlight" : "Unhighlight"} a ${type}`,
  });

export const queueDelete = (type: ItemType, id: number) =>
  enqueue({
    method: "DELETE",
    path: itemPath(type, id),
    kind: BOARD_KINDS.delete,
    label: `Delete a ${type}`,
  });

/** The board item a queued row is about (`message:12`), read back from its path. */
export function rowItem(path: string): { key: string; type: ItemType; id: number } | null {
  const match = /^\/(message-board|message-comments)\/(\d+)\//.exec(path);
  if (!match) return null;
  const type: ItemType = match[1] === "message-board" ? "message" : "comment";
  return { key: `${type}:${match[2]}`, type, id: Number(match[2]) };
}
