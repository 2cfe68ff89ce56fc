-- Throttling counts events per (scope, subject) in a sliding window (ADR 0106): failed logins per
-- account-and-address pair ('pair', subject 'email|address') and per address ('address'), and
-- registrations per address ('registration'), league invitations per league and address
-- ('invitation') and per commissioner ('invitation_sender'). It replaces login_attempts, whose per-account
-- counting let a stranger lock an owner out; its rows (15 minutes of history) are not carried over.
CREATE TABLE throttle_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  scope TEXT NOT NULL CHECK (scope IN ('pair', 'address', 'registration', 'invitation', 'invitation_sender')),
  subject TEXT NOT NULL,
  attempted_at TEXT NOT NULL
);
CREATE INDEX throttle_events_subject ON throttle_events (scope, subject, attempted_at);
CREATE INDEX throttle_events_attempted ON throttle_events (attempted_at);

DROP TABLE login_attempts;
