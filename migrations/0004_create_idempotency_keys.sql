-- Idempotency keys of mutating API requests (DESIGN.md "Writes: the outbox").
-- One row per (user, key): reserved before the route runs (state 'pending'), marked 'applied' in
-- the same D1 batch() as the route's write, and 'done' once the answer (status + body) is stored.
-- A replay of a 'done' key returns the stored answer and writes nothing. Rows are purged by the
-- daily job after 7 days.
CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  -- SHA-256 (hex) of the request body: the same key with another request is refused, not replayed.
  request_hash TEXT NOT NULL,
  -- Random id of the request that holds the reservation: only that request's batch may apply.
  lease TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'applied', 'done')),
  response_status INTEGER,
  response_body TEXT,
  response_type TEXT,
  created_at TEXT NOT NULL,
  applied_at TEXT,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
