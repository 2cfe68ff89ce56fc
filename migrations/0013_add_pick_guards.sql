-- Server-side guards of submitted picks (ADR 0501). They run inside the same transaction as the
-- insert/update, so a D1 batch that breaks one of them is rolled back whole (all-or-nothing) and
-- concurrent submits from two devices cannot get past them.
--
-- deadline_at: when picks on this game closed for the pick's league (kickoff, Saturday noon ET or
-- the league's custom time), computed by the server at receipt. Picks made through the API carry
-- it and are guarded; rows imported by seeds/fixtures without it are not.
ALTER TABLE picks ADD COLUMN deadline_at TEXT;

-- A pick must reach the server before its deadline and before its game's kickoff, with the game
-- still scheduled; and pending + submitted must not exceed the league's weekly (or postseason) cap.
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
  WHERE (
      SELECT COUNT(*) FROM picks p
      WHERE p.user_id = NEW.user_id AND p.league_id = NEW.league_id
        AND (CASE WHEN NEW.week >= 15 THEN p.week >= 15 ELSE p.week = NEW.week END)
    ) >= (
      SELECT CASE WHEN NEW.week >= 15 THEN l.postseason_pick_limit ELSE l.picks_per_week END
      FROM leagues l WHERE l.id = NEW.league_id
    );
END;

-- Submitted picks are immutable: only grading fields, the lock and sharing may change.
CREATE TRIGGER picks_immutable BEFORE UPDATE ON picks
WHEN NEW.user_id IS NOT OLD.user_id
  OR NEW.league_id IS NOT OLD.league_id
  OR NEW.game_id IS NOT OLD.game_id
  OR NEW.week IS NOT OLD.week
  OR NEW.pick_type IS NOT OLD.pick_type
  OR NEW.game_portion IS NOT OLD.game_portion
  OR NEW.picked_team_id IS NOT OLD.picked_team_id
  OR NEW.picked_value IS NOT OLD.picked_value
  OR NEW.prop_id IS NOT OLD.prop_id
  OR NEW.spread_at_pick IS NOT OLD.spread_at_pick
  OR NEW.total_at_pick IS NOT OLD.total_at_pick
  OR NEW.prop_line_at_pick IS NOT OLD.prop_line_at_pick
  OR NEW.odds_at_pick IS NOT OLD.odds_at_pick
  OR NEW.submitted_at IS NOT OLD.submitted_at
BEGIN
  SELECT RAISE(ABORT, 'pick_immutable');
END;

-- A lock, once set, is permanent.
CREATE TRIGGER picks_lock_permanent BEFORE UPDATE OF is_lock ON picks
WHEN OLD.is_lock = 1 AND NEW.is_lock = 0
BEGIN
  SELECT RAISE(ABORT, 'lock_permanent');
END;
