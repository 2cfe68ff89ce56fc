-- Replay and grading sources: the real 2024 results the replay provider reveals quarter by quarter,
-- the player box scores player props are graded from, and grading bookkeeping on games and picks.

-- Real final line scores per game (never shown directly; the replay reveals them by the clock).
CREATE TABLE game_source_results (
  game_id INTEGER PRIMARY KEY REFERENCES games (id),
  completed INTEGER NOT NULL,          -- 0: cancelled / not played (graded void)
  home_points INTEGER,
  away_points INTEGER,
  home_line_scores TEXT,               -- all periods '|'-separated, overtime periods after the 4th
  away_line_scores TEXT
);

-- Offensive box scores (player props). receiving_yards NULL = unknown (partial receiving list).
CREATE TABLE player_game_stats (
  game_id INTEGER NOT NULL REFERENCES games (id),
  team_id INTEGER NOT NULL REFERENCES teams (id),
  player_id INTEGER NOT NULL,
  player_name TEXT NOT NULL,
  passing_yards INTEGER NOT NULL DEFAULT 0,
  rushing_yards INTEGER NOT NULL DEFAULT 0,
  receiving_yards INTEGER,
  PRIMARY KEY (game_id, team_id, player_id)
);

-- The scores_version the game's picks were last graded at: a score correction bumps
-- games.scores_version and the grading job re-grades exactly the games whose versions differ.
ALTER TABLE games ADD COLUMN graded_scores_version INTEGER;

-- Ungraded picks by game: lets the grading job find picks made on already graded games cheaply.
CREATE INDEX picks_ungraded_game ON picks (game_id) WHERE result IS NULL;

-- Games by week for the weeks list and the ticker's day window.
CREATE INDEX games_kickoff ON games (kickoff_at);
