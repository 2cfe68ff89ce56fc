/**
 * How the profile page's lower cards sort, filter and word what the server answered (spec 000
 * sections 2, 4 and 5; issue 13): the board's tabs, Recent Picks, the Stats card. Pure, so the
 * rules are tested without a browser.
 */
import type { ProfileMessage, ProfilePick, ProfilePickStatus } from "#domain/social/contract";

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

export type { ThresholdOperator } from "#domain/stats/records";
import type { ThresholdOperator } from "#domain/stats/records";
import { thresholdNumber } from "#domain/stats/contract";

export interface Threshold {
  /** As typed (the field keeps what the fan types). */
  value: string;
  op: ThresholdOperator;
}

/** The custom records' thresholds as the profile query sends them. */
export interface StatsQuery {
  spread_threshold: string;
  spread_operator: ThresholdOperator;
  total_threshold: string;
  total_operator: ThresholdOperator;
}

/** The query for custom thresholds, or undefined for the defaults (the profile's own answer). */
export function statsQueryOf(
  spread: Threshold,
  total: Threshold,
  defaults: { spread: number; total: number },
): StatsQuery | undefined {
  const s = thresholdNumber(spread.value);
  const t = thresholdNumber(total.value);
  if (s === defaults.spread && t === defaults.total && spread.op === "gte" && total.op === "gte")
    return undefined;
  return {
    spread_threshold: String(s),
    spread_operator: spread.op,
    total_threshold: String(t),
    total_operator: total.op,
  };
}

/** A percentage with one decimal: '62.5%'. */
export const percentText = (value: number) => `${(Number.isFinite(value) ? value : 0).toFixed(1)}%`;
