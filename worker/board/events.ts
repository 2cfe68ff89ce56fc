/**
 * What the board tells the rest of the product (notifications listen here), through the one event
 * channel (worker/http/events.ts: once, after the write committed, never on a replay).
 */
import { eventChannel, type Listener } from "#worker/http/events";
import type { UserVote } from "#domain/board/contract";

import type { BoardItemType } from "./queries";

export type { BoardItemType };

export type BoardEvent =
  | { type: "posted"; leagueId: number; messageId: number; authorId: number }
  | {
      type: "commented";
      leagueId: number;
      messageId: number;
      commentId: number;
      authorId: number;
      /** The author of the message replied to (null for a system post). */
      messageAuthorId: number | null;
    }
  | {
      type: "voted";
      leagueId: number;
      itemType: BoardItemType;
      itemId: number;
      voterId: number;
      /** The item's author (null for a system post). */
      authorId: number | null;
      vote: UserVote;
    }
  | {
      type: "highlighted";
      leagueId: number;
      itemType: BoardItemType;
      itemId: number;
      by: number;
      authorId: number | null;
      highlighted: boolean;
    }
  | {
      type: "mentioned";
      leagueId: number;
      itemType: BoardItemType;
      itemId: number;
      authorId: number;
      /** Members mentioned by name (never the author). */
      userIds: number[];
      /** @league / @everyone / @all: every active member but the author. */
      league: boolean;
    };

const channel = eventChannel<BoardEvent>("board");

export type BoardListener = Listener<BoardEvent>;
export const onBoardEvent = channel.listen;
export const emitBoardEvents = channel.emit;
