import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Mirrors migrations/0006_create_leagues_and_picks.sql (leagues, members, invitations), 0010 and
// 0030 (pool_format, postseason_only, tiebreaker_guesses); 0032 rebuilt leagues for survivor
// (its survivor tables are in ./survivor).
// league_week_points and the totals are kept by grading and triggers and read as aggregates (SQL).
export const leagues = sqliteTable("leagues", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  code: text("code").notNull().unique(),
  leagueType: text("league_type").notNull().default("private"),
  creatorId: integer("creator_id").notNull(),
  sportId: integer("sport_id").notNull(),
  seasonId: integer("season_id").notNull(),
  sportType: text("sport_type").notNull().default("single"),
  allowedSports: text("allowed_sports").notNull().default("[]"),
  enableLocks: integer("enable_locks", { mode: "boolean" }).notNull().default(true),
  includeWeek0: integer("include_week_0", { mode: "boolean" }).notNull().default(true),
  includeConfChampionship: integer("include_conf_championship", { mode: "boolean" })
    .notNull()
    .default(false),
  includeBowlGames: integer("include_bowl_games", { mode: "boolean" }).notNull().default(false),
  includePlayoffs: integer("include_playoffs", { mode: "boolean" }).notNull().default(false),
  postseasonPickLimit: integer("postseason_pick_limit").notNull().default(5),
  customWeeks: integer("custom_weeks"),
  conferenceFilter: text("conference_filter").notNull().default("all_fbs"),
  durationType: text("duration_type").notNull().default("season"),
  customStartDate: text("custom_start_date"),
  customEndDate: text("custom_end_date"),
  maxMembers: integer("max_members").notNull().default(50),
  picksPerWeek: integer("picks_per_week").notNull().default(5),
  showPicksBeforeLock: integer("show_picks_before_lock", { mode: "boolean" })
    .notNull()
    .default(false),
  allowedBetTypes: text("allowed_bet_types").notNull(),
  allowedGamePortions: text("allowed_game_portions").notNull(),
  oddsRangeEnabled: integer("odds_range_enabled", { mode: "boolean" }).notNull().default(true),
  minOdds: integer("min_odds"),
  maxOdds: integer("max_odds"),
  submissionDeadline: text("submission_deadline").notNull().default("game_time"),
  customDeadlineDay: integer("custom_deadline_day"),
  customDeadlineTime: text("custom_deadline_time"),
  primaryTiebreaker: text("primary_tiebreaker").notNull().default("pick_percentage"),
  secondaryTiebreaker: text("secondary_tiebreaker").notNull().default("average_odds"),
  countPushAsWin: integer("count_push_as_win", { mode: "boolean" }).notNull().default(false),
  // 0030: the pool format and the bowl pool (issue 46).
  poolFormat: text("pool_format").notNull().default("standard"),
  postseasonOnly: integer("postseason_only", { mode: "boolean" }).notNull().default(false),
  // 0033: auto-pick (issue 47).
  autoPick: text("auto_pick").notNull().default("off"),
  autoPickLimit: integer("auto_pick_limit").notNull().default(3),
  // 0032: survivor pools (issue 47).
  survivorLives: integer("survivor_lives").notNull().default(1),
  survivorPickType: text("survivor_pick_type").notNull().default("straight_up"),
  survivorPush: text("survivor_push").notNull().default("survive"),
  isSponsored: integer("is_sponsored", { mode: "boolean" }).notNull().default(false),
  sponsorName: text("sponsor_name"),
  sponsorLogoUrl: text("sponsor_logo_url"),
  sponsorMessage: text("sponsor_message"),
  prizeDescription: text("prize_description"),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  memberCount: integer("member_count").notNull().default(0),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});

export const leagueMembers = sqliteTable(
  "league_members",
  {
    leagueId: integer("league_id").notNull(),
    userId: integer("user_id").notNull(),
    role: text("role").notNull().default("member"),
    status: text("status").notNull().default("active"),
    joinedAt: text("joined_at").notNull(),
    leftAt: text("left_at"),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId] })],
);

export const leagueInvitations = sqliteTable("league_invitations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  leagueId: integer("league_id").notNull(),
  email: text("email").notNull(),
  invitedBy: integer("invited_by").notNull(),
  createdAt: text("created_at").notNull(),
  acceptedAt: text("accepted_at"),
});

// One total-points guess per member and week (the postseason card counts as its first week).
export const tiebreakerGuesses = sqliteTable(
  "tiebreaker_guesses",
  {
    leagueId: integer("league_id").notNull(),
    userId: integer("user_id").notNull(),
    week: integer("week").notNull(),
    gameId: integer("game_id").notNull(),
    guess: integer("guess").notNull(),
    submittedAt: text("submitted_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.userId, t.week] })],
);
