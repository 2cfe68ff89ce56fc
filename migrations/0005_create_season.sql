-- The sports calendar: sports, seasons, conferences, teams, games with quarter scores, markets
-- (odds per game portion, props), odds history and polls. All instants are UTC ISO-8601 text.
CREATE TABLE sports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL UNIQUE,            -- 'ncaa-football', 'nfl', 'nba', ...
  name TEXT NOT NULL                   -- 'NCAA Football'
);

CREATE TABLE seasons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sport_id INTEGER NOT NULL REFERENCES sports (id),
  year INTEGER NOT NULL,
  name TEXT NOT NULL,
  is_current INTEGER NOT NULL DEFAULT 0,
  UNIQUE (sport_id, year)
);

CREATE TABLE conferences (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,           -- as in the data: 'SEC', 'Big Ten', 'American Athletic', ...
  slug TEXT NOT NULL UNIQUE,           -- 'sec', 'big_ten', 'acc', 'big_12', 'pac_12', ...
  is_power_5 INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE teams (
  id INTEGER PRIMARY KEY,              -- CFBD/ESPN team id
  school TEXT NOT NULL,
  mascot TEXT,
  abbreviation TEXT NOT NULL,
  conference_id INTEGER REFERENCES conferences (id),
  classification TEXT,                 -- 'fbs' | 'fcs'
  color TEXT,
  alternate_color TEXT,
  logo_url TEXT,
  logo_dark_url TEXT,
  home_venue TEXT,
  city TEXT,
  state TEXT,
  timezone TEXT
);

CREATE TABLE games (
  id INTEGER PRIMARY KEY,              -- CFBD game id (= ESPN event id)
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  week INTEGER NOT NULL,               -- app week: 0..14 regular, 15..22 postseason (see ADR)
  season_type TEXT NOT NULL,           -- 'regular' | 'postseason' (as the source says)
  source_week INTEGER NOT NULL,        -- the source's own week number
  postseason_kind TEXT,                -- NULL | 'conference_championship' | 'bowl' | 'playoff'
  is_postseason INTEGER NOT NULL DEFAULT 0,
  kickoff_at TEXT NOT NULL,            -- UTC; in local replay, the shifted kickoff
  source_kickoff_at TEXT NOT NULL,     -- UTC kickoff in the real 2024 season
  start_time_tbd INTEGER NOT NULL DEFAULT 0,
  venue TEXT,
  neutral_site INTEGER NOT NULL DEFAULT 0,
  conference_game INTEGER NOT NULL DEFAULT 0,
  notes TEXT,                          -- bowl or game name
  tv_network TEXT,
  home_team_id INTEGER NOT NULL REFERENCES teams (id),
  away_team_id INTEGER NOT NULL REFERENCES teams (id),
  status TEXT NOT NULL DEFAULT 'scheduled', -- 'scheduled' | 'live' | 'final' | 'void'
  period INTEGER,                      -- current quarter (5+ = overtime) while live
  clock TEXT,                          -- time remaining text while live
  home_score INTEGER,
  away_score INTEGER,
  home_q1 INTEGER, home_q2 INTEGER, home_q3 INTEGER, home_q4 INTEGER, home_ot INTEGER,
  away_q1 INTEGER, away_q2 INTEGER, away_q3 INTEGER, away_q4 INTEGER, away_ot INTEGER,
  final_at TEXT,
  graded_at TEXT,                      -- last time picks of this game were graded
  scores_version INTEGER NOT NULL DEFAULT 0, -- bumped on every score change (re-grade trigger)
  updated_at TEXT NOT NULL
);
CREATE INDEX games_season_week ON games (season_id, week, kickoff_at);
CREATE INDEX games_status_kickoff ON games (status, kickoff_at);

-- Current lines per game portion. Spreads are stored per side; totals once.
CREATE TABLE odds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id INTEGER NOT NULL REFERENCES games (id),
  game_portion TEXT NOT NULL,          -- 'full_game' | 'first_half' | 'second_half' | 'first_quarter' | 'fourth_quarter'
  home_spread REAL, away_spread REAL,
  home_spread_odds INTEGER, away_spread_odds INTEGER,
  total_points REAL, over_odds INTEGER, under_odds INTEGER,
  home_ml_odds INTEGER, away_ml_odds INTEGER,
  provider TEXT,
  is_derived INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  UNIQUE (game_id, game_portion)
);

CREATE TABLE odds_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id INTEGER NOT NULL REFERENCES games (id),
  game_portion TEXT NOT NULL,
  home_spread REAL, total_points REAL, home_ml_odds INTEGER, away_ml_odds INTEGER,
  provider TEXT,
  label TEXT NOT NULL,                 -- 'open' | 'close' | a provider snapshot name
  recorded_at TEXT NOT NULL,
  UNIQUE (game_id, game_portion, provider, label)
);

-- Team-total and player props. line_value is a half-point line; result_value is set when graded.
CREATE TABLE props (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id INTEGER NOT NULL REFERENCES games (id),
  kind TEXT NOT NULL,                  -- 'team' | 'player'
  team_id INTEGER NOT NULL REFERENCES teams (id),
  player_id INTEGER,                   -- ESPN athlete id for player props
  player_first_name TEXT,
  player_last_name TEXT,
  prop_type TEXT NOT NULL,             -- 'team_total_points', 'passing_yards', 'rushing_yards', 'receiving_yards', ...
  subcategory TEXT NOT NULL,           -- 'Passing' | 'Rushing' | 'Receiving' | 'Team Total'
  display_name TEXT NOT NULL,
  line_value REAL NOT NULL,
  over_odds INTEGER,
  under_odds INTEGER,
  result_value REAL,
  updated_at TEXT NOT NULL,
  UNIQUE (game_id, kind, team_id, player_id, prop_type)
);
CREATE INDEX props_game ON props (game_id);

CREATE TABLE rankings (
  poll TEXT NOT NULL,                  -- 'ap'
  season_id INTEGER NOT NULL REFERENCES seasons (id),
  week INTEGER NOT NULL,               -- app week the poll was released before; final poll: 23
  is_preseason INTEGER NOT NULL DEFAULT 0,
  rank INTEGER NOT NULL,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  first_place_votes INTEGER NOT NULL DEFAULT 0,
  points INTEGER NOT NULL DEFAULT 0,
  record TEXT,
  released_at TEXT,
  PRIMARY KEY (poll, season_id, week, team_id)
);
