/**
 * Social reads and writes (issue 13): users by name, the one friendship row of a pair, privacy
 * settings, friends lists, a profile's leagues and its direct posts (its league posts are the
 * board's: worker/board/queries.ts). Statements only; the routes decide what a viewer may see
 * (domain/social/privacy.ts) — except real names in lists, which `namesVisibleSql` decides in SQL.
 */
import { DEFAULT_PRIVACY, PRIVACY_LEVELS, SOCIAL_LIMITS } from "#domain/social/contract";
import type {
  FriendRequestEntry,
  FriendshipStatus,
  PrivacyLevel,
  ProfileFriend,
  ProfileLeague,
} from "#domain/social/contract";
import { canSee, namesShown } from "#domain/social/privacy";

export interface ProfileUserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  bio: string;
  avatar_url: string | null;
  date_joined: string;
}

/**
 * SQL, 1 or 0: whether `viewer` may see the real names of `user` (both SQL expressions of a user
 * id; viewer 0 is an anonymous caller) — `canSee` on the user's user_info section, written out per
 * level and kind of viewer from the domain rule so the database cannot drift from it. Two
 * primary-key lookups per row (the settings, the pair's friendship), so a list of people costs no
 * extra statement: every list, board and answer that names people selects this.
 */
export function namesVisibleSql(user: string, viewer: string): string {
  const bit = (yes: boolean) => (yes ? "1" : "0");
  const isFriend = `EXISTS (SELECT 1 FROM friendships nv_f WHERE nv_f.user_low = min(${user}, ${viewer})
    AND nv_f.user_high = max(${user}, ${viewer}) AND nv_f.status = 'accepted')`;
  const rule = (level: PrivacyLevel) => {
    const anonymous = canSee(level, "anonymous");
    const signedIn = canSee(level, "signed_in");
    const friend = canSee(level, "friend");
    const signedInRule =
      friend === signedIn
        ? bit(signedIn)
        : `CASE WHEN ${isFriend} THEN ${bit(friend)} ELSE ${bit(signedIn)} END`;
    return anonymous === signedIn
      ? signedInRule
      : `CASE WHEN ${viewer} = 0 THEN ${bit(anonymous)} ELSE ${signedInRule} END`;
  };
  const levels = PRIVACY_LEVELS.map((level) => `WHEN '${level}' THEN ${rule(level)}`).join(" ");
  // The owner sees their own at every level (canSee); no settings row means the default level.
  return `(CASE WHEN ${user} = ${viewer} THEN 1 ELSE
    CASE (SELECT nv_p.user_info FROM user_privacy nv_p WHERE nv_p.user_id = ${user})
      ${levels} ELSE ${rule(DEFAULT_PRIVACY.user_info)} END END)`;
}

/** A user by username (case-insensitive, as usernames are unique). */
export const userByUsernameStatement = (db: D1Database, username: string) =>
  db
    .prepare(
      `SELECT id, username, first_name, last_name, bio, avatar_url, date_joined
       FROM users WHERE username = ? COLLATE NOCASE`,
    )
    .bind(username);

export const userByIdStatement = (db: D1Database, id: number) =>
  db
    .prepare(
      `SELECT id, username, first_name, last_name, bio, avatar_url, date_joined FROM users WHERE id = ?`,
    )
    .bind(id);

// ---- friendships ----

export interface FriendshipRow {
  id: number;
  requester_id: number;
  recipient_id: number;
  status: "pending" | "accepted" | "declined";
}

export const pairOf = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/** The pair's one row (any status), if any. */
export const pairStatement = (db: D1Database, a: number, b: number) =>
  db
    .prepare(
      `SELECT id, requester_id, recipient_id, status FROM friendships
       WHERE user_low = ? AND user_high = ?`,
    )
    .bind(...pairOf(a, b));

/** Where the pair stands, from `viewerId`'s side (a declined request is no relationship). */
export function statusFrom(row: FriendshipRow | null, viewerId: number | null): FriendshipStatus {
  if (!row || viewerId === null || row.status === "declined") return "none";
  if (row.status === "accepted") return "friends";
  if (row.requester_id === viewerId) return "request_sent";
  return row.recipient_id === viewerId ? "request_received" : "none";
}

