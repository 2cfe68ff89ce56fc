/**
 * What the board tells the rest of the product (notifications listen here): every event is
 * emitted once, after its write committed, by the request that made it — a replayed request is
 * answered from the idempotency store before any route runs, so it emits nothing.
 */
import type { Env } from "#worker/env";
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

export type BoardListener = (env: Env, event: BoardEvent, now: Date) => Promise<void>;

const listeners: BoardListener[] = [];

export function onBoardEvent(listener: BoardListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/**
 * Tells every listener, after the write committed: a listener that fails is logged and never
 * turns the committed write into an error answer.
 */
export async function emitBoardEvents(env: Env, events: BoardEvent[], now: Date): Promise<void> {
  for (const event of events)
    for (const listener of listeners)
      await listener(env, event, now).catch((error: unknown) =>
        console.error("board event listener failed", event.type, error),
      );
}
