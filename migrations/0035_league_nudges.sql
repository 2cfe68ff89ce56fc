-- The commissioner's nudge (issue 48, docs/decisions/0410-nudge-and-push-offer.md).
--   league_nudges  one row per league and card week the commissioner nudged: the members whose
--                  week was not complete were told once (notifications' dedupe key
--                  nudge:<league>:<week>); a second nudge of the same week is refused (429).
--                  `week` is the card week (the first postseason week for a postseason card).
CREATE TABLE league_nudges (
  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  week INTEGER NOT NULL,
  nudged_by INTEGER NOT NULL REFERENCES users (id),
  members INTEGER NOT NULL CHECK (members >= 0),
  created_at TEXT NOT NULL,
  PRIMARY KEY (league_id, week)
);
