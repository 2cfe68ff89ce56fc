/**
 * Board calls (spec 002 "Message board calls"). Reads are `apiQuery`s; every write — post, reply,
 * vote, highlight, delete — goes through the outbox with its Idempotency-Key, so it is saved on
 * the phone first and reaches the server exactly once (issue 12, section 3).
 */
import type { BoardPage, VoteType } from "#domain/board/contract";
import { enqueue } from "#web/offline/outbox";
import { apiQuery } from "#web/lib/query";
import {
  deleteMutation,
  highlightMutation,
  postMutation,
  replyMutation,
  voteMutation,
  type ItemType,
} from "./board-mutations";

export type BoardTab = "all" | "highlights" | "league_updates";

/** One page of a league's board (newest first; `cursor` for older pages). */
export const boardQuery = (leagueId: number, tab: BoardTab, search: string, cursor?: number) =>
  apiQuery<BoardPage>("/message-board/", {
    league: String(leagueId),
    type: tab === "all" ? undefined : tab,
    search: search.trim() || undefined,
    cursor: cursor === undefined ? undefined : String(cursor),
  });

export const isBoardKind = (kind: string) => kind.startsWith("board.");

export const queuePost = (leagueId: number, content: string, image: string | null) =>
  enqueue(postMutation(leagueId, content, image));

export const queueReply = (messageId: number, content: string) =>
  enqueue(replyMutation(messageId, content));

/** A vote, saved at once and sent after the spec's delay (BOARD_LIMITS.voteDelayMs). */
export const queueVote = (type: ItemType, id: number, vote: VoteType, sendAfterMs: number) =>
  enqueue(voteMutation(type, id, vote, sendAfterMs));

export const queueHighlight = (type: ItemType, id: number, on: boolean) =>
  enqueue(highlightMutation(type, id, on));

export const queueDelete = (type: ItemType, id: number) => enqueue(deleteMutation(type, id));

/** The board item a queued row is about (`message:12`), read back from its path. */
export function rowItem(path: string): { key: string; type: ItemType; id: number } | null {
  const match = /^\/(message-board|message-comments)\/(\d+)\//.exec(path);
  if (!match) return null;
  const type: ItemType = match[1] === "message-board" ? "message" : "comment";
  return { key: `${type}:${match[2]}`, type, id: Number(match[2]) };
}
