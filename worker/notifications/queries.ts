/**
 * Notification reads: the one row type, its SELECTs and its one serialiser (the `Notification` of
 * domain/notifications/contract.ts). Every list answer is one batch of a fixed number of statements;
 * the unread count is one statement over a partial index of unread rows (it is polled every 30 s
 * by every open tab).
 */
import {
  NOTIFICATION_TABS,
  type Notification,
  type NotificationObjectType,
  type NotificationTab,
  type NotificationType,
} from "#domain/notifications/contract";
import { timeAgo } from "#domain/notifications/time-ago";
import type { NudgeFacts } from "#domain/notifications/nudge";

/** A notification as the SELECTs below read it. */
export interface NotificationRow {
  id: number;
  user_id: number;
  notification_type: NotificationType;
  title: string;
  message: string;
  is_read: number;
  league_id: number | null;
  league_name: string | null;
  action_url: string;
  object_id: number | null;
  object_type: NotificationObjectType | null;
  created_at: string;
  friendship_status: "pending" | "accepted" | "declined" | null;
}

/** The columns of a NotificationRow, for a table aliased `n`. */
export const NOTIFICATION_COLUMNS = `n.id, n.user_id, n.notification_type, n.title, n.message, n.is_read,
  n.league_id, (SELECT l.name FROM leagues l WHERE l.id = n.league_id) AS league_name, n.action_url,
  n.object_id, n.object_type, n.created_at,
  CASE WHEN n.notification_type = 'friend_request'
    THEN (SELECT f.status FROM friendships f WHERE f.id = n.object_id) END AS friendship_status`;

/** The notifications of these ids (with their users), oldest first; ids not stored are skipped. */
export async function notificationsByIds(
  db: D1Database,
  ids: readonly number[],
  now: Date,
): Promise<Array<{ userId: number; notification: Notification }>> {
  if (!ids.length) return [];
  const { results } = await db
    .prepare(
      `SELECT ${NOTIFICATION_COLUMNS} FROM notifications n
       WHERE n.id IN (SELECT value FROM json_each(?)) ORDER BY n.id`,
    )
    .bind(JSON.stringify(ids))
    .all<NotificationRow>();
  return results.map((row) => ({ userId: row.user_id, notification: notificationJson(row, now) }));
}

/**
 * The notification as the API answers it. Board targets get the notification's own id and type
 * added (the board highlights the target and tells which notification opened it).
 */
export function notificationJson(row: NotificationRow, now: Date): Notification {
  const boardTarget = row.object_type === "message" || row.object_type === "comment";
  const body: Notification = {
    id: row.id,
    notification_type: row.notification_type,
    title: row.title,
    message: row.message,
    is_read: row.is_read === 1,
    time_ago: timeAgo(row.created_at, now),
    league_name: row.league_name,
    action_url: boardTarget
      ? `${row.action_url}&notification_id=${row.id}&notification_type=${row.notification_type}`
      : row.action_url,
    object_id: row.object_id,
    object_type: row.object_type,
    created_at: row.created_at,
  };
  if (row.notification_type === "friend_request") body.friendship_status = row.friendship_status;
  return body;
}

const tabTypes = (tab: NotificationTab | undefined) =>
  tab ? JSON.stringify(NOTIFICATION_TABS[tab]) : null;

/** One page of a user's notifications, newest first (one row more than asked: has_more). */
export function notificationPageStatement(
  db: D1Database,
  userId: number,
  tab: NotificationTab | undefined,
  page: number,
  pageSize: number,
) {
  return db
    .prepare(
      `SELECT ${NOTIFICATION_COLUMNS} FROM notifications n
       WHERE n.user_id = ?1 AND n.cleared_at IS NULL AND (?2 IS NULL OR n.notification_type IN (SELECT value FROM json_each(?2)))
       ORDER BY n.id DESC LIMIT ?3 OFFSET ?4`,
    )
    .bind(userId, tabTypes(tab), pageSize + 1, (page - 1) * pageSize);
}

/** How many notifications the list has under the tab. */
export function notificationCountStatement(
  db: D1Database,
  userId: number,
  tab: NotificationTab | undefined,
) {
  return db
    .prepare(
      `SELECT COUNT(*) AS count FROM notifications n
       WHERE n.user_id = ?1 AND n.cleared_at IS NULL AND (?2 IS NULL OR n.notification_type IN (SELECT value FROM json_each(?2)))`,
    )
    .bind(userId, tabTypes(tab));
}

/**
 * The unread count: one statement, always on the partial index of unread rows (INDEXED BY makes
 * SQLite refuse the query rather than silently scan, should the index ever go).
 */
export const UNREAD_COUNT_SQL =
  "SELECT COUNT(*) AS count FROM notifications INDEXED BY notifications_unread WHERE user_id = ? AND is_read = 0";

export function unreadCountStatement(db: D1Database, userId: number) {
  return db.prepare(UNREAD_COUNT_SQL).bind(userId);
}

/** One notification of the user (none for another user's id). */
export function notificationStatement(db: D1Database, userId: number, id: number) {
  return db
    .prepare(
      `SELECT ${NOTIFICATION_COLUMNS} FROM notifications n WHERE n.id = ? AND n.user_id = ? AND n.cleared_at IS NULL`,
    )
    .bind(id, userId);
}

/**
 * The commissioner's nudge facts of a league's card week (issue 48, ADR 0410): how many active
 * members there are and how many of them have a device that gets Web Push (counts only, never
 * who), and when the week was nudged. `week` is the card week's first game week.
 */
export async function nudgeFacts(
  db: D1Database,
  leagueId: number,
  week: number,
): Promise<NudgeFacts> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS members,
         COALESCE(SUM(EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = m.user_id)), 0) AS push_members,
         (SELECT n.created_at FROM league_nudges n WHERE n.league_id = ?1 AND n.week = ?2) AS nudged_at
       FROM league_members m WHERE m.league_id = ?1 AND m.status = 'active'`,
    )
    .bind(leagueId, week)
    .first<NudgeFacts>();
  return {
    members: row?.members ?? 0,
    push_members: row?.push_members ?? 0,
    nudged_at: row?.nudged_at ?? null,
  };
}
