/**
 * Board reads: a page of messages with their comments is two statements whatever the page holds
 * (no query per message or comment), run in one batch with the league check. Who may read a
 * league's posts is one rule (`postReaderJoin`): every statement that returns posts or comments —
 * the board's pages and items, the cross-league feed, the profile's league posts — joins the
 * viewer's active membership through it, so a post of a league the viewer is not in is never read.
 * Authors are named as the viewer may see them (`namesVisibleSql`, ADR 1301). A member's writes
 * are ./writes.ts; the automatic membership posts, which the leagues area batches, are here.
 */
import type { BoardComment, BoardMessage, MessageType, UserVote } from "#domain/board/contract";
import { namesShown } from "#domain/social/privacy";
import { BOARD_LIMITS } from "#domain/board/contract";
import { joinPost, leavePost, removedPost, survivorWinnerPost } from "#domain/board/auto-posts";
import { SOCIAL_LIMITS } from "#domain/social/contract";
import { namesVisibleSql } from "#worker/social/queries";

export type BoardItemType = "message" | "comment";

/** Who wrote the product's own posts. */
export const SYSTEM_AUTHOR = "Pick'em";

export interface PageFilter {
  /** One league's board, or every league of the viewer (cross-league) when null. */
  leagueId: number | null;
  type?: "highlights" | "league_updates" | undefined;
  search?: string | undefined;
  authorId?: number | undefined;
  cursor?: number | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Who may read league L's posts and comments (ADR 0802): L's active members only, public or
 * private league alike (joining a public one is one tap; its board answers a non-member 403).
 * Written as the join of the viewer's membership row `alias` on the league column `league`,
 * `viewer` being the SQL of the viewer's id; a member who left or was removed is out at once.
 */
export const postReaderJoin = (alias: string, league: string, viewer: string) =>
  `JOIN league_members ${alias} ON ${alias}.league_id = ${league} AND ${alias}.user_id = ${viewer}
     AND ${alias}.status = 'active'`;

/** The page's messages (newest first) among those the viewer reads, as SQL over `bm`, with its arguments. */
function pageWhere(f: PageFilter) {
  const where = ["1 = 1"];
  const args: unknown[] = [];
  if (f.leagueId !== null) {
    where.push("bm.league_id = ?");
    args.push(f.leagueId);
  }
  if (f.type === "highlights")
    where.push(
      "(bm.is_highlighted = 1 OR EXISTS (SELECT 1 FROM board_comments hc WHERE hc.message_id = bm.id AND hc.is_highlighted = 1))",
    );
  if (f.type === "league_updates") where.push("bm.message_type <> 'user'");
  if (f.authorId !== undefined) {
    where.push("bm.author_id = ?");
    args.push(f.authorId);
  }
  if (f.search) {
    where.push(
      "(bm.content LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM board_comments sc WHERE sc.message_id = bm.id AND sc.content LIKE ? ESCAPE '\\'))",
    );
    args.push(likePattern(f.search), likePattern(f.search));
  }
  if (f.cursor !== undefined) {
    where.push("bm.id < ?");
    args.push(f.cursor);
  }
  return { sql: where.join(" AND "), args };
}

const MENTIONED_USERNAMES = (column: string) =>
  `(SELECT json_group_array(mu.username) FROM json_each(${column}) je JOIN users mu ON mu.id = je.value)`;

/** The author's names and whether the viewer (`viewer`, their SQL id) may see them. */
const AUTHOR_COLUMNS = (alias: string, viewer: string) =>
  `${alias}.username AS author_username, ${alias}.avatar_url AS author_avatar,
  ${alias}.first_name AS author_first_name, ${alias}.last_name AS author_last_name,
  ${namesVisibleSql(`${alias}.id`, viewer)} AS author_names_visible`;

const MESSAGE_COLUMNS = `bm.id, bm.league_id, l.name AS league_name, bm.author_id,
  ${AUTHOR_COLUMNS("u", "m.user_id")}, bm.message_type, bm.content,
  bm.image_url, ${MENTIONED_USERNAMES("bm.mentions")} AS mentions, bm.mentions_league,
  bm.is_highlighted, bm.is_edited, bm.up_count, bm.down_count, bm.comment_count, bm.created_at,
  COALESCE(v.vote_type, 'none') AS user_vote,
  (m.role = 'admin' OR l.creator_id = m.user_id) AS viewer_is_commissioner`;

// The viewer's id is bound twice: the reader's membership, then the viewer's vote.
const MESSAGE_FROM = `FROM board_messages bm
  ${postReaderJoin("m", "bm.league_id", "?")}
  JOIN leagues l ON l.id = bm.league_id
  LEFT JOIN users u ON u.id = bm.author_id
  LEFT JOIN board_votes v ON v.item_type = 'message' AND v.item_id = bm.id AND v.user_id = ?`;

export interface MessageRow {
  id: number;
  league_id: number;
  league_name: string;
  author_id: number | null;
  author_username: string | null;
  author_avatar: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
  author_names_visible: number;
  message_type: MessageType;
  content: string;
  image_url: string | null;
  mentions: string;
  mentions_league: number;
  is_highlighted: number;
  is_edited: number;
  up_count: number;
  down_count: number;
  comment_count: number;
  created_at: string;
  user_vote: UserVote;
  viewer_is_commissioner: number;
}

export interface CommentRow {
  id: number;
  message_id: number;
  author_id: number;
  author_username: string;
  author_avatar: string | null;
  author_first_name: string;
  author_last_name: string;
  author_names_visible: number;
  content: string;
  mentions: string;
  mentions_league: number;
  is_highlighted: number;
  is_edited: number;
  up_count: number;
  down_count: number;
  created_at: string;
  user_vote: UserVote;
  viewer_is_commissioner: number;
  league_id: number;
  message_author_id: number | null;
}

/** The two statements of a page: its messages (one more than a page, to know if more follow), then their comments. */
export function pageStatements(db: D1Database, viewerId: number, f: PageFilter) {
  const where = pageWhere(f);
  const limit = BOARD_LIMITS.pageSize + 1;
  const messages = db
    .prepare(
      `SELECT ${MESSAGE_COLUMNS} ${MESSAGE_FROM} WHERE ${where.sql} ORDER BY bm.id DESC LIMIT ${limit}`,
    )
    .bind(viewerId, viewerId, ...where.args);
  const comments = db
    .prepare(
      `SELECT ${COMMENT_COLUMNS} ${COMMENT_FROM}
        WHERE c.message_id IN (SELECT bm.id FROM board_messages bm ${postReaderJoin("m", "bm.league_id", "?")}
                               WHERE ${where.sql} ORDER BY bm.id DESC LIMIT ${BOARD_LIMITS.pageSize})
        ORDER BY c.message_id, c.id`,
    )
    .bind(viewerId, viewerId, viewerId, ...where.args);
  return [messages, comments] as const;
}

const COMMENT_COLUMNS = `c.id, c.message_id, c.author_id, ${AUTHOR_COLUMNS("cu", "cm.user_id")}, c.content, ${MENTIONED_USERNAMES("c.mentions")} AS mentions,
  c.mentions_league, c.is_highlighted, c.is_edited, c.up_count, c.down_count, c.created_at,
  COALESCE(cv.vote_type, 'none') AS user_vote,
  (cm.role = 'admin' OR cl.creator_id = cm.user_id) AS viewer_is_commissioner,
  cmsg.league_id, cmsg.author_id AS message_author_id`;

// The viewer's id is bound twice, as in MESSAGE_FROM.
const COMMENT_FROM = `FROM board_comments c
  JOIN board_messages cmsg ON cmsg.id = c.message_id
  ${postReaderJoin("cm", "cmsg.league_id", "?")}
  JOIN leagues cl ON cl.id = cmsg.league_id
  JOIN users cu ON cu.id = c.author_id
  LEFT JOIN board_votes cv ON cv.item_type = 'comment' AND cv.item_id = c.id AND cv.user_id = ?`;

export interface BoardAccessRow {
  league_type: string;
  member_status: string | null;
}

/** A league's type and the viewer's membership: who may read its board (run with the page). */
export const boardAccessStatement = (db: D1Database, leagueId: number, viewerId: number) =>
  db
    .prepare(
      `SELECT l.league_type, m.status AS member_status FROM leagues l
         LEFT JOIN league_members m ON m.league_id = l.id AND m.user_id = ? WHERE l.id = ?`,
    )
    .bind(viewerId, leagueId);

/** One message, if the viewer is an active member of its league. */
export function messageStatement(db: D1Database, viewerId: number, messageId: number) {
  return db
    .prepare(`SELECT ${MESSAGE_COLUMNS} ${MESSAGE_FROM} WHERE bm.id = ?`)
    .bind(viewerId, viewerId, messageId);
}

/** One comment, if the viewer is an active member of its league. */
export function commentStatement(db: D1Database, viewerId: number, commentId: number) {
  return db
    .prepare(`SELECT ${COMMENT_COLUMNS} ${COMMENT_FROM} WHERE c.id = ?`)
    .bind(viewerId, viewerId, commentId);
}

/** Who stands beside a post: the product for its own, else the author as the viewer may name them. */
const authorName = (row: MessageRow | CommentRow) =>
  row.author_username === null
    ? SYSTEM_AUTHOR
    : namesShown(
        {
          username: row.author_username,
          first_name: row.author_first_name ?? "",
          last_name: row.author_last_name ?? "",
        },
        row.author_names_visible === 1,
      ).name;

const mentionList = (json: string | null) => (json ? (JSON.parse(json) as string[]) : []);

/** What a message and a comment both show: their author, mentions, flags and votes (in this order). */
const authoredJson = <R extends MessageRow | CommentRow>(row: R) => ({
  author_id: row.author_id as R["author_id"],
  author_name: authorName(row),
  author_username: row.author_username as R["author_username"],
  author_avatar: row.author_avatar,
  mentions: mentionList(row.mentions),
  mentions_league: row.mentions_league === 1,
  is_edited: row.is_edited === 1,
  is_highlighted: row.is_highlighted === 1,
  created_at: row.created_at,
  user_vote: row.user_vote,
  vote_counts: { up: row.up_count, down: row.down_count },
});

export function commentJson(row: CommentRow, viewerId: number): BoardComment {
  return {
    id: row.id,
    message: row.message_id,
    content: row.content,
    ...authoredJson(row),
    can_delete: row.author_id === viewerId,
    can_highlight: row.viewer_is_commissioner === 1,
  };
}

export function messageJson(
  row: MessageRow,
  viewerId: number,
  comments: BoardComment[],
): BoardMessage {
  return {
    id: row.id,
    league: row.league_id,
    league_id: row.league_id,
    league_name: row.league_name,
    content: row.content,
    message_type: row.message_type,
    image_url: row.image_url,
    ...authoredJson(row),
    comment_count: row.comment_count,
    comments,
    can_delete: row.author_id === viewerId && row.is_highlighted !== 1,
    can_highlight: row.viewer_is_commissioner === 1,
  };
}

/** Builds a page's answer from the two statements' rows. */
export function pageJson(messageRows: MessageRow[], commentRows: CommentRow[], viewerId: number) {
  const more = messageRows.length > BOARD_LIMITS.pageSize;
  const rows = more ? messageRows.slice(0, BOARD_LIMITS.pageSize) : messageRows;
  const byMessage = new Map<number, BoardComment[]>();
  for (const c of commentRows) {
    const list = byMessage.get(c.message_id) ?? [];
    list.push(commentJson(c, viewerId));
    byMessage.set(c.message_id, list);
  }
  return {
    results: rows.map((r) => messageJson(r, viewerId, byMessage.get(r.id) ?? [])),
    next_cursor: more ? rows[rows.length - 1]!.id : null,
  };
}

/** The viewer as the board shows them on their own posts: their name (they see it) and avatar. */
export async function authorCard(
  db: D1Database,
  userId: number,
): Promise<{ name: string; avatar: string | null } | null> {
  const row = await db
    .prepare(`SELECT username, first_name, last_name, avatar_url FROM users WHERE id = ?`)
    .bind(userId)
    .first<{
      username: string;
      first_name: string;
      last_name: string;
      avatar_url: string | null;
    }>();
  return row ? { name: namesShown(row, true).name, avatar: row.avatar_url } : null;
}

/**
 * The profile's league posts (ADR 1301): messages by the owner or mentioning them, in the owner's
 * leagues, that the viewer reads (`postReaderJoin`: the league's members only, public leagues
 * too), newest first.
 */
export const profileLeaguePostsStatement = (db: D1Database, ownerId: number, viewerId: number) =>
  db
    .prepare(
      `SELECT bm.id, 'league_message' AS type, bm.content, bm.created_at, bm.author_id,
         u.username AS author_username, u.avatar_url AS author_avatar,
         bm.league_id, l.name AS league_name,
         EXISTS (SELECT 1 FROM json_each(bm.mentions) j WHERE j.value = ?1) AS mentions_owner
       FROM board_messages bm
       ${postReaderJoin("r", "bm.league_id", "?2")}
       JOIN users u ON u.id = bm.author_id
       JOIN leagues l ON l.id = bm.league_id
       WHERE bm.message_type = 'user' AND l.is_active = 1
         AND bm.league_id IN (SELECT league_id FROM league_members WHERE user_id = ?1)
         AND (bm.author_id = ?1 OR EXISTS (SELECT 1 FROM json_each(bm.mentions) j WHERE j.value = ?1))
       ORDER BY bm.id DESC LIMIT ?3`,
    )
    .bind(ownerId, viewerId, SOCIAL_LIMITS.messagesMax);

/** The active members of a league among the names written after an @ (case-insensitive). */
export async function mentionedMembers(
  db: D1Database,
  leagueId: number,
  names: string[],
): Promise<Array<{ id: number; username: string }>> {
  if (!names.length) return [];
  const { results } = await db
    .prepare(
      `SELECT u.id, u.username FROM users u
         JOIN league_members m ON m.user_id = u.id AND m.league_id = ? AND m.status = 'active'
        WHERE lower(u.username) IN (SELECT lower(value) FROM json_each(?))`,
    )
    .bind(leagueId, JSON.stringify(names))
    .all<{ id: number; username: string }>();
  return results;
}

// ---- automatic membership posts (batched by leagues/membership-routes.ts) ----

/**
 * auto_join or auto_leave (a member who left, or whom the commissioner removed), written only if
 * the member's row shows this very change (joined or left at `now`), so the post commits with the
 * membership change or not at all.
 */
export function membershipPostStatement(
  db: D1Database,
  change: "join" | "leave" | "remove",
  member: { leagueId: number; userId: number; username: string },
  now: string,
) {
  const joined = change === "join";
  return db
    .prepare(
      `INSERT INTO board_messages (league_id, message_type, content, created_at)
       SELECT ?, ?, ?, ? WHERE EXISTS (
         SELECT 1 FROM league_members WHERE league_id = ? AND user_id = ?
            AND ${joined ? "status = 'active' AND joined_at = ?" : "status IN ('left', 'removed') AND left_at = ?"})`,
    )
    .bind(
      member.leagueId,
      joined ? "auto_join" : "auto_leave",
      (joined ? joinPost : change === "leave" ? leavePost : removedPost)(member.username),
      now,
      member.leagueId,
      member.userId,
      now,
    );
}

/** A survivor pool's winner announcement: an announcement posted once per league (its auto key). */
export function survivorWinnerPostStatement(
  db: D1Database,
  winner: { leagueId: number; username: string; week: number },
  now: string,
) {
  return db
    .prepare(
      `INSERT OR IGNORE INTO board_messages (league_id, message_type, content, auto_key, created_at)
       VALUES (?, 'system', ?, 'survivor_winner', ?)`,
    )
    .bind(winner.leagueId, survivorWinnerPost(winner.username, winner.week), now);
}
