-- The weekly/postseason cap of the picks guard (0013) by the league's sport calendar (ADR 1601):
-- which weeks are the postseason, picked together under postseason_pick_limit, is the sport's,
-- as domain/season/calendars.ts says: college football from week 15, the NFL from week 19 (its
-- weeks 15-18 are regular weeks, each under picks_per_week). Keep the CASE in step with it.
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
           CASE s.key WHEN 'nfl' THEN 19 ELSE 15 END AS postseason_first
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
