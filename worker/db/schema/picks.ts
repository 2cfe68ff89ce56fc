import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors the picks table of migrations/0006_create_leagues_and_picks.sql plus 0013 (deadline_at
// and the guard triggers, ADR 0501). New picks are guarded INSERT … SELECT statements (SQL); the
// sharing flag is written through drizzle.
export const picks = sqliteTable("picks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: integer("user_id").notNull(),
  leagueId: integer("league_id").notNull(),
  gameId: integer("game_id").notNull(),
  seasonId: integer("season_id").notNull(),
  week: integer("week").notNull(),
  pickType: text("pick_type").notNull(),
  gamePortion: text("game_portion").notNull().default("full_game"),
  pickedTeamId: integer("picked_team_id"),
  pickedValue: text("picked_value"),
  propId: integer("prop_id"),
  spreadAtPick: real("spread_at_pick"),
  totalAtPick: real("total_at_pick"),
  propLineAtPick: real("prop_line_at_pick"),
  oddsAtPick: integer("odds_at_pick"),
  isLock: integer("is_lock", { mode: "boolean" }).notNull().default(false),
  lockSetAt: text("lock_set_at"),
  isSharedEarly: integer("is_shared_early", { mode: "boolean" }).notNull().default(false),
  submittedAt: text("submitted_at").notNull(),
  result: text("result"),
  isCorrect: integer("is_correct", { mode: "boolean" }),
  points: integer("points").notNull().default(0),
  gradedAt: text("graded_at"),
  deadlineAt: text("deadline_at"),
  // 0030: the pick's rank in a confidence league (null in a standard one).
  confidence: integer("confidence"),
  // 0033: 1 on a pick the server made for the member (auto-pick, issue 47).
  isAuto: integer("is_auto", { mode: "boolean" }).notNull().default(false),
});

// 0033: one row per member and card week the server auto-picked (the limit counts them).
export const autoPickRuns = sqliteTable(
  "auto_pick_runs",
  {
    leagueId: integer("league_id").notNull(),
    userId: integer("user_id").notNull(),
    week: integer("week").notNull(),
    madeAt: text("made_at").notNull(),
    picks: integer("picks").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId, t.week] })],
);
