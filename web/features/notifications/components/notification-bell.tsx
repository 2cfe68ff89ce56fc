import { useRef, useState } from "react";
import { badgeText } from "#domain/notifications/limits";
import { Dialog } from "#web/ui/dialog";
import { Icon } from "#web/ui/icons";
import { lazyPart } from "#web/ui/lazy-dialog";
import { useUnreadCount } from "../hooks/use-unread-count";

// The dropdown's code (and its list) loads when the bell is first opened.
const NotificationsPanel = lazyPart(() =>
  import("./notifications-panel").then((m) => m.NotificationsPanel),
);

const BELL = "M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4.3 13a1.94 1.94 0 0 0 3.4 0";

/**
 * The header's bell (spec 000 section 2): the unread badge ('99+' above 99) and the notifications
 * dropdown — a bottom sheet on phones, a panel under the bell on desktop.
 */
export function NotificationBell() {
  const unread = useUnreadCount() ?? 0;
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    bell.current?.focus();
  };
  return (
    <>
      <button
        ref={bell}
        type="button"
        className="bell"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon d={BELL} size={22} />
        {unread > 0 && (
          <span className="bell-badge" aria-hidden="true" data-testid="notification-badge">
            {badgeText(unread)}
          </span>
        )}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Notifications"
        sheet
        className="notifications-dialog"
      >
        <NotificationsPanel unread={unread} onClose={close} />
      </Dialog>
    </>
  );
}
