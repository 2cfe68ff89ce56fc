-- The commissioner's log (issue 48, docs/decisions/0408-commissioner-log.md).
--   commissioner_log          one row per act of a league's commissioner: an entered pick, a voided
--                             game or a points correction, with who, when, the member concerned,
--                             what was before and after (JSON) and the reason. Rows are never
--                             changed or deleted by the product.
--   league_game_voids         a game voided for one league only (postponed, cancelled): that
--                             league's picks on it grade 'void' (no points), now and at every
--                             later grading (worker/season/grading.ts); other leagues grade it as
--                             usual. A league's pick on a voided game is refused (trigger below).
--   league_point_adjustments  a member's net correction of a week's points (integer, −100..100);
--                             the same amount is in league_week_points.points, so the standings,
--                             their totals and stamps (migrations 0011, 0014, 0024) carry it.
CREATE TABLE commissioner_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  actor_id INTEGER NOT NULL REFERENCES users (id),
  action TEXT NOT NULL CHECK (action IN ('enter_pick', 'void_game', 'adjust_points')),
  target_user_id INTEGER REFERENCES users (id),
  week INTEGER,
  game_id INTEGER REFERENCES games (id),
  before_json TEXT NOT NULL,
  after_json TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_at TEXT NOT NULL
);
CREATE INDEX commissioner_log_league ON commissioner_log (league_id, id);

CREATE TABLE league_game_voids (
  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games (id),
  voided_at TEXT NOT NULL,
  voided_by INTEGER NOT NULL REFERENCES users (id),
  PRIMARY KEY (league_id, game_id)
);
CREATE INDEX league_game_voids_game ON league_game_voids (game_id);

CREATE TABLE league_point_adjustments (
  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id),
  week INTEGER NOT NULL,
  points INTEGER NOT NULL CHECK (points BETWEEN -100 AND 100),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (league_id, user_id, week)
);

CREATE TRIGGER picks_guard_league_void BEFORE INSERT ON picks
WHEN EXISTS (SELECT 1 FROM league_game_voids v WHERE v.league_id = NEW.league_id AND v.game_id = NEW.game_id)
BEGIN
  SELECT RAISE(ABORT, 'pick_game_voided');
END;
