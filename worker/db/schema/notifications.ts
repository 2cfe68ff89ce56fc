import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors migrations/0020_create_notifications.sql. Inserts go through worker/notifications/raise.ts
// (INSERT … ON CONFLICT (user_id, dedupe_key) DO NOTHING); the list reads are in ./queries.ts there.
export const notifications = sqliteTable("notifications", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id").notNull(),
  notificationType: text("notification_type").notNull(),
  dedupeKey: text("dedupe_key").notNull(),
  actorId: integer("actor_id"),
  leagueId: integer("league_id"),
  objectType: text("object_type"),
  objectId: integer("object_id"),
  title: text("title").notNull(),
  message: text("message").notNull(),
  actionUrl: text("action_url").notNull(),
  isRead: integer("is_read", { mode: "boolean" }).notNull().default(false),
  createdAt: text("created_at").notNull(),
  /** Set by 'Clear all': hidden from every list, kept for its dedupe key. */
  clearedAt: text("cleared_at"),
});

// Mirrors migrations/0035_league_nudges.sql (issue 48, ADR 0410). Written and read with
// hand-written SQL in worker/notifications/nudge-routes.ts and queries.ts.
export const leagueNudges = sqliteTable(
  "league_nudges",
  {
    leagueId: integer("league_id").notNull(),
    week: integer("week").notNull(),
    nudgedBy: integer("nudged_by").notNull(),
    members: integer("members").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.week] })],
);
