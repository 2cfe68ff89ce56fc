import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./users";

// Mirrors migrations/0021_create_push_subscriptions.sql. Written and read by
// worker/notifications/push.ts and push-routes.ts only.
export const pushSubscriptions = sqliteTable("push_subscriptions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  sessionId: text("session_id"),
  endpoint: text("endpoint").notNull().unique(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});
