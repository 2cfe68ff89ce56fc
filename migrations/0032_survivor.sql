-- Survivor pools (issue 47, docs/decisions/0407-survivor-and-auto-pick.md): one team a week, a
-- team once a season, a loss costs a life, the last fan standing wins.
--   leagues.pool_format  gains 'survivor'. SQLite cannot alter a CHECK, so `leagues` is rebuilt:
--                        the same columns, defaults and constraints, every row copied, then its
--                        indexes and triggers created again exactly as before.
--   survivor_lives       1..3 lives per fan.
--   survivor_pick_type   'straight_up' (the team must win) | 'spread' (it must cover the line
--                        stored at pick time).
--   survivor_push        'survive' | 'lose': what a tie or a push does.
--   survivor_picks       one row per member and card week: the pick (game_id NULL = no pick was
--                        made, a missed week), its result once graded.
--   survivor_weeks       a graded week of a league; all_out = 1 when every fan alive at its start
--                        would have gone out, so nobody lost a life that week.
-- The rows are kept aside, the table dropped and created again under its own name (no RENAME:
-- the triggers of picks and users that read `leagues` would stop it), then the rows copied back.
-- Foreign keys are checked at commit, once every child's league is back. Dropping the table
-- deletes its rows first, which cascades to tiebreaker_guesses (its only ON DELETE CASCADE
-- child): those rows are kept aside too and put back. The indexes and triggers of `leagues` are
-- created after the copy (the insert trigger would otherwise add a second standings version).
PRAGMA defer_foreign_keys = on;

CREATE TABLE leagues_kept AS SELECT * FROM leagues;
CREATE TABLE leagues_sequence_kept AS SELECT seq FROM sqlite_sequence WHERE name = 'leagues';
CREATE TABLE tiebreaker_guesses_kept AS SELECT * FROM tiebreaker_guesses;
DROP TABLE leagues;

CREATE TABLE leagues (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  code TEXT NOT NULL UNIQUE,           -- 8 chars, upper case, no look-alikes
  league_type TEXT NOT NULL DEFAULT 'private',  -- 'private' | 'public'
  creator_id INTEGER NOT NULL REFERENCES users (id),
  sport_id INTEGER NOT NULL REFERENCES sports (id),
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  sport_type TEXT NOT NULL DEFAULT 'single',    -- 'single' | 'custom'
  allowed_sports TEXT NOT NULL DEFAULT '[]',    -- JSON array of sport names
  enable_locks INTEGER NOT NULL DEFAULT 1,
  include_week_0 INTEGER NOT NULL DEFAULT 1,
  include_conf_championship INTEGER NOT NULL DEFAULT 0,
  include_bowl_games INTEGER NOT NULL DEFAULT 0,
  include_playoffs INTEGER NOT NULL DEFAULT 0,
  postseason_pick_limit INTEGER NOT NULL DEFAULT 5,
  custom_weeks INTEGER,
  conference_filter TEXT NOT NULL DEFAULT 'all_fbs',
  duration_type TEXT NOT NULL DEFAULT 'season', -- 'season' | 'month' | 'week' | 'custom'
  custom_start_date TEXT,
  custom_end_date TEXT,
  max_members INTEGER NOT NULL DEFAULT 50,
  picks_per_week INTEGER NOT NULL DEFAULT 5,
  show_picks_before_lock INTEGER NOT NULL DEFAULT 0,
  allowed_bet_types TEXT NOT NULL DEFAULT '["spread","over_under"]',  -- JSON array
  allowed_game_portions TEXT NOT NULL DEFAULT '["full_game"]',        -- JSON array
  odds_range_enabled INTEGER NOT NULL DEFAULT 1,
  min_odds INTEGER,
  max_odds INTEGER,
  submission_deadline TEXT NOT NULL DEFAULT 'game_time', -- 'game_time' | 'saturday_noon' | 'custom'
  custom_deadline_day INTEGER,         -- 0 Monday .. 6 Sunday (America/New_York)
  custom_deadline_time TEXT,           -- 'HH:MM' America/New_York
  primary_tiebreaker TEXT NOT NULL DEFAULT 'pick_percentage',
  secondary_tiebreaker TEXT NOT NULL DEFAULT 'average_odds',
  count_push_as_win INTEGER NOT NULL DEFAULT 0,
  is_sponsored INTEGER NOT NULL DEFAULT 0,
  sponsor_name TEXT,
  sponsor_logo_url TEXT,
  sponsor_message TEXT,
  prize_description TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  member_count INTEGER NOT NULL DEFAULT 0,      -- active members; guarded against max_members
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  pool_format TEXT NOT NULL DEFAULT 'standard'
    CHECK (pool_format IN ('standard', 'confidence', 'survivor')),
  postseason_only INTEGER NOT NULL DEFAULT 0,
  survivor_lives INTEGER NOT NULL DEFAULT 1 CHECK (survivor_lives BETWEEN 1 AND 3),
  survivor_pick_type TEXT NOT NULL DEFAULT 'straight_up'
    CHECK (survivor_pick_type IN ('straight_up', 'spread')),
  survivor_push TEXT NOT NULL DEFAULT 'survive' CHECK (survivor_push IN ('survive', 'lose'))
);

