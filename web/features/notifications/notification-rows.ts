/**
 * Notification writes waiting in the outbox, as the header's bell counts them: the badge is the
 * server's count less this device's read marks still on their way (each was made on an unread
 * notification), and 0 while 'Mark all read' or 'Clear all' waits. A rejected row counts for
 * nothing. Part of every signed-in page: kept to what the badge needs (the dropdown's full
 * overlay is ./overlay.ts).
 */
import type { OutboxRow } from "#web/offline/db";

/** Outbox kinds of the notifications' writes (listeners and the overlays filter on them). */
export const NOTIFICATION_KINDS = {
  read: "notifications.read",
  readAll: "notifications.read_all",
  clear: "notifications.clear",
  /** Accept / Decline of a friend request from its notification. */
  friend: "notifications.friend",
} as const;

export const isNotificationRow = (row: Pick<OutboxRow, "kind">) =>
  row.kind.startsWith("notifications.");

/** Every notifications call starts here (`invalidateApi(NOTIFICATIONS_PATH)` reloads them all). */
export const NOTIFICATIONS_PATH = "/notifications/";

export type NotificationRow = Pick<OutboxRow, "kind" | "path" | "body" | "status">;

export function unreadShown(serverCount: number, rows: readonly NotificationRow[]): number {
  let reads = 0;
  for (const row of rows) {
    if (row.status === "rejected") continue;
    if (row.kind === NOTIFICATION_KINDS.read) reads++;
    else if (row.kind !== NOTIFICATION_KINDS.friend) return 0;
  }
  return Math.max(0, serverCount - reads);
}
