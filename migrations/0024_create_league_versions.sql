-- One version stamp of every league's data, redrawn (random) whenever any league's standings stamp
-- (migration 0014) is written, drawn or dropped. That stamp already moves with every change to a
-- league row, its members, their names and avatars, and its totals, so this one moves with all of
-- them; the trigger on users covers a league creator's name (shown with the league) should the
-- creator have no membership row. The session check reads it with the user (worker/http/auth.ts),
-- and a Worker isolate keeps the league row a viewer's standings read while it and the season
-- stamp are unchanged: the standings answer then needs no statement of its own (ADR 1001).
CREATE TABLE league_versions (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL DEFAULT (random())
);

INSERT INTO league_versions (id) VALUES (1);

CREATE TRIGGER league_standings_versions_league_version_insert AFTER INSERT ON league_standings_versions
BEGIN
  UPDATE league_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER league_standings_versions_league_version_update AFTER UPDATE ON league_standings_versions
BEGIN
  UPDATE league_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER league_standings_versions_league_version_delete AFTER DELETE ON league_standings_versions
BEGIN
  UPDATE league_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER users_league_version_update AFTER UPDATE OF username ON users
WHEN EXISTS (SELECT 1 FROM leagues WHERE creator_id = NEW.id)
BEGIN
  UPDATE league_versions SET version = random() WHERE id = 1;
END;
