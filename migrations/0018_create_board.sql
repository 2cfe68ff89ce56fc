-- League message boards (issue 12): messages, their comments, votes on either, mentions.
-- Vote counts and comment counts are kept on the rows by triggers, so a board page reads them
-- without aggregating and they stay exact under concurrent votes (D1 runs writes one at a time).
CREATE TABLE board_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  league_id INTEGER NOT NULL REFERENCES leagues (id),
  -- NULL for system-style posts written by the product (auto_*, system, league_update).
  author_id INTEGER REFERENCES users (id),
  message_type TEXT NOT NULL DEFAULT 'user',
  content TEXT NOT NULL DEFAULT '',
  image_url TEXT,
  -- Mentioned members' ids (JSON array) and whether @league / @everyone / @all was used.
  mentions TEXT NOT NULL DEFAULT '[]',
  mentions_league INTEGER NOT NULL DEFAULT 0,
  is_highlighted INTEGER NOT NULL DEFAULT 0,
  is_edited INTEGER NOT NULL DEFAULT 0,
  up_count INTEGER NOT NULL DEFAULT 0,
  down_count INTEGER NOT NULL DEFAULT 0,
  comment_count INTEGER NOT NULL DEFAULT 0,
  -- Automatic posts: what they announce (e.g. 'perfect:5:12'), so each is posted once.
  auto_key TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX board_messages_league ON board_messages (league_id, id);
CREATE INDEX board_messages_author ON board_messages (author_id, id);
CREATE UNIQUE INDEX board_messages_auto ON board_messages (league_id, auto_key)
  WHERE auto_key IS NOT NULL;

CREATE TABLE board_comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  message_id INTEGER NOT NULL REFERENCES board_messages (id),
  author_id INTEGER NOT NULL REFERENCES users (id),
  content TEXT NOT NULL,
  mentions TEXT NOT NULL DEFAULT '[]',
  mentions_league INTEGER NOT NULL DEFAULT 0,
  is_highlighted INTEGER NOT NULL DEFAULT 0,
  is_edited INTEGER NOT NULL DEFAULT 0,
  up_count INTEGER NOT NULL DEFAULT 0,
  down_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX board_comments_message ON board_comments (message_id, id);

-- One vote per user per item ('message' or 'comment').
CREATE TABLE board_votes (
  item_type TEXT NOT NULL CHECK (item_type IN ('message', 'comment')),
  item_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  vote_type TEXT NOT NULL CHECK (vote_type IN ('up', 'down')),
  created_at TEXT NOT NULL,
  PRIMARY KEY (item_type, item_id, user_id)
);

CREATE TRIGGER board_votes_insert AFTER INSERT ON board_votes
BEGIN
  UPDATE board_messages SET up_count = up_count + (NEW.vote_type = 'up'),
    down_count = down_count + (NEW.vote_type = 'down')
   WHERE NEW.item_type = 'message' AND id = NEW.item_id;
  UPDATE board_comments SET up_count = up_count + (NEW.vote_type = 'up'),
    down_count = down_count + (NEW.vote_type = 'down')
   WHERE NEW.item_type = 'comment' AND id = NEW.item_id;
END;

CREATE TRIGGER board_votes_delete AFTER DELETE ON board_votes
BEGIN
  UPDATE board_messages SET up_count = up_count - (OLD.vote_type = 'up'),
    down_count = down_count - (OLD.vote_type = 'down')
   WHERE OLD.item_type = 'message' AND id = OLD.item_id;
  UPDATE board_comments SET up_count = up_count - (OLD.vote_type = 'up'),
    down_count = down_count - (OLD.vote_type = 'down')
   WHERE OLD.item_type = 'comment' AND id = OLD.item_id;
END;

CREATE TRIGGER board_votes_update AFTER UPDATE OF vote_type ON board_votes
BEGIN
  UPDATE board_messages SET
    up_count = up_count - (OLD.vote_type = 'up') + (NEW.vote_type = 'up'),
    down_count = down_count - (OLD.vote_type = 'down') + (NEW.vote_type = 'down')
   WHERE NEW.item_type = 'message' AND id = NEW.item_id;
  UPDATE board_comments SET
    up_count = up_count - (OLD.vote_type = 'up') + (NEW.vote_type = 'up'),
    down_count = down_count - (OLD.vote_type = 'down') + (NEW.vote_type = 'down')
   WHERE NEW.item_type = 'comment' AND id = NEW.item_id;
END;

CREATE TRIGGER board_comments_insert AFTER INSERT ON board_comments
BEGIN
  UPDATE board_messages SET comment_count = comment_count + 1 WHERE id = NEW.message_id;
END;

CREATE TRIGGER board_comments_delete AFTER DELETE ON board_comments
BEGIN
  UPDATE board_messages SET comment_count = comment_count - 1 WHERE id = OLD.message_id;
  DELETE FROM board_votes WHERE item_type = 'comment' AND item_id = OLD.id;
END;

-- Deleting a message takes its comments (and through them their votes) and its votes with it.
CREATE TRIGGER board_messages_delete BEFORE DELETE ON board_messages
BEGIN
  DELETE FROM board_comments WHERE message_id = OLD.id;
  DELETE FROM board_votes WHERE item_type = 'message' AND item_id = OLD.id;
END;
