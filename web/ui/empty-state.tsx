import type { ReactNode } from "react";
import { Icon, type IconName } from "./icons";

/**
 * What a list says when it has nothing to show: an icon in a soft circle, the message (the spec's
 * words where it has them) and, where there is one, the thing to do next.
 */
export function EmptyState({
  icon,
  iconPath,
  children,
  action,
  testId,
}: {
  icon?: IconName;
  /** A feature's own icon path (kept in its chunk) instead of a shared icon. */
  iconPath?: string;
  /** The message. */
  children: ReactNode;
  /** The next step (a button or link), if any. */
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <span className="empty-state-icon" aria-hidden="true">
        <Icon name={icon} d={iconPath} size={24} />
      </span>
      <p className="empty-state-text">{children}</p>
      {action}
    </div>
  );
}
