-- Achievements (issue 15, ADR 1502). The catalogue lives in code (domain/achievements/catalogue.ts);
-- this table keeps which ones each user has earned and when. UNIQUE (user_id, achievement_id)
-- with INSERT … ON CONFLICT DO NOTHING makes each achievement earned once, however often the
-- award runs (listeners, grading, GET /api/achievements/).
CREATE TABLE user_achievements (
  user_id INTEGER NOT NULL REFERENCES users (id),
  achievement_id TEXT NOT NULL,
  earned_at TEXT NOT NULL,
  UNIQUE (user_id, achievement_id)
);

-- The award reads each user's board replies (posts have board_messages_author, created leagues
-- leagues_creator).
CREATE INDEX board_comments_author ON board_comments (author_id);
