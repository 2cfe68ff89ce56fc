-- Confidence pools, bowl pools and the total-points tiebreaker (issue 46,
-- docs/decisions/0406-confidence-and-bowl-pools.md). Every existing league stays a standard
-- season league: the defaults below are exactly today's behaviour.
--   pool_format      'standard' | 'confidence': a confidence pick scores its rank when correct.
--   postseason_only  1 for a bowl pool: only the postseason card is picked and counted.
--   picks.confidence the pick's rank (1..N) in a confidence league; NULL in a standard one.
--   tiebreaker_guesses  one total-points guess per member and week (the postseason card counts
--                    as its first week), on the week's tiebreaker game.
ALTER TABLE leagues ADD COLUMN pool_format TEXT NOT NULL DEFAULT 'standard'
  CHECK (pool_format IN ('standard', 'confidence'));
ALTER TABLE leagues ADD COLUMN postseason_only INTEGER NOT NULL DEFAULT 0;
ALTER TABLE picks ADD COLUMN confidence INTEGER CHECK (confidence IS NULL OR confidence >= 1);
CREATE TABLE tiebreaker_guesses (
  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week INTEGER NOT NULL,
  game_id INTEGER NOT NULL REFERENCES games (id),
  guess INTEGER NOT NULL CHECK (guess BETWEEN 0 AND 200),
  submitted_at TEXT NOT NULL,
  PRIMARY KEY (league_id, user_id, week)
);