/**
 * A friend request from `from` to `to`, in the statements of one batch:
 * 1. a declined request of the pair is forgotten (a new request gets a new id);
 * 2. the request is inserted — or, when the other side's request is pending, that request is
 *    accepted (ADR 1301): crossing requests meet on the pair's one row, whatever their order;
 * 3. the row as it stands now.
 */
export function requestStatements(db: D1Database, from: number, to: number, now: string) {
  const [low, high] = pairOf(from, to);
  return [
    db
      .prepare(
        `DELETE FROM friendships WHERE user_low = ? AND user_high = ? AND status = 'declined'`,
      )
      .bind(low, high),
    db
      .prepare(
        `INSERT INTO friendships (user_low, user_high, requester_id, recipient_id, status, created_at)
         VALUES (?, ?, ?, ?, 'pending', ?)
         ON CONFLICT (user_low, user_high) DO UPDATE SET status = 'accepted',
           responded_at = excluded.created_at
         WHERE friendships.status = 'pending' AND friendships.requester_id = excluded.recipient_id`,
      )
      .bind(low, high, from, to, now),
    pairStatement(db, from, to),
  ];
}

/** Answers a pending request addressed to `recipientId`; no change when it is not pending any more. */
export const respondStatement = (
  db: D1Database,
  id: number,
  recipientId: number,
  accept: boolean,
  now: string,
) =>
  db
    .prepare(
      `UPDATE friendships SET status = ?, responded_at = ?
       WHERE id = ? AND recipient_id = ? AND status = 'pending'`,
    )
    .bind(accept ? "accepted" : "declined", now, id, recipientId);

export const requestByIdStatement = (db: D1Database, id: number) =>
  db
    .prepare(`SELECT id, requester_id, recipient_id, status FROM friendships WHERE id = ?`)
    .bind(id);

/** Ends a friendship or withdraws a pending request (either side), by the pair's row. */
export const removeStatement = (db: D1Database, id: number) =>
  db.prepare(`DELETE FROM friendships WHERE id = ? AND status IN ('pending', 'accepted')`).bind(id);

export interface FriendRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  /** The friend's own user_info setting lets this viewer see their names. */
  names_visible: number;
}

/**
 * A user's friends, by username. Each friend's names follow that friend's own user_info setting for
 * the viewer (public; friends only when the viewer is their friend; hidden but to themselves).
 */
export const friendsStatement = (db: D1Database, userId: number, viewerId: number | null) =>
  db
    .prepare(
      `SELECT u.id, u.username, u.first_name, u.last_name, u.avatar_url,
         ${namesVisibleSql("u.id", "?3")} AS names_visible
       FROM friendships f
       JOIN users u ON u.id = CASE WHEN f.user_low = ?1 THEN f.user_high ELSE f.user_low END
       WHERE (f.user_low = ?1 OR f.user_high = ?1) AND f.status = 'accepted'
       ORDER BY u.username COLLATE NOCASE LIMIT ?2`,
    )
    .bind(userId, SOCIAL_LIMITS.friendsMax, viewerId ?? 0);

/** How many friends a user has (lists stop at SOCIAL_LIMITS.friendsMax). */
export const friendsCountStatement = (db: D1Database, userId: number) =>
  db
    .prepare(
      `SELECT COUNT(*) AS n FROM friendships
       WHERE (user_low = ?1 OR user_high = ?1) AND status = 'accepted'`,
    )
    .bind(userId);

/** A friend as lists show them; names the friend hides from this viewer are empty. */
export const friendJson = (r: FriendRow): ProfileFriend => {
  const { full_name, first_name, last_name } = namesShown(r, r.names_visible === 1);
  return { id: r.id, username: r.username, full_name, first_name, last_name, avatar: r.avatar_url };
};

interface RequestRow {
  id: number;
  requester_id: number;
  requester_username: string;
  requester_avatar: string | null;
  recipient_id: number;
  recipient_username: string;
  created_at: string;
}

/** Pending requests a user received (`received`) or sent (`sent`), newest first. */
export const requestsStatement = (db: D1Database, userId: number, side: "received" | "sent") =>
  db
    .prepare(
      `SELECT f.id, f.requester_id, a.username AS requester_username, a.avatar_url AS requester_avatar,
         f.recipient_id, b.username AS recipient_username, f.created_at
       FROM friendships f
       JOIN users a ON a.id = f.requester_id
       JOIN users b ON b.id = f.recipient_id
       WHERE f.${side === "received" ? "recipient_id" : "requester_id"} = ? AND f.status = 'pending'
       ORDER BY f.id DESC LIMIT ?`,
    )
    .bind(userId, SOCIAL_LIMITS.friendsMax);

