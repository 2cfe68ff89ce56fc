/**
 * A survivor league's live week (issue 48, docs/decisions/0409-live-leaderboard-updates.md): each
 * member `alive`, `at_risk` or `out` while the week's games are played. Pure, like the rules it
 * builds on (./rules.ts), so a phone can run it on its own copy for a what-if.
 *
 * Decided in this order, from the standing at the week's start (the graded weeks before it):
 * 1. Out before the week → `out`.
 * 2. The week's pick graded → `out` when it cost the last life (and the week is not all-out),
 *    else `alive`.
 * 3. Its game final or void, not graded yet → the result as grading will see it
 *    (`survivorResult`): `out` when it costs the last life, else `alive`. The all-out rule is
 *    only decided by grading (it needs every member's result); should the week end all-out, the
 *    rows go back to `alive` when it is graded.
 * 4. Its game live → `at_risk` when the team, as it stands, would cost a life (losing, or not
 *    covering against the spread; a push when pushes lose), or the member is on the last life.
 * 5. Its game not started, or no pick yet → `at_risk` on the last life (a missed week is a loss),
 *    else `alive`.
 * Points are weeks survived (a week counts once graded); points still possible add this week
 * while it is not graded and the member is not out; a member who is out cannot win.
 */
import type { SurvivorPickType, SurvivorPushRule } from "../leagues/enums";
import { costsLife, survivorResult, type SurvivorResult, type SurvivorStatus } from "./rules";

export type SurvivorLiveStatus = "alive" | "at_risk" | "out";

export interface SurvivorLiveGame {
  id: number;
  status: string;
  home_team_id: number;
  away_team_id: number;
  home_score: number | null;
  away_score: number | null;
}

export interface SurvivorLivePick {
  user_id: number;
  game_id: number | null;
  team_id: number | null;
  spread_at_pick: number | null;
  /** The graded result; null until graded (a what-if passes the tapped outcome). */
  result: SurvivorResult | null;
}

export interface SurvivorLiveRow {
  user_id: number;
  username: string;
  status: SurvivorLiveStatus;
  lives_left: number;
  points: number;
  points_possible: number;
  rank: number;
  can_still_win: boolean;
}

/** The result of a pick's game as it stands now (null: not started, or no pick). */
function asItStands(
  pick: SurvivorLivePick | undefined,
  game: SurvivorLiveGame | undefined,
  pickType: SurvivorPickType,
): { result: SurvivorResult; final: boolean } | null {
  if (!pick || !game || pick.team_id === null) return null;
  const final = game.status === "final" || game.status === "void";
  if (!final && game.status !== "live") return null;
  const home = pick.team_id === game.home_team_id;
  const result = survivorResult({
    pickType,
    status: game.status === "void" ? "void" : "final",
    teamScore: (home ? game.home_score : game.away_score) ?? 0,
    otherScore: (home ? game.away_score : game.home_score) ?? 0,
    spreadAtPick: pick.spread_at_pick,
  });
  return { result, final };
}

const byName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y ? 0 : x < y ? -1 : 1;
};

const ORDER: Record<SurvivorLiveStatus, number> = { alive: 0, at_risk: 1, out: 2 };

export function survivorLiveRows(input: {
  /** Every member's standing after the graded weeks before this one (`survivorStatuses`). */
  before: readonly (SurvivorStatus & { username: string })[];
  picks: readonly SurvivorLivePick[];
  games: readonly SurvivorLiveGame[];
  pickType: SurvivorPickType;
  push: SurvivorPushRule;
  /** The week as graded: null while it is not, else whether it was all-out. */
  graded: { all_out: boolean } | null;
}): SurvivorLiveRow[] {
  const picks = new Map(input.picks.map((p) => [p.user_id, p]));
  const games = new Map(input.games.map((g) => [g.id, g]));
  const rows = input.before.map((s) => {
    const pick = picks.get(s.user_id);
    let status: SurvivorLiveStatus = "alive";
    let lives = s.lives_left;
    let survived = s.weeks_survived;
    const lastLife = lives <= 1;
    if (s.status === "eliminated") status = "out";
    else if (input.graded && pick) {
      // A graded week without a row (joined later) is neither survived nor lost.
      const lost = !input.graded.all_out && costsLife(pick.result, input.push);
      if (lost) lives -= 1;
      if (lives <= 0) status = "out";
      else survived += 1;
    } else {
      const now = asItStands(pick, games.get(pick?.game_id ?? -1), input.pickType);
      const costs = now !== null && costsLife(now.result, input.push);
      if (now?.final) {
        if (costs) lives -= 1;
        status = lives <= 0 ? "out" : "alive";
      } else if (costs || lastLife) status = "at_risk";
    }
    const open = input.graded === null && status !== "out";
    return {
      user_id: s.user_id,
      username: s.username,
      status,
      lives_left: Math.max(lives, 0),
      points: survived,
      points_possible: survived + (open ? 1 : 0),
      rank: 0,
      can_still_win: status !== "out",
    };
  });
  return rankSurvivorRows(rows);
}

/**
 * The live week's order, ranks written in place: alive, then at risk, then out; then weeks
 * survived, lives left, username. A phone's what-if re-ranks its rows with it.
 */
export function rankSurvivorRows<
  R extends Pick<SurvivorLiveRow, "user_id" | "username" | "points" | "rank"> & {
    status: SurvivorLiveStatus;
    lives_left: number;
  },
>(rows: R[]): R[] {
  rows.sort(
    (a, b) =>
      ORDER[a.status] - ORDER[b.status] ||
      b.points - a.points ||
      b.lives_left - a.lives_left ||
      byName(a.username, b.username) ||
      a.user_id - b.user_id,
  );
  rows.forEach((r, i) => (r.rank = i + 1));
  return rows;
}
