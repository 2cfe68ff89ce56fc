-- A score push (issue 49, docs/decisions/0416-score-push.md): after each graded game a member who
-- opted in on a device is pushed their week so far in each league, one push per device and league
-- with the Web Push Topic `score-<league>`, so a newer score replaces an older one still waiting.
--   push_subscriptions.scores  1 when the device asked for score pushes (off by default: nothing
--                              changes for a fan who does not opt in).
--   score_pushes               the last score text pushed to a device for a league: the queue
--                              consumer sends only a text that differs from it, so a redelivered
--                              message sends nothing twice; a failed push puts back what was there.
ALTER TABLE push_subscriptions ADD COLUMN scores INTEGER NOT NULL DEFAULT 0;
CREATE TABLE score_pushes (
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  week INTEGER NOT NULL,
  body TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (subscription_id, league_id)
) WITHOUT ROWID;
CREATE INDEX score_pushes_league ON score_pushes (league_id);
