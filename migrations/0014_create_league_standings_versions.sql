-- A version stamp per league, redrawn (a random 64-bit number) by the triggers below on every
-- change that can move a standing row: points, records, weekly points, members, roles, names,
-- avatars, league settings. A Worker isolate keeps a league's ranked and serialised rows in memory
-- and serves them while the stamp it ranked them at is still the one here, so a 10,000-member
-- league is not re-ranked per request and every isolate sees a change at once (ADR 0401). Random
-- rather than counted, so a stamp never matches rows ranked from another database.
CREATE TABLE league_standings_versions (
  league_id INTEGER PRIMARY KEY REFERENCES leagues (id),
  version INTEGER NOT NULL DEFAULT (random())
);

INSERT INTO league_standings_versions (league_id) SELECT id FROM leagues;

CREATE TRIGGER leagues_standings_insert AFTER INSERT ON leagues
BEGIN
  INSERT INTO league_standings_versions (league_id) VALUES (NEW.id);
END;

-- Points, records and weekly points (grading, via league_member_totals).
CREATE TRIGGER league_member_totals_standings_insert AFTER INSERT ON league_member_totals
BEGIN
  UPDATE league_standings_versions SET version = random() WHERE league_id = NEW.league_id;
END;

CREATE TRIGGER league_member_totals_standings_update AFTER UPDATE ON league_member_totals
BEGIN
  UPDATE league_standings_versions SET version = random() WHERE league_id = NEW.league_id;
END;

CREATE TRIGGER league_member_totals_standings_delete AFTER DELETE ON league_member_totals
BEGIN
  UPDATE league_standings_versions SET version = random() WHERE league_id = OLD.league_id;
END;

-- Who is listed and as what (join, leave, removal, role).
CREATE TRIGGER league_members_standings_insert AFTER INSERT ON league_members
BEGIN
  UPDATE league_standings_versions SET version = random() WHERE league_id = NEW.league_id;
END;

CREATE TRIGGER league_members_standings_update AFTER UPDATE ON league_members
BEGIN
  UPDATE league_standings_versions SET version = random()
  WHERE league_id IN (OLD.league_id, NEW.league_id);
END;

CREATE TRIGGER league_members_standings_delete AFTER DELETE ON league_members
BEGIN
  UPDATE league_standings_versions SET version = random() WHERE league_id = OLD.league_id;
END;

-- Tiebreakers and any other league setting.
CREATE TRIGGER leagues_standings_update AFTER UPDATE ON leagues
BEGIN
  UPDATE league_standings_versions SET version = random() WHERE league_id = NEW.id;
END;

CREATE TRIGGER leagues_standings_delete BEFORE DELETE ON leagues
BEGIN
  DELETE FROM league_standings_versions WHERE league_id = OLD.id;
END;

-- Names and avatars shown on the rows.
CREATE TRIGGER users_standings_update AFTER UPDATE OF username, avatar_url ON users
BEGIN
  UPDATE league_standings_versions SET version = random()
  WHERE league_id IN (SELECT league_id FROM league_members WHERE user_id = NEW.id);
END;
