import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors migrations/0034_commissioner_log.sql (issue 48, ADR 0408). Written and read with
// hand-written SQL in worker/commissioner/ and worker/season/grading.ts.
export const commissionerLog = sqliteTable("commissioner_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  leagueId: integer("league_id").notNull(),
  actorId: integer("actor_id").notNull(),
  action: text("action").notNull(),
  targetUserId: integer("target_user_id"),
  week: integer("week"),
  gameId: integer("game_id"),
  beforeJson: text("before_json").notNull(),
  afterJson: text("after_json").notNull(),
  reason: text("reason").notNull(),
  createdAt: text("created_at").notNull(),
});

export const leagueGameVoids = sqliteTable(
  "league_game_voids",
  {
    leagueId: integer("league_id").notNull(),
    gameId: integer("game_id").notNull(),
    voidedAt: text("voided_at").notNull(),
    voidedBy: integer("voided_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.gameId] })],
);

export const leaguePointAdjustments = sqliteTable(
  "league_point_adjustments",
  {
    leagueId: integer("league_id").notNull(),
    userId: integer("user_id").notNull(),
    week: integer("week").notNull(),
    points: integer("points").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId, t.week] })],
);
