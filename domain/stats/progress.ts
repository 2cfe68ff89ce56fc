/**
 * The dashboard's progress charts (issue 15, ADR 1501): in one league, the user's points in each
 * graded week, the running total and the rank by running total after that week among the league's
 * active members (competition ranking: equal totals share a place, the next place is skipped).
 */
import type { ProgressWeek } from "./contract";

/** Week → points, from league_member_totals.weekly ("week:points,...", migration 0011). */
export function parseWeekly(text: string | null | undefined): Map<number, number> {
  const out = new Map<number, number>();
  if (!text) return out;
  for (const part of text.split(",")) {
    const colon = part.indexOf(":");
    if (colon > 0) out.set(Number(part.slice(0, colon)), Number(part.slice(colon + 1)));
  }
  return out;
}

/**
 * `mine` and every active member's weekly points (`members` includes the user; a member without
 * graded weeks is an empty map). The weeks are those graded for any member, oldest first.
 */
export function leagueProgress(
  mine: ReadonlyMap<number, number>,
  members: readonly ReadonlyMap<number, number>[],
): ProgressWeek[] {
  const seen = new Set<number>();
  for (const m of members) for (const w of m.keys()) seen.add(w);
  const weeks = [...seen].sort((a, b) => a - b);
  const myTotals: number[] = [];
  let run = 0;
  for (const w of weeks) myTotals.push((run += mine.get(w) ?? 0));
  // ahead[i]: members whose running total after weeks[i] is above the user's.
  const ahead = new Array<number>(weeks.length).fill(0);
  for (const m of members) {
    let total = 0;
    for (let i = 0; i < weeks.length; i++) {
      total += m.get(weeks[i]!) ?? 0;
      if (total > myTotals[i]!) ahead[i]! += 1;
    }
  }
  return weeks.map((week, i) => ({
    week,
    points: mine.get(week) ?? 0,
    total_points: myTotals[i]!,
    rank: ahead[i]! + 1,
    members: members.length,
  }));
}
