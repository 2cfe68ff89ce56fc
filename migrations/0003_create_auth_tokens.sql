-- Accounts: refresh-token families, single-use e-mail tokens, login throttling, mail cooldowns and
-- the development mailbox. Every token is stored only as its SHA-256 (hex); the raw value exists
-- only in the client or the e-mail. All instants are ISO-8601 UTC strings from the server clock.

-- Refresh tokens: rotated on every use. A token whose used_at is set and that is presented again is
-- a replay: the whole family (one login) is revoked. family_expires_at is the absolute end (30 days
-- from the login) and never moves on rotation.
CREATE TABLE refresh_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id TEXT NOT NULL,
  family_expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT,
  revoked_at TEXT
);
CREATE UNIQUE INDEX refresh_tokens_hash_unique ON refresh_tokens (token_hash);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_expiry ON refresh_tokens (family_expires_at);

-- E-mail verification (24 h) and password reset (1 h) tokens, single use (used_at).
CREATE TABLE email_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token_hash TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify_email', 'password_reset')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE UNIQUE INDEX email_tokens_hash_unique ON email_tokens (token_hash);
CREATE INDEX email_tokens_user_purpose ON email_tokens (user_id, purpose);
CREATE INDEX email_tokens_expiry ON email_tokens (expires_at);

-- Failed logins, counted per account (the e-mail as typed, lower-cased, known or not) and per
-- client address within a sliding window.
CREATE TABLE login_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  scope TEXT NOT NULL CHECK (scope IN ('account', 'address')),
  subject TEXT NOT NULL,
  attempted_at TEXT NOT NULL
);
CREATE INDEX login_attempts_subject ON login_attempts (scope, subject, attempted_at);
CREATE INDEX login_attempts_time ON login_attempts (attempted_at);

-- When an account mail of a kind last went to an address (resend cooldown, anti mail-bombing).
CREATE TABLE mail_cooldowns (
  email TEXT NOT NULL,
  kind TEXT NOT NULL,
  last_sent_at TEXT NOT NULL,
  PRIMARY KEY (email, kind)
);

-- Development mailbox: what the development mailer "sent" (GET /api/dev/outbox, /dev/mailbox).
-- Production mailers never write here.
CREATE TABLE sent_mail (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX sent_mail_to ON sent_mail (to_address, id);
