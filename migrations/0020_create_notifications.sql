-- Notifications (issue 14, ADR 1401).

-- One row per notification a user receives. dedupe_key names the event that raised it
-- ('vote:message:12:7:up', 'pick_reminder:3:5:24h', …): UNIQUE (user_id, dedupe_key) with
-- INSERT … ON CONFLICT DO NOTHING makes every event notify each user at most once, however often
-- a request is replayed or a job re-runs. action_url is stored without the notification's own id
-- (the board targets get ?notification_id= added when read).
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  notification_type TEXT NOT NULL,
  dedupe_key TEXT NOT NULL,
  -- Who caused it (null for the system: announcements, reminders).
  actor_id INTEGER REFERENCES users (id),
  league_id INTEGER REFERENCES leagues (id),
  object_type TEXT,
  object_id INTEGER,
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  action_url TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  created_at TEXT NOT NULL,
  -- 'Clear all' hides rows (and reads them) rather than deleting them: the row keeps its
  -- dedupe_key, so a cleared reminder or like is not raised a second time.
  cleared_at TEXT
);
CREATE UNIQUE INDEX notifications_dedupe ON notifications (user_id, dedupe_key);
-- The list (newest first), per user and per tab.
CREATE INDEX notifications_user ON notifications (user_id, id) WHERE cleared_at IS NULL;
CREATE INDEX notifications_user_type ON notifications (user_id, notification_type, id)
  WHERE cleared_at IS NULL;
-- GET /api/notifications/unread_count/, polled every 30 s by every open tab: only unread rows.
CREATE INDEX notifications_unread ON notifications (user_id) WHERE is_read = 0;
