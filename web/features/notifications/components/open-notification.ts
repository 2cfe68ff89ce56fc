/**
 * Where a notification's tap goes: its action_url, inside the app (router navigation, no reload).
 * A board target on the league page already on screen is also announced as the board's
 * `notificationTarget` event (web/features/board/components/lazy-board.tsx hears it), so the board
 * draws at once, opens the message or comment and highlights it.
 */
export interface NotificationLink {
  action_url: string;
}

const TARGET_PARAMS = ["target_id", "target_type", "notification_id", "notification_type"] as const;

const trimmed = (path: string) => path.replace(/\/+$/, "") || "/";

/** The in-app address of an action_url (null for anything off this site). */
export function appHref(actionUrl: string, origin: string): string | null {
  try {
    const url = new URL(actionUrl, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** The `notificationTarget` detail of a board link, or null when it targets nothing. */
export function targetDetail(href: string): Record<(typeof TARGET_PARAMS)[number], string> | null {
  const params = new URL(href, "http://app").searchParams;
  if (!params.get("target_id")) return null;
  return Object.fromEntries(TARGET_PARAMS.map((p) => [p, params.get(p) ?? ""])) as Record<
    (typeof TARGET_PARAMS)[number],
    string
  >;
}

export function openNotification(item: NotificationLink, navigate: (href: string) => void) {
  const href = appHref(item.action_url, location.origin);
  if (!href) return;
  const samePage = trimmed(new URL(href, location.origin).pathname) === trimmed(location.pathname);
  navigate(href);
  const detail = samePage ? targetDetail(href) : null;
  if (detail) window.dispatchEvent(new CustomEvent("notificationTarget", { detail }));
}
