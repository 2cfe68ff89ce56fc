-- Web Push subscriptions (issue 14 section 2, ADR 1402): one row per browser push endpoint.
-- An endpoint belongs to one user and one device session at a time (the refresh-token family of
-- the login that subscribed it, `session_id`): subscribing it again moves it to the new owner, and
-- logging out of that session deletes it. A push service's 404 or 410 deletes it too.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- refresh_tokens.family_id of the subscribing session; NULL when the token carried none.
  session_id TEXT,
  endpoint TEXT NOT NULL,
  -- The browser's ECDH P-256 public key and auth secret (base64url), for RFC 8291 encryption.
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, updated_at);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_id)
  WHERE session_id IS NOT NULL;
