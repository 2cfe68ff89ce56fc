/**
 * Board writes a member makes (drizzle), as statements for `writeBatch` to commit with the
 * Idempotency-Key answer. The board's reads, and the automatic membership posts other areas put in
 * their batches, are ./queries.ts.
 */
import { and, eq, ne } from "drizzle-orm";
import type { UserVote, VoteType } from "#domain/board/contract";
import type { ParsedMentions } from "#domain/board/mentions";
import { asStatement, getDb } from "#worker/db/client";
import { boardComments, boardMessages, boardVotes } from "#worker/db/schema";
import type { BoardItemType } from "./queries";

// ---- row writes (drizzle, as statements for the request's writeBatch) ----

/** Mentions as stored: the mentioned members' ids, and whether the whole league was. */
export interface StoredMentions {
  ids: number[];
  league: ParsedMentions["league"];
}

/** What a member writes, message or comment: its author, text and mentions, and when. */
interface Authored {
  authorId: number;
  content: string;
  mentions: StoredMentions;
  now: string;
}

/** The columns a message and a comment share, as both tables name them. */
const authoredValues = (item: Authored) => ({
  authorId: item.authorId,
  content: item.content,
  mentions: JSON.stringify(item.mentions.ids),
  mentionsLeague: item.mentions.league,
  createdAt: item.now,
});

export const insertMessageStatement = (
  db: D1Database,
  m: Authored & { leagueId: number; imageUrl: string | null },
) =>
  asStatement(
    db,
    getDb(db)
      .insert(boardMessages)
      .values({
        leagueId: m.leagueId,
        messageType: "user",
        imageUrl: m.imageUrl,
        ...authoredValues(m),
      }),
  );

export const insertCommentStatement = (db: D1Database, c: Authored & { messageId: number }) =>
  asStatement(
    db,
    getDb(db)
      .insert(boardComments)
      .values({
        messageId: c.messageId,
        ...authoredValues(c),
      }),
  );

/** The viewer's vote becoming `next`: removed (the same vote again) or set (new or switched). */
export function voteStatement(
  db: D1Database,
  item: { type: BoardItemType; id: number },
  userId: number,
  current: UserVote,
  next: UserVote,
  now: string,
) {
  const own = and(
    eq(boardVotes.itemType, item.type),
    eq(boardVotes.itemId, item.id),
    eq(boardVotes.userId, userId),
  );
  if (next === "none")
    return asStatement(
      db,
      getDb(db)
        .delete(boardVotes)
        .where(and(own, eq(boardVotes.voteType, current as VoteType))),
    );
  return asStatement(
    db,
    getDb(db)
      .insert(boardVotes)
      .values({ itemType: item.type, itemId: item.id, userId, voteType: next, createdAt: now })
      .onConflictDoUpdate({
        target: [boardVotes.itemType, boardVotes.itemId, boardVotes.userId],
        set: { voteType: next },
      }),
  );
}

/** Highlights or unhighlights an item (no change, no event, when it already is). */
export function highlightStatement(
  db: D1Database,
  item: { type: BoardItemType; id: number },
  on: boolean,
) {
  const table = item.type === "message" ? boardMessages : boardComments;
  return asStatement(
    db,
    getDb(db)
      .update(table)
      .set({ isHighlighted: on })
      .where(and(eq(table.id, item.id), ne(table.isHighlighted, on))),
  );
}

/** The author's own message, if not highlighted (its comments and votes go with it: triggers). */
export const deleteMessageStatement = (db: D1Database, id: number, authorId: number) =>
  asStatement(
    db,
    getDb(db)
      .delete(boardMessages)
      .where(
        and(
          eq(boardMessages.id, id),
          eq(boardMessages.authorId, authorId),
          eq(boardMessages.isHighlighted, false),
        ),
      ),
  );

/** The author's own comment (its votes go with it: trigger). */
export const deleteCommentStatement = (db: D1Database, id: number, authorId: number) =>
  asStatement(
    db,
    getDb(db)
      .delete(boardComments)
      .where(and(eq(boardComments.id, id), eq(boardComments.authorId, authorId))),
  );
