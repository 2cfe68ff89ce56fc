-- Leagues, members, invitations, submitted picks and the per-week points grading maintains.
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
  updated_at TEXT NOT NULL
);
CREATE INDEX leagues_public ON leagues (league_type, is_active);

CREATE TABLE league_members (
  league_id INTEGER NOT NULL REFERENCES leagues (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  role TEXT NOT NULL DEFAULT 'member',          -- 'admin' (commissioner) | 'member'
  status TEXT NOT NULL DEFAULT 'active',        -- 'active' | 'left' | 'removed'
  joined_at TEXT NOT NULL,
  left_at TEXT,
  PRIMARY KEY (league_id, user_id)
);
CREATE INDEX league_members_user ON league_members (user_id, status);

CREATE TABLE league_invitations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  league_id INTEGER NOT NULL REFERENCES leagues (id),
  email TEXT NOT NULL,                          -- lower-cased
  invited_by INTEGER NOT NULL REFERENCES users (id),
  created_at TEXT NOT NULL,
  accepted_at TEXT,
  UNIQUE (league_id, email)
);

-- Submitted picks. The line and price at pick are stored and are the ones graded.
CREATE TABLE picks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  league_id INTEGER NOT NULL REFERENCES leagues (id),
  game_id INTEGER NOT NULL REFERENCES games (id),
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  week INTEGER NOT NULL,
  pick_type TEXT NOT NULL,             -- 'spread' | 'moneyline' | 'over_under' | 'player_prop' | 'team_prop'
  game_portion TEXT NOT NULL DEFAULT 'full_game',
  picked_team_id INTEGER REFERENCES teams (id),  -- spread and moneyline
  picked_value TEXT,                   -- 'over' | 'under' for totals and props; the line for spreads
  prop_id INTEGER REFERENCES props (id),
  spread_at_pick REAL,                 -- from the picked team's side
  total_at_pick REAL,
  prop_line_at_pick REAL,
  odds_at_pick INTEGER,                -- American price of the side taken
  is_lock INTEGER NOT NULL DEFAULT 0,
  lock_set_at TEXT,
  is_shared_early INTEGER NOT NULL DEFAULT 0,
  submitted_at TEXT NOT NULL,
  result TEXT,                         -- NULL until graded | 'win' | 'loss' | 'push' | 'void'
  is_correct INTEGER,                  -- NULL until decided; push/void follow the league's rule
  points INTEGER NOT NULL DEFAULT 0,
  graded_at TEXT
);
CREATE UNIQUE INDEX picks_one_per_market ON picks (
  user_id, league_id, game_id, pick_type, game_portion, IFNULL(prop_id, 0), IFNULL(picked_value, ''), IFNULL(picked_team_id, 0)
);
CREATE UNIQUE INDEX picks_one_lock_per_week ON picks (user_id, league_id, week) WHERE is_lock = 1;
CREATE INDEX picks_league_week ON picks (league_id, week, user_id);
CREATE INDEX picks_game ON picks (game_id);
CREATE INDEX picks_user_week ON picks (user_id, week);

-- Per league, member and week: what grading has counted. Standings sum these rows.
CREATE TABLE league_week_points (
  league_id INTEGER NOT NULL REFERENCES leagues (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  week INTEGER NOT NULL,
  points INTEGER NOT NULL DEFAULT 0,
  picks_graded INTEGER NOT NULL DEFAULT 0,
  wins INTEGER NOT NULL DEFAULT 0,
  losses INTEGER NOT NULL DEFAULT 0,
  pushes INTEGER NOT NULL DEFAULT 0,
  voids INTEGER NOT NULL DEFAULT 0,
  correct INTEGER NOT NULL DEFAULT 0,
  lock_total INTEGER NOT NULL DEFAULT 0,
  lock_correct INTEGER NOT NULL DEFAULT 0,
  odds_sum INTEGER NOT NULL DEFAULT 0,
  odds_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (league_id, user_id, week)
);
CREATE INDEX league_week_points_league ON league_week_points (league_id, week);
