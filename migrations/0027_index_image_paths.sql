-- An image is deleted from R2 only when no row refers to its path any more (worker/media/images.ts
-- checks these three columns on every delete): these indexes answer that without reading every
-- league, user and board message. Most rows have no image, so the indexes hold only those that do.
CREATE INDEX leagues_sponsor_logo_url ON leagues (sponsor_logo_url) WHERE sponsor_logo_url IS NOT NULL;
CREATE INDEX users_avatar_url ON users (avatar_url) WHERE avatar_url IS NOT NULL;
CREATE INDEX board_messages_image_url ON board_messages (image_url) WHERE image_url IS NOT NULL;