export const requestJson = (r: RequestRow): FriendRequestEntry => ({
  id: r.id,
  requester: r.requester_id,
  requester_username: r.requester_username,
  requester_avatar: r.requester_avatar,
  recipient: r.recipient_id,
  recipient_username: r.recipient_username,
  created_at: r.created_at,
});

// ---- privacy ----

export const privacyStatement = (db: D1Database, userId: number) =>
  db
    .prepare(
      `SELECT user_info, message_board, stats_widget, friends_list, my_leagues, my_picks
       FROM user_privacy WHERE user_id = ?`,
    )
    .bind(userId);

// ---- leagues and stats ----

interface LeagueRow {
  id: number;
  name: string;
  description: string;
  member_count: number;
  joined_at: string;
  is_admin: number;
  league_type: string;
}

/**
 * The leagues a user is an active member of, as a viewer may know of them: all for the owner,
 * otherwise public leagues and the ones the viewer is in too (a private league's name is its
 * members' business).
 */
export const profileLeaguesStatement = (db: D1Database, ownerId: number, viewerId: number | null) =>
  db
    .prepare(
      `SELECT l.id, l.name, l.description, l.member_count, m.joined_at, m.role = 'admin' AS is_admin,
         l.league_type
       FROM league_members m JOIN leagues l ON l.id = m.league_id
       WHERE m.user_id = ?1 AND m.status = 'active' AND l.is_active = 1
         AND (?1 = ?2 OR l.league_type = 'public' OR EXISTS (SELECT 1 FROM league_members v
           WHERE v.league_id = l.id AND v.user_id = ?2 AND v.status = 'active'))
       ORDER BY m.joined_at DESC, l.id DESC`,
    )
    .bind(ownerId, viewerId ?? 0);

export const leagueJson = (r: LeagueRow): ProfileLeague => ({
  id: r.id,
  name: r.name,
  description: r.description,
  member_count: r.member_count,
  joined_at: r.joined_at,
  is_admin: r.is_admin === 1,
  league_type: r.league_type === "public" ? "public" : "private",
});

/** A user's decided picks (the records of domain/stats/records.ts count only these). */
export const decidedPicksStatement = (db: D1Database, userId: number) =>
  db
    .prepare(
      `SELECT pick_type, spread_at_pick, total_at_pick, is_correct FROM picks
       WHERE user_id = ? AND is_correct IS NOT NULL`,
    )
    .bind(userId);

// ---- the profile's board ----

export interface ProfileMessageRow {
  id: number;
  type: "direct" | "league_message";
  content: string;
  created_at: string;
  author_id: number;
  author_username: string;
  author_avatar: string | null;
  league_id: number | null;
  league_name: string | null;
  mentions_owner: number;
}

/** Direct posts on a profile, newest first. */
export const directMessagesStatement = (db: D1Database, ownerId: number) =>
  db
    .prepare(
      `SELECT pm.id, 'direct' AS type, pm.content, pm.created_at, pm.author_id,
         u.username AS author_username, u.avatar_url AS author_avatar,
         NULL AS league_id, NULL AS league_name, 0 AS mentions_owner
       FROM profile_messages pm JOIN users u ON u.id = pm.author_id
       WHERE pm.profile_user_id = ? ORDER BY pm.id DESC LIMIT ?`,
    )
    .bind(ownerId, SOCIAL_LIMITS.messagesMax);

export const insertProfileMessageStatement = (
  db: D1Database,
  ownerId: number,
  authorId: number,
  content: string,
  now: string,
) =>
  db
    .prepare(
      `INSERT INTO profile_messages (profile_user_id, author_id, content, created_at) VALUES (?, ?, ?, ?)`,
    )
    .bind(ownerId, authorId, content, now);

export const profileMessageStatement = (db: D1Database, ownerId: number, id: number) =>
  db
    .prepare(`SELECT id, author_id FROM profile_messages WHERE id = ? AND profile_user_id = ?`)
    .bind(id, ownerId);

export const deleteProfileMessageStatement = (db: D1Database, id: number) =>
  db.prepare(`DELETE FROM profile_messages WHERE id = ?`).bind(id);
