/**
 * How the profile page's lower cards sort, filter and word what the server answered (spec 000
 * sections 2, 4 and 5; issue 13): the board's tabs, Recent Picks, the Stats card. Pure, so the
 * rules are tested without a browser.
 */
import type { ProfileMessage, ProfilePick, ProfilePickStatus } from "#domain/social/contract";
import { isDefaultQuery, thresholdQuery, type TypedThreshold } from "#domain/stats/thresholds";

// ---- the profile's board ----

export type MessageTab = "all" | "direct" | "leagues";

/** The board's tabs filter the one answer on the phone (All, Direct, Leagues). */
export function messagesForTab(
  messages: readonly ProfileMessage[],
  tab: MessageTab,
): ProfileMessage[] {
  if (tab === "all") return [...messages];
  const type = tab === "direct" ? "direct" : "league_message";
  return messages.filter((m) => m.type === type);
}

// ---- recent picks ----

export interface PickGroup {
  status: ProfilePickStatus;
  title: string;
  picks: ProfilePick[];
}

const GROUPS: { status: ProfilePickStatus; title: string; order: 1 | -1 }[] = [
  { status: "upcoming", title: "Upcoming Games", order: 1 },
  { status: "in_progress", title: "Live Games", order: 1 },
  { status: "completed", title: "Completed Games", order: -1 },
];

/**
 * Recent Picks by game state: Upcoming (soonest first), Live, Completed (latest first). Groups
 * with no picks are left out.
 */
export function groupPicks(picks: readonly ProfilePick[]): PickGroup[] {
  return GROUPS.map(({ status, title, order }) => ({
    status,
    title,
    picks: picks
      .filter((p) => p.status === status)
      .sort(
        (a, b) =>
          order * (Date.parse(a.game_date) - Date.parse(b.game_date)) || order * (a.id - b.id),
      ),
  })).filter((g) => g.picks.length > 0);
}

// ---- stats ----

/** The query for custom thresholds, or undefined for the defaults (the profile's own answer). */
export function statsQueryOf(spread: TypedThreshold, total: TypedThreshold) {
  const q = thresholdQuery(spread, total);
  return isDefaultQuery(q) ? undefined : q;
}
