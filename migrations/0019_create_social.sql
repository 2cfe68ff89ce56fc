-- Profiles, friends and privacy (issue 13).

-- One relationship per pair of users whatever the order: the pair is stored as (user_low,
-- user_high) and is unique, so two requests crossing each other meet on one row (ADR 1301).
-- status: 'pending' (requester asked recipient), 'accepted' (friends), 'declined' (kept so that
-- answering twice says what happened; a new request replaces it with a new id).
CREATE TABLE friendships (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_low INTEGER NOT NULL REFERENCES users (id),
  user_high INTEGER NOT NULL REFERENCES users (id),
  requester_id INTEGER NOT NULL REFERENCES users (id),
  recipient_id INTEGER NOT NULL REFERENCES users (id),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at TEXT NOT NULL,
  responded_at TEXT,
  CHECK (user_low < user_high),
  CHECK (requester_id <> recipient_id),
  CHECK (requester_id IN (user_low, user_high) AND recipient_id IN (user_low, user_high))
);
CREATE UNIQUE INDEX friendships_pair ON friendships (user_low, user_high);
CREATE INDEX friendships_high ON friendships (user_high, status);
CREATE INDEX friendships_recipient ON friendships (recipient_id, status);
CREATE INDEX friendships_requester ON friendships (requester_id, status);

-- Who may see each profile section; no row means everything is public.
CREATE TABLE user_privacy (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  user_info TEXT NOT NULL DEFAULT 'public' CHECK (user_info IN ('public', 'friends_only', 'hidden')),
  message_board TEXT NOT NULL DEFAULT 'public' CHECK (message_board IN ('public', 'friends_only', 'hidden')),
  stats_widget TEXT NOT NULL DEFAULT 'public' CHECK (stats_widget IN ('public', 'friends_only', 'hidden')),
  friends_list TEXT NOT NULL DEFAULT 'public' CHECK (friends_list IN ('public', 'friends_only', 'hidden')),
  my_leagues TEXT NOT NULL DEFAULT 'public' CHECK (my_leagues IN ('public', 'friends_only', 'hidden')),
  my_picks TEXT NOT NULL DEFAULT 'public' CHECK (my_picks IN ('public', 'friends_only', 'hidden')),
  updated_at TEXT NOT NULL
);

-- Direct posts written on someone's profile (the profile board's 'Direct' tab).
CREATE TABLE profile_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  profile_user_id INTEGER NOT NULL REFERENCES users (id),
  author_id INTEGER NOT NULL REFERENCES users (id),
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX profile_messages_profile ON profile_messages (profile_user_id, id);
