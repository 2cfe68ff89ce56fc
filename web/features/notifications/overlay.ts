/**
 * What the dropdown shows of notification writes not yet on the server: read from the outbox rows
 * (they survive a closed tab and an offline phone), never from a second copy on the device. A
 * rejected row counts for nothing (the server's state shows again). Pure: the panel feeds it
 * Dexie's live rows.
 */
import type { Notification } from "#domain/notifications/contract";
import { NOTIFICATION_KINDS, type NotificationRow } from "./notification-rows";

export interface NotificationOverlay {
  /** Notifications marked read on this device, waiting to be sent. */
  read: Set<number>;
  /** 'Mark all read' waits. */
  allRead: boolean;
  /** 'Clear all' waits: the list shows empty. */
  cleared: boolean;
  /** Friend request id → the answer waiting to be sent. */
  answers: Map<number, "accept" | "reject">;
}

/** The id a row's path ends with (`/notifications/12/`, `/users/friends/respond/7/`). */
export const idIn = (path: string) => Number(/\/(\d+)\/$/.exec(path)?.[1] ?? NaN);

export function notificationOverlay(rows: readonly NotificationRow[]): NotificationOverlay {
  const overlay: NotificationOverlay = {
    read: new Set(),
    allRead: false,
    cleared: false,
    answers: new Map(),
  };
  for (const row of rows) {
    if (row.status === "rejected") continue;
    if (row.kind === NOTIFICATION_KINDS.read) overlay.read.add(idIn(row.path));
    else if (row.kind === NOTIFICATION_KINDS.readAll) overlay.allRead = true;
    else if (row.kind === NOTIFICATION_KINDS.clear) overlay.cleared = true;
    else if (row.kind === NOTIFICATION_KINDS.friend)
      overlay.answers.set(
        idIn(row.path),
        (row.body as { action?: string } | null)?.action === "accept" ? "accept" : "reject",
      );
  }
  return overlay;
}

export interface ShownNotification extends Notification {
  /** This device's answer to a friend request, waiting to be sent. */
  answerWaiting: "accept" | "reject" | null;
}

/** The server's notification with this device's waiting writes laid over it. */
export const shownOf = (n: Notification, overlay: NotificationOverlay): ShownNotification => ({
  ...n,
  is_read: n.is_read || overlay.allRead || overlay.read.has(n.id),
  answerWaiting:
    n.notification_type === "friend_request" && n.object_id !== null
      ? (overlay.answers.get(n.object_id) ?? null)
      : null,
});

/** The server's 'Friend request was already accepted' names the state: the spec's text says it. */
export const alreadyStatus = (reason: string | null | undefined) =>
  (/already (accepted|declined)/i.exec(reason ?? "")?.[1]?.toLowerCase() ?? null) as
    "accepted" | "declined" | null;
