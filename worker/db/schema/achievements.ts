import { integer, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";

// Mirrors migrations/0022_create_user_achievements.sql. Rows are written only by
// worker/achievements/award.ts (INSERT … ON CONFLICT (user_id, achievement_id) DO NOTHING).
export const userAchievements = sqliteTable(
  "user_achievements",
  {
    userId: integer("user_id").notNull(),
    /** A catalogue id of domain/achievements/catalogue.ts. */
    achievementId: text("achievement_id").notNull(),
    earnedAt: text("earned_at").notNull(),
  },
  (t) => [unique().on(t.userId, t.achievementId)],
);
