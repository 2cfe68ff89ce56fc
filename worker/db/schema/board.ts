import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors migrations/0018_create_board.sql. Counts (votes, comments) are kept by triggers and
// only read; the board's page reads are joined SQL in worker/board/queries.ts.
export const boardMessages = sqliteTable("board_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  leagueId: integer("league_id").notNull(),
  authorId: integer("author_id"),
  messageType: text("message_type").notNull().default("user"),
  content: text("content").notNull().default(""),
  imageUrl: text("image_url"),
  mentions: text("mentions").notNull().default("[]"),
  mentionsLeague: integer("mentions_league", { mode: "boolean" }).notNull().default(false),
  isHighlighted: integer("is_highlighted", { mode: "boolean" }).notNull().default(false),
  isEdited: integer("is_edited", { mode: "boolean" }).notNull().default(false),
  autoKey: text("auto_key"),
  createdAt: text("created_at").notNull(),
});

export const boardComments = sqliteTable("board_comments", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  messageId: integer("message_id").notNull(),
  authorId: integer("author_id").notNull(),
  content: text("content").notNull(),
  mentions: text("mentions").notNull().default("[]"),
  mentionsLeague: integer("mentions_league", { mode: "boolean" }).notNull().default(false),
  isHighlighted: integer("is_highlighted", { mode: "boolean" }).notNull().default(false),
  isEdited: integer("is_edited", { mode: "boolean" }).notNull().default(false),
  createdAt: text("created_at").notNull(),
});

export const boardVotes = sqliteTable(
  "board_votes",
  {
    itemType: text("item_type", { enum: ["message", "comment"] }).notNull(),
    itemId: integer("item_id").notNull(),
    userId: integer("user_id").notNull(),
    voteType: text("vote_type", { enum: ["up", "down"] }).notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemType, t.itemId, t.userId] })],
);
