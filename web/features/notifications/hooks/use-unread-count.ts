/**
 * The bell's unread count (spec 000 sections 7 and 9): GET /api/notifications/unread_count/ every
 * 30 s while the tab is visible and someone is signed in; nothing while the tab is hidden, and
 * asked again the moment it shows. The count on screen is the server's less this device's read
 * marks still in the outbox, so a mark made offline shows at once and stays shown.
 * Part of every signed-in page (the header): it imports no schema and no dropdown code.
 */
import { useEffect, useSyncExternalStore } from "react";
import type { UnreadCount } from "#domain/notifications/contract";
import { NOTIFICATION_LIMITS } from "#domain/notifications/limits";
import { useAuth } from "#web/api/session";
import { apiQuery, invalidateApi, setApiData, useApiQuery } from "#web/lib/query";
import { useOutbox } from "#web/offline/hooks";
import { onMutationApplied, onMutationRejected } from "#web/offline/outbox";
import type { OutboxRow } from "#web/offline/db";
import {
  isNotificationRow,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PATH,
  unreadShown,
} from "../notification-rows";

export const unreadCountQuery = () => apiQuery<UnreadCount>(`${NOTIFICATIONS_PATH}unread_count/`);

const onVisibility = (fn: () => void) => {
  document.addEventListener("visibilitychange", fn);
  return () => document.removeEventListener("visibilitychange", fn);
};
const isVisible = () => document.visibilityState === "visible";

/**
 * A write landed: the count on the device follows at once (the row leaving the outbox must not
 * put the badge back up until the reload lands), then every notifications answer on screen reloads.
 */
function landed(row: OutboxRow) {
  if (!isNotificationRow(row)) return;
  if (row.kind !== NOTIFICATION_KINDS.friend)
    setApiData(
      unreadCountQuery(),
      (c) => c && { count: row.kind === NOTIFICATION_KINDS.read ? Math.max(0, c.count - 1) : 0 },
    );
  invalidateApi(NOTIFICATIONS_PATH);
}

/** The unread count to show, or null before the first answer. */
export function useUnreadCount(): number | null {
  const signedIn = useAuth().user !== null;
  const visible = useSyncExternalStore(onVisibility, isVisible);
  // Disabled while hidden: the poll stops; enabled again, the query loads at once.
  const { data } = useApiQuery({
    ...unreadCountQuery(),
    enabled: signedIn && visible,
    refetchInterval: NOTIFICATION_LIMITS.pollMs,
  });
  const rows = useOutbox();
  useEffect(() => {
    const stops = [
      onMutationApplied(landed),
      // Refused: the server's state shows again.
      onMutationRejected((row) => isNotificationRow(row) && invalidateApi(NOTIFICATIONS_PATH)),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
  return data ? unreadShown(data.count, rows.filter(isNotificationRow)) : null;
}
