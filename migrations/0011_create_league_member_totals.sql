-- Standings totals per league member, kept in step with league_week_points by triggers, so a
-- league's standings read one row per member (no aggregation over every graded week) — the
-- 10,000-member budget of ADR 0401. `weekly` is "week:points,..." for the summary columns.
CREATE TABLE league_member_totals (
  league_id INTEGER NOT NULL REFERENCES leagues (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  points INTEGER NOT NULL DEFAULT 0,
  wins INTEGER NOT NULL DEFAULT 0,
  losses INTEGER NOT NULL DEFAULT 0,
  pushes INTEGER NOT NULL DEFAULT 0,
  correct INTEGER NOT NULL DEFAULT 0,
  lock_total INTEGER NOT NULL DEFAULT 0,
  lock_correct INTEGER NOT NULL DEFAULT 0,
  odds_sum INTEGER NOT NULL DEFAULT 0,
  odds_count INTEGER NOT NULL DEFAULT 0,
  weekly TEXT,
  PRIMARY KEY (league_id, user_id)
);

-- Recomputes one member's totals from their (at most ~23) week rows: exact whatever the writer
-- does (delta upserts, replaces, deletes), and idempotent.
CREATE TRIGGER league_week_points_totals_insert AFTER INSERT ON league_week_points
BEGIN
  INSERT INTO league_member_totals (league_id, user_id, points, wins, losses, pushes, correct,
    lock_total, lock_correct, odds_sum, odds_count, weekly)
  SELECT league_id, user_id, SUM(points), SUM(wins), SUM(losses), SUM(pushes), SUM(correct),
    SUM(lock_total), SUM(lock_correct), SUM(odds_sum), SUM(odds_count),
    group_concat(week || ':' || points)
  FROM league_week_points WHERE league_id = NEW.league_id AND user_id = NEW.user_id
  GROUP BY league_id, user_id
  ON CONFLICT (league_id, user_id) DO UPDATE SET points = excluded.points, wins = excluded.wins,
    losses = excluded.losses, pushes = excluded.pushes, correct = excluded.correct,
    lock_total = excluded.lock_total, lock_correct = excluded.lock_correct,
    odds_sum = excluded.odds_sum, odds_count = excluded.odds_count, weekly = excluded.weekly;
END;

CREATE TRIGGER league_week_points_totals_update AFTER UPDATE ON league_week_points
BEGIN
  INSERT INTO league_member_totals (league_id, user_id, points, wins, losses, pushes, correct,
    lock_total, lock_correct, odds_sum, odds_count, weekly)
  SELECT league_id, user_id, SUM(points), SUM(wins), SUM(losses), SUM(pushes), SUM(correct),
    SUM(lock_total), SUM(lock_correct), SUM(odds_sum), SUM(odds_count),
    group_concat(week || ':' || points)
  FROM league_week_points WHERE league_id = NEW.league_id AND user_id = NEW.user_id
  GROUP BY league_id, user_id
  ON CONFLICT (league_id, user_id) DO UPDATE SET points = excluded.points, wins = excluded.wins,
    losses = excluded.losses, pushes = excluded.pushes, correct = excluded.correct,
    lock_total = excluded.lock_total, lock_correct = excluded.lock_correct,
    odds_sum = excluded.odds_sum, odds_count = excluded.odds_count, weekly = excluded.weekly;
END;

CREATE TRIGGER league_week_points_totals_delete AFTER DELETE ON league_week_points
BEGIN
  DELETE FROM league_member_totals WHERE league_id = OLD.league_id AND user_id = OLD.user_id;
  INSERT INTO league_member_totals (league_id, user_id, points, wins, losses, pushes, correct,
    lock_total, lock_correct, odds_sum, odds_count, weekly)
  SELECT league_id, user_id, SUM(points), SUM(wins), SUM(losses), SUM(pushes), SUM(correct),
    SUM(lock_total), SUM(lock_correct), SUM(odds_sum), SUM(odds_count),
    group_concat(week || ':' || points)
  FROM league_week_points WHERE league_id = OLD.league_id AND user_id = OLD.user_id
  GROUP BY league_id, user_id;
END;

-- Rows graded before this migration.
INSERT INTO league_member_totals (league_id, user_id, points, wins, losses, pushes, correct,
  lock_total, lock_correct, odds_sum, odds_count, weekly)
SELECT league_id, user_id, SUM(points), SUM(wins), SUM(losses), SUM(pushes), SUM(correct),
  SUM(lock_total), SUM(lock_correct), SUM(odds_sum), SUM(odds_count),
  group_concat(week || ':' || points)
FROM league_week_points GROUP BY league_id, user_id;
