-- Auto-pick (issue 47, docs/decisions/0407-survivor-and-auto-pick.md). Every existing league stays
-- as it is: auto_pick 'off' is today's behaviour.
--   auto_pick        'off' | 'favorite' | 'home': what the server picks for a member who made no
--                    pick of a week by its auto-pick moment.
--   auto_pick_limit  how many weeks of a season a member may be auto-picked (0-10).
--   picks.is_auto    1 on a pick the server made (worker/picks/auto-pick-job.ts).
--   auto_pick_runs   one row per member and card week auto-picked (the postseason card counts as
--                    its first week): a week is auto-picked at most once, and the limit counts them.
ALTER TABLE leagues ADD COLUMN auto_pick TEXT NOT NULL DEFAULT 'off'
  CHECK (auto_pick IN ('off', 'favorite', 'home'));
ALTER TABLE leagues ADD COLUMN auto_pick_limit INTEGER NOT NULL DEFAULT 3
  CHECK (auto_pick_limit BETWEEN 0 AND 10);
ALTER TABLE picks ADD COLUMN is_auto INTEGER NOT NULL DEFAULT 0;
CREATE TABLE auto_pick_runs (
  league_id INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week INTEGER NOT NULL,
  made_at TEXT NOT NULL,
  picks INTEGER NOT NULL,
  PRIMARY KEY (league_id, user_id, week)
);
