-- Refresh tokens remember the token spent to get them (parent_id), and a token set aside unused
-- because a sibling was used first is marked retired_at (ADR 1105). A spent token traded again
-- within the grace gets another child; the first child then used retires the others, so a lost
-- answer never costs the fan the one that did arrive.
ALTER TABLE refresh_tokens ADD COLUMN parent_id INTEGER;
ALTER TABLE refresh_tokens ADD COLUMN retired_at TEXT;
CREATE INDEX refresh_tokens_parent ON refresh_tokens (parent_id);