INSERT INTO leagues (
  id, name, description, code, league_type, creator_id, sport_id, season_id, sport_type,
  allowed_sports, enable_locks, include_week_0, include_conf_championship, include_bowl_games,
  include_playoffs, postseason_pick_limit, custom_weeks, conference_filter, duration_type,
  custom_start_date, custom_end_date, max_members, picks_per_week, show_picks_before_lock,
  allowed_bet_types, allowed_game_portions, odds_range_enabled, min_odds, max_odds,
  submission_deadline, custom_deadline_day, custom_deadline_time, primary_tiebreaker,
  secondary_tiebreaker, count_push_as_win, is_sponsored, sponsor_name, sponsor_logo_url,
  sponsor_message, prize_description, is_active, member_count, created_at, updated_at,
  pool_format, postseason_only
)
SELECT
  id, name, description, code, league_type, creator_id, sport_id, season_id, sport_type,
  allowed_sports, enable_locks, include_week_0, include_conf_championship, include_bowl_games,
  include_playoffs, postseason_pick_limit, custom_weeks, conference_filter, duration_type,
  custom_start_date, custom_end_date, max_members, picks_per_week, show_picks_before_lock,
  allowed_bet_types, allowed_game_portions, odds_range_enabled, min_odds, max_odds,
  submission_deadline, custom_deadline_day, custom_deadline_time, primary_tiebreaker,
  secondary_tiebreaker, count_push_as_win, is_sponsored, sponsor_name, sponsor_logo_url,
  sponsor_message, prize_description, is_active, member_count, created_at, updated_at,
  pool_format, postseason_only
FROM leagues_kept;
-- A deleted league's id is never handed out again.
UPDATE sqlite_sequence SET seq = max(seq, (SELECT seq FROM leagues_sequence_kept))
WHERE name = 'leagues' AND EXISTS (SELECT 1 FROM leagues_sequence_kept);
INSERT INTO tiebreaker_guesses SELECT * FROM tiebreaker_guesses_kept;
DROP TABLE tiebreaker_guesses_kept;
DROP TABLE leagues_sequence_kept;
DROP TABLE leagues_kept;

-- Exactly the indexes and triggers `leagues` had (0006, 0010, 0014, 0027).
CREATE INDEX leagues_public ON leagues (league_type, is_active);
CREATE INDEX leagues_creator ON leagues (creator_id);
CREATE INDEX leagues_sponsor_logo_url ON leagues (sponsor_logo_url) WHERE sponsor_logo_url IS NOT NULL;
CREATE TRIGGER leagues_standings_insert AFTER INSERT ON leagues
BEGIN
  INSERT INTO league_standings_versions (league_id) VALUES (NEW.id);
END;
CREATE TRIGGER leagues_standings_update AFTER UPDATE ON leagues
BEGIN
  UPDATE league_standings_versions SET version = random() WHERE league_id = NEW.id;
END;
CREATE TRIGGER leagues_standings_delete BEFORE DELETE ON leagues
BEGIN
  DELETE FROM league_standings_versions WHERE league_id = OLD.id;
END;
CREATE TABLE survivor_picks (
  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week INTEGER NOT NULL,
  game_id INTEGER REFERENCES games (id),
  team_id INTEGER REFERENCES teams (id),
  spread_at_pick REAL,
  result TEXT CHECK (result IN ('win', 'loss', 'push')),
  is_auto INTEGER NOT NULL DEFAULT 0,
  submitted_at TEXT NOT NULL,
  graded_at TEXT,
  PRIMARY KEY (league_id, user_id, week)
);
CREATE TABLE survivor_weeks (
  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  week INTEGER NOT NULL,
  all_out INTEGER NOT NULL DEFAULT 0,
  graded_at TEXT,
  PRIMARY KEY (league_id, week)
);
