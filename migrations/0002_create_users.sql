-- Accounts. E-mails are stored lower-cased; usernames keep their case but are unique case-insensitively.
CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL,
  username TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  bio TEXT NOT NULL DEFAULT '',
  avatar_url TEXT,
  -- "pbkdf2-sha256$<iterations>$<salt b64url>$<hash b64url>": parameters stored with each hash
  password_hash TEXT NOT NULL,
  email_verified_at TEXT,
  date_joined TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX users_email_unique ON users (email);
CREATE UNIQUE INDEX users_username_unique ON users (username COLLATE NOCASE);
