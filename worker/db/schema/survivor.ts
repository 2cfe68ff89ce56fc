import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors migrations/0032_survivor.sql (issue 47, ADR 0407).
// One row per member and card week: the pick, or a missed week (game_id NULL), and its result.
export const survivorPicks = sqliteTable(
  "survivor_picks",
  {
    leagueId: integer("league_id").notNull(),
    userId: integer("user_id").notNull(),
    week: integer("week").notNull(),
    gameId: integer("game_id"),
    teamId: integer("team_id"),
    spreadAtPick: real("spread_at_pick"),
    result: text("result"),
    isAuto: integer("is_auto", { mode: "boolean" }).notNull().default(false),
    submittedAt: text("submitted_at").notNull(),
    gradedAt: text("graded_at"),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId, t.week] })],
);

// A graded week of a survivor league; all_out = 1 when every fan alive at its start went out.
export const survivorWeeks = sqliteTable(
  "survivor_weeks",
  {
    leagueId: integer("league_id").notNull(),
    week: integer("week").notNull(),
    allOut: integer("all_out", { mode: "boolean" }).notNull().default(false),
    gradedAt: text("graded_at"),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.week] })],
);
