/**
 * Standings order (ADR 0401): total points descending, then the league's primary and secondary
 * tiebreakers, then username (case-insensitive, A before Z). Every tiebreaker below is a comparator
 * over graded totals; "better" sorts first. One module, used by the Worker and by tests.
 */
import type { Tiebreaker } from "./enums";

export interface StandingTotals {
  user_id: number;
  username: string;
  total_points: number;
  /** Graded picks that counted (wins + losses + pushes; voids excluded). */
  total_picks: number;
  correct_picks: number;
  wins: number;
  losses: number;
  pushes: number;
  lock_total: number;
  lock_correct: number;
  odds_sum: number;
  odds_count: number;
  /** Points per week, keyed by week number. */
  weekly: Record<number, number>;
  /**
   * Sum of |guess − real total| over the weeks whose tiebreaker game is final (a missing guess
   * counts 200); null before any such week or in a league without total_guess (ADR 0406).
   */
  guess_diff?: number | null;
}

const ratio = (num: number, den: number) => (den > 0 ? num / den : 0);

export const pickPercentage = (t: StandingTotals) => ratio(t.correct_picks, t.total_picks);
export const lockPercentage = (t: StandingTotals) => ratio(t.lock_correct, t.lock_total);
export const winPercentage = (t: StandingTotals) => ratio(t.wins, t.wins + t.losses);
/** Average American price taken; null with no priced picks. */
export const averageOdds = (t: StandingTotals) =>
  t.odds_count > 0 ? t.odds_sum / t.odds_count : null;

/** FNV-1a over "league:user": a fixed, reproducible draw per league (no Math.random). */
export function randomDraw(leagueId: number, userId: number): number {
  let hash = 0x811c9dc5;
  for (const ch of `${leagueId}:${userId}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Head to head inside a group of tied members: for each pair and each week both scored, the one
 * with more points that week takes the week. A member's score is weeks won minus weeks lost
 * against the others in the group; more is better.
 */
export function headToHeadScores(group: readonly StandingTotals[]): Map<number, number> {
  const scores = new Map<number, number>(group.map((t) => [t.user_id, 0]));
  for (let i = 0; i < group.length; i++) {
    for (let j = i + 1; j < group.length; j++) {
      const a = group[i]!;
      const b = group[j]!;
      let net = 0;
      for (const [week, pa] of Object.entries(a.weekly)) {
        const pb = b.weekly[Number(week)];
        if (pb === undefined) continue;
        if (pa > pb) net += 1;
        else if (pb > pa) net -= 1;
      }
      scores.set(a.user_id, scores.get(a.user_id)! + net);
      scores.set(b.user_id, scores.get(b.user_id)! - net);
    }
  }
  return scores;
}

/** The guess difference as a larger-is-better key: a member without one sorts last. */
const guessKey = (t: StandingTotals) =>
  t.guess_diff == null ? Number.NEGATIVE_INFINITY : -t.guess_diff;

/** Larger value is better for every key; returns a negative number when `a` ranks first. */
function byHigher(a: number | null, b: number | null): number {
  const x = a ?? Number.NEGATIVE_INFINITY;
  const y = b ?? Number.NEGATIVE_INFINITY;
  return x === y ? 0 : x > y ? -1 : 1;
}

export function compareByTiebreaker(
  tiebreaker: Tiebreaker | string,
  a: StandingTotals,
  b: StandingTotals,
  context: { leagueId: number; headToHead?: Map<number, number> },
): number {
  switch (tiebreaker) {
    case "pick_percentage":
      return byHigher(pickPercentage(a), pickPercentage(b));
    case "lock_percentage":
      return byHigher(lockPercentage(a), lockPercentage(b));
    case "average_odds":
      // Bolder prices win the tie: +150 beats -110 (ADR 0401).
      return byHigher(averageOdds(a), averageOdds(b));
    case "head_to_head": {
      const h = context.headToHead;
      if (!h) return 0;
      return byHigher(h.get(a.user_id) ?? 0, h.get(b.user_id) ?? 0);
    }
    case "total_points":
      // Points are already the first key; this compares correct picks without the lock bonus.
      return byHigher(a.correct_picks, b.correct_picks);
    case "win_percentage":
      return byHigher(winPercentage(a), winPercentage(b));
    case "total_guess":
      // Smaller difference is better, a member without one last.
      return byHigher(guessKey(a), guessKey(b));
    case "random": {
      const x = randomDraw(context.leagueId, a.user_id);
      const y = randomDraw(context.leagueId, b.user_id);
      return x === y ? 0 : x < y ? -1 : 1;
    }
    default:
      return 0;
  }
}

/**
 * One number per tiebreaker where larger is better (the same order `compareByTiebreaker` gives),
 * computed once per member so sorting 10,000 members compares numbers only.
 */
function tiebreakerKey(
  tiebreaker: string,
  t: StandingTotals,
  context: { leagueId: number; headToHead?: Map<number, number> },
): number {
  switch (tiebreaker) {
    case "pick_percentage":
      return pickPercentage(t);
    case "lock_percentage":
      return lockPercentage(t);
    case "average_odds":
      return averageOdds(t) ?? Number.NEGATIVE_INFINITY;
    case "head_to_head":
      return context.headToHead?.get(t.user_id) ?? 0;
    case "total_points":
      return t.correct_picks;
    case "win_percentage":
      return winPercentage(t);
    case "total_guess":
      return guessKey(t);
    case "random":
      return -randomDraw(context.leagueId, t.user_id);
    default:
      return 0;
  }
}

/**
 * Sorts the members of one league. Head to head is computed per group of members tied on points,
 * so it only ever compares people who are actually tied.
 */
export function sortStandings<T extends StandingTotals>(
  rows: readonly T[],
  league: { id: number; primary_tiebreaker: string; secondary_tiebreaker: string },
): T[] {
  const usesH2H =
    league.primary_tiebreaker === "head_to_head" || league.secondary_tiebreaker === "head_to_head";
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.total_points);
    if (list) list.push(row);
    else groups.set(row.total_points, [row]);
  }
  const out: T[] = [];
  for (const points of [...groups.keys()].sort((a, b) => b - a)) {
    const group = groups.get(points)!;
    if (group.length === 1) {
      out.push(group[0]!);
      continue;
    }
    const context = {
      leagueId: league.id,
      headToHead: usesH2H ? headToHeadScores(group) : undefined,
    };
    const keyed = group.map((row) => ({
      row,
      first: tiebreakerKey(league.primary_tiebreaker, row, context),
      second: tiebreakerKey(league.secondary_tiebreaker, row, context),
      name: row.username.toLowerCase(),
    }));
    keyed.sort((a, b) => {
      if (a.first !== b.first) return a.first > b.first ? -1 : 1;
      if (a.second !== b.second) return a.second > b.second ? -1 : 1;
      if (a.name !== b.name) return a.name < b.name ? -1 : 1;
      return a.row.user_id - b.row.user_id;
    });
    for (const k of keyed) out.push(k.row);
  }
  return out;
}

/** 'wins-losses' and 'correct/total' texts of the standing row. */
export const pickRatioText = (t: StandingTotals) => `${t.correct_picks}-${t.losses}`;
export const lockRatioText = (t: StandingTotals) => `${t.lock_correct}/${t.lock_total}`;
