-- The picks guard's postseason (0023) for every sport calendar of issue 45, in step with
-- domain/season/calendars.ts (postseasonFirst of each calendar; college football otherwise):
-- the NBA's play-in and playoffs from week 26 and the NHL's playoffs from week 30 are picked
-- together under postseason_pick_limit. MLB and the Premier League have no postseason: their
-- postseasonFirst lies past their last week, so every one of their weeks is a regular week under
-- picks_per_week (under 0023's college default, their weeks 15 on would have shared one cap).
-- worker/test/daily-sports-guard.test.ts checks this CASE against CALENDARS.
DROP TRIGGER picks_guard_insert;

CREATE TRIGGER picks_guard_insert BEFORE INSERT ON picks
WHEN NEW.deadline_at IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'pick_after_kickoff')
  WHERE julianday(NEW.submitted_at) >= julianday(NEW.deadline_at)
     OR NOT EXISTS (
       SELECT 1 FROM games g
       WHERE g.id = NEW.game_id
         AND g.status = 'scheduled'
         AND julianday(g.kickoff_at) > julianday(NEW.submitted_at)
     );
  SELECT RAISE(ABORT, 'pick_cap_reached')
  FROM (
    SELECT l.picks_per_week, l.postseason_pick_limit,
           CASE s.key WHEN 'nfl' THEN 19 WHEN 'nba' THEN 26 WHEN 'nhl' THEN 30 WHEN 'mlb' THEN 30 WHEN 'soccer' THEN 42 ELSE 15 END AS postseason_first
    FROM leagues l JOIN sports s ON s.id = l.sport_id
    WHERE l.id = NEW.league_id
  ) AS cal
  WHERE (
      SELECT COUNT(*) FROM picks p
      WHERE p.user_id = NEW.user_id AND p.league_id = NEW.league_id
        AND (CASE WHEN NEW.week >= cal.postseason_first THEN p.week >= cal.postseason_first
                  ELSE p.week = NEW.week END)
    ) >= (CASE WHEN NEW.week >= cal.postseason_first THEN cal.postseason_pick_limit
               ELSE cal.picks_per_week END);
END;
