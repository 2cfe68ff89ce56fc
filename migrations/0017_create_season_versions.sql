-- One version stamp of the season data (games, odds, props, teams, conferences, rankings, seasons,
-- sports), redrawn (random) by the triggers below on every change. The session check reads it with
-- the user (worker/http/auth.ts), and a Worker isolate keeps what it built from season data — a
-- season's week schedule, a week's games with their markets — while the stamp is unchanged, so the
-- hot reads of a Saturday are not rebuilt per request and every isolate sees a live score or a
-- line move at once (worker/season/stamped.ts).
CREATE TABLE season_versions (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL DEFAULT (random())
);

INSERT INTO season_versions (id) VALUES (1);

CREATE TRIGGER games_season_version_insert AFTER INSERT ON games
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER games_season_version_update AFTER UPDATE ON games
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER games_season_version_delete AFTER DELETE ON games
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER odds_season_version_insert AFTER INSERT ON odds
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER odds_season_version_update AFTER UPDATE ON odds
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER odds_season_version_delete AFTER DELETE ON odds
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER props_season_version_insert AFTER INSERT ON props
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER props_season_version_update AFTER UPDATE ON props
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER props_season_version_delete AFTER DELETE ON props
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER teams_season_version_insert AFTER INSERT ON teams
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER teams_season_version_update AFTER UPDATE ON teams
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER teams_season_version_delete AFTER DELETE ON teams
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER conferences_season_version_insert AFTER INSERT ON conferences
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER conferences_season_version_update AFTER UPDATE ON conferences
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER conferences_season_version_delete AFTER DELETE ON conferences
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER rankings_season_version_insert AFTER INSERT ON rankings
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER rankings_season_version_update AFTER UPDATE ON rankings
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER rankings_season_version_delete AFTER DELETE ON rankings
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER seasons_season_version_insert AFTER INSERT ON seasons
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER seasons_season_version_update AFTER UPDATE ON seasons
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER seasons_season_version_delete AFTER DELETE ON seasons
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER sports_season_version_insert AFTER INSERT ON sports
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER sports_season_version_update AFTER UPDATE ON sports
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;

CREATE TRIGGER sports_season_version_delete AFTER DELETE ON sports
BEGIN
  UPDATE season_versions SET version = random() WHERE id = 1;
END;
