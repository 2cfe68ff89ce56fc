/**
 * The 'All' list with achievements folded (issue 43): a run of two or more achievement_earned
 * notifications next to each other is one row, "You earned 3 achievements", so a burst of awards
 * (a first league, a first post and a third league in one evening) never pushes a mention or a
 * reply off the first screen. The group is unread while any member is; opening it marks every
 * unread member read (each its own read mark, so the badge and the server's count stay exact)
 * and shows the Achievements tab, where each one is its own row again.
 */
import { ACHIEVEMENT_TITLE_PREFIX } from "#domain/notifications/texts";
import type { ShownNotification } from "./overlay";

export type ListEntry =
  { kind: "one"; item: ShownNotification } | { kind: "achievements"; items: ShownNotification[] };

const isAchievement = (n: ShownNotification) => n.notification_type === "achievement_earned";

/** The list's rows in order: each run of 2+ achievements one group, everything else itself. */
export function groupAchievements(items: readonly ShownNotification[]): ListEntry[] {
  const entries: ListEntry[] = [];
  let run: ShownNotification[] = [];
  const flush = () => {
    if (run.length === 1) entries.push({ kind: "one", item: run[0]! });
    else if (run.length > 1) entries.push({ kind: "achievements", items: run });
    run = [];
  };
  for (const item of items) {
    if (isAchievement(item)) run.push(item);
    else {
      flush();
      entries.push({ kind: "one", item });
    }
  }
  flush();
  return entries;
}

/** "You earned 3 achievements". */
export const groupTitle = (count: number) => `You earned ${count} achievements`;

/** "Town Crier, League Hopper and Commissioner", "A, B, C and 2 more" (newest first). */
export function groupNames(items: readonly ShownNotification[], shown = 3): string {
  const names = items.map((n) =>
    n.title.startsWith(ACHIEVEMENT_TITLE_PREFIX)
      ? n.title.slice(ACHIEVEMENT_TITLE_PREFIX.length)
      : n.title,
  );
  if (names.length <= shown) {
    const last = names.pop()!;
    return names.length ? `${names.join(", ")} and ${last}` : last;
  }
  return `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
}

/** The members still unread: what opening the group marks read. */
export const unreadMembers = (items: readonly ShownNotification[]) =>
  items.filter((n) => !n.is_read);
