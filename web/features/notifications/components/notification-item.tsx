import type { Notification } from "#domain/notifications/contract";
import { NOTIFICATION_TABS, type NotificationTab } from "#domain/notifications/texts";
import { Button } from "#web/ui/button";
import { Icon } from "#web/ui/icons";
import { groupNames, groupTitle } from "../achievement-groups";
import type { ShownNotification } from "../overlay";

/** Each tab's mark: the kind of notification at a glance. */
const TAB_ICONS: Record<NotificationTab, string> = {
  mentions: "M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0m0 0v1.5a2.5 2.5 0 0 0 5 0V12a9 9 0 1 0-3.5 7.1",
  interactions: "M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z",
  achievements: "M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8",
  friends:
    "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M13 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0m6 1v6m3-3h-6",
  system: "m3 11 18-5v12L3 14zm8.6 5.8a3 3 0 1 1-5.8-1.6",
  reminders: "M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0",
};

export const tabOf = (type: Notification["notification_type"]): NotificationTab =>
  (Object.keys(NOTIFICATION_TABS) as NotificationTab[]).find((tab) =>
    (NOTIFICATION_TABS[tab] as readonly string[]).includes(type),
  ) ?? "system";

/**
 * One notification: its kind's mark, title, message, league and age, an unread dot; a tap opens
 * it. A friend request still pending offers Accept and Decline beside it (not inside the tap
 * target: a button never holds buttons).
 */
export function NotificationItem({
  item,
  onOpen,
  onAnswer,
}: {
  item: ShownNotification;
  onOpen: (item: ShownNotification) => void;
  onAnswer: (item: ShownNotification, accept: boolean) => void;
}) {
  const tab = tabOf(item.notification_type);
  const unread = !item.is_read;
  const answerable =
    item.notification_type === "friend_request" &&
    item.object_id !== null &&
    item.friendship_status === "pending" &&
    item.answerWaiting === null;
  const answered =
    item.answerWaiting !== null
      ? item.answerWaiting === "accept"
        ? "Accepted · waiting to sync"
        : "Declined · waiting to sync"
      : item.notification_type === "friend_request" && item.friendship_status === "accepted"
        ? "You are now friends"
        : item.notification_type === "friend_request" && item.friendship_status === "declined"
          ? "Declined"
          : null;
  return (
    <li className={unread ? "notif-item is-unread" : "notif-item"} data-testid="notification-item">
      <button type="button" className="notif-main" onClick={() => onOpen(item)}>
        <span className={`notif-icon notif-icon-${tab}`} aria-hidden="true">
          <Icon d={TAB_ICONS[tab]} size={18} />
        </span>
        <span className="notif-text">
          <span className="notif-title">{item.title}</span>
          {item.message && <span className="notif-message">{item.message}</span>}
          <span className="notif-meta">
            {item.league_name && <span className="notif-league">{item.league_name}</span>}
            <span>{item.time_ago}</span>
          </span>
        </span>
        {unread && (
          <span className="notif-dot">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </button>
      {answerable && (
        <div className="notif-actions">
          <Button size="sm" onClick={() => onAnswer(item, true)}>
            Accept
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onAnswer(item, false)}>
            Decline
          </Button>
        </div>
      )}
      {answered && (
        <p className="notif-answer">
          {item.friendship_status === "accepted" && !item.answerWaiting && (
            <Icon name="check" size={14} />
          )}
          {answered}
        </p>
      )}
    </li>
  );
}

/**
 * A run of achievements as one row ("You earned 3 achievements", their names, the newest's age);
 * a tap marks the unread ones read and opens the Achievements tab, where each is listed.
 */
export function AchievementGroupItem({
  items,
  onOpen,
}: {
  items: ShownNotification[];
  onOpen: (items: ShownNotification[]) => void;
}) {
  const unread = items.some((n) => !n.is_read);
  return (
    <li className={unread ? "notif-item is-unread" : "notif-item"} data-testid="notification-group">
      <button type="button" className="notif-main" onClick={() => onOpen(items)}>
        <span className="notif-icon notif-icon-achievements" aria-hidden="true">
          <Icon d={TAB_ICONS.achievements} size={18} />
        </span>
        <span className="notif-text">
          <span className="notif-title">{groupTitle(items.length)}</span>
          <span className="notif-message">{groupNames(items)}</span>
          <span className="notif-meta">
            <span>{items[0]!.time_ago}</span>
            <span className="notif-see">See all in Achievements</span>
          </span>
        </span>
        {unread && (
          <span className="notif-dot">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </button>
    </li>
  );
}
