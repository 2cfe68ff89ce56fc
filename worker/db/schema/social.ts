import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors migrations/0019_create_social.sql. The pair rules (one row per pair, crossing requests
// meeting on it) are SQL in worker/social/queries.ts.
export const friendships = sqliteTable("friendships", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userLow: integer("user_low").notNull(),
  userHigh: integer("user_high").notNull(),
  requesterId: integer("requester_id").notNull(),
  recipientId: integer("recipient_id").notNull(),
  status: text("status", { enum: ["pending", "accepted", "declined"] })
    .notNull()
    .default("pending"),
  createdAt: text("created_at").notNull(),
  respondedAt: text("responded_at"),
});

export const userPrivacy = sqliteTable("user_privacy", {
  userId: integer("user_id").primaryKey(),
  userInfo: text("user_info").notNull().default("public"),
  messageBoard: text("message_board").notNull().default("public"),
  statsWidget: text("stats_widget").notNull().default("public"),
  friendsList: text("friends_list").notNull().default("public"),
  myLeagues: text("my_leagues").notNull().default("public"),
  myPicks: text("my_picks").notNull().default("public"),
  updatedAt: text("updated_at").notNull(),
});

export const profileMessages = sqliteTable("profile_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  profileUserId: integer("profile_user_id").notNull(),
  authorId: integer("author_id").notNull(),
  content: text("content").notNull(),
  createdAt: text("created_at").notNull(),
});
