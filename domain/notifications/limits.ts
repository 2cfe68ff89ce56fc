/**
 * Notifications' limits and the bell's badge (spec 000 sections 7–9; issue 14): all the header's
 * bell needs on every signed-in page, apart from the dropdown's types and texts (./texts).
 */
export const NOTIFICATION_LIMITS = {
  /** Notifications per page of GET /api/notifications/. */
  pageSize: 20,
  /** GET /api/notifications/ page_size upper bound. */
  maxPageSize: 50,
  /** unread_count poll while the tab is visible (spec section 9). */
  pollMs: 30_000,
  /** The badge shows '99+' above this. */
  badgeMax: 99,
  /** A system announcement's text (npm run announce). */
  announcementMax: 500,
  /** Pick reminders: hours before the next deadline. */
  reminderHours: [24, 1] as const,
  /** A push subscription's endpoint URL. */
  endpointMax: 2048,
  /** Days a cleared notification is kept (its dedupe key still stops a repeat), then purged. */
  clearedKeptDays: 90,
} as const;

/** The badge text: '99+' above 99 (spec section 9). */
export const badgeText = (count: number) =>
  count > NOTIFICATION_LIMITS.badgeMax ? `${NOTIFICATION_LIMITS.badgeMax}+` : String(count);
