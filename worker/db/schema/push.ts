import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { leagues } from "./leagues";
import { users } from "./users";

// Mirrors migrations/0021_create_push_subscriptions.sql plus 0038 (`scores`). Written and read by
// worker/notifications/push*.ts, push-routes.ts and score-push.ts only.
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
  /** The device asked for score pushes (ADR 0416); off by default. */
  scores: integer("scores", { mode: "boolean" }).notNull().default(false),
});

// Mirrors migrations/0038_score_push.sql (ADR 0416): the last score text pushed to a device for a
// league, written and read with hand-written SQL in worker/notifications/score-push.ts.
export const scorePushes = sqliteTable(
  "score_pushes",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    leagueId: integer("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    week: integer("week").notNull(),
    body: text("body").notNull(),
    sentAt: text("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.leagueId] })],
);
