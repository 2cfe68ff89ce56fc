/**
 * Survivor pools (issue 47, docs/decisions/0407-survivor-and-auto-pick.md): each week a fan picks
 * one team; a loss costs a life; a team is used once a season; the last fan alive wins. The rules
 * here are pure: the server's routes and grading (worker/survivor/) feed them rows.
 */
import { gradeMoneyline, gradeSpread } from "../grading/grade-pick";
import type { SurvivorPickType, SurvivorPushRule } from "../leagues/enums";

export type SurvivorResult = "win" | "loss" | "push";

export const SURVIVOR_TEXTS = {
  usedTeam: (team: string) => `You already used ${team} this season`,
  notInWeek: "This game is not in that week",
  notPlaying: "This team does not play in this game",
  kickedOff: "This game has kicked off",
  pickKickedOff: "Your pick for this week has kicked off; it can no longer be changed",
  noLine: "This game has no line yet, so it cannot be picked against the spread",
  eliminated: "You are out of this survivor pool",
  notWeek: "This week is not a week of the survivor pool",
  notSurvivor: "This league is not a survivor league",
  useSurvivorPick: "A survivor league's pick is made with the survivor pick",
} as const;

/** A member's row of one week: a pick, or a missed week (game_id null, graded a loss). */
export interface SurvivorPickRow {
  user_id: number;
  week: number;
  game_id: number | null;
  team_id: number | null;
  result: SurvivorResult | null;
}

/** The teams a member has used, except in `exceptWeek` (the week being picked again). */
export function usedTeams(picks: readonly SurvivorPickRow[], exceptWeek: number): Set<number> {
  const used = new Set<number>();
  for (const p of picks) if (p.week !== exceptWeek && p.team_id !== null) used.add(p.team_id);
  return used;
}

/** Why a pick of `teamId` in `game` for `week` is refused, under its field; null when allowed. */
export function checkSurvivorPick(input: {
  week: number;
  teamId: number;
  game: { week: number; home_team_id: number; away_team_id: number; open: boolean };
  used: ReadonlySet<number>;
  teamName: string;
}): { field: "game_id" | "team_id"; message: string } | null {
  const { game } = input;
  if (game.week !== input.week) return { field: "game_id", message: SURVIVOR_TEXTS.notInWeek };
  if (input.teamId !== game.home_team_id && input.teamId !== game.away_team_id)
    return { field: "team_id", message: SURVIVOR_TEXTS.notPlaying };
  if (!game.open) return { field: "game_id", message: SURVIVOR_TEXTS.kickedOff };
  if (input.used.has(input.teamId))
    return { field: "team_id", message: SURVIVOR_TEXTS.usedTeam(input.teamName) };
  return null;
}

/**
 * A picked team's result: straight up it must win (a tie pushes); against the spread it must
 * cover the line stored at pick time (exactly the line pushes). A void game pushes.
 */
export function survivorResult(input: {
  pickType: SurvivorPickType;
  status: "final" | "void";
  teamScore: number | null;
  otherScore: number | null;
  spreadAtPick: number | null;
}): SurvivorResult {
  const { teamScore, otherScore } = input;
  if (input.status === "void" || teamScore === null || otherScore === null) return "push";
  const graded =
    input.pickType === "spread"
      ? gradeSpread(teamScore, otherScore, input.spreadAtPick ?? 0)
      : gradeMoneyline(teamScore, otherScore);
  return graded === "void" ? "push" : graded;
}

/** Whether a graded result costs a life: a loss, and a push when the league says it loses. */
export const costsLife = (result: SurvivorResult | null, push: SurvivorPushRule) =>
  result === "loss" || (result === "push" && push === "lose");

export interface SurvivorStatus {
  user_id: number;
  status: "alive" | "eliminated";
  lives_left: number;
  weeks_survived: number;
  eliminated_week: number | null;
}

/**
 * Every member's standing after the graded weeks, in week order. A week costs a member alive at
 * its start a life when its result does, unless the week is all-out (every fan alive at its start
 * went out that week: then nobody loses a life). At 0 lives the member is out in that week; each
 * graded week a member comes through alive counts as a week survived.
 */
export function survivorStatuses(input: {
  members: readonly number[];
  lives: number;
  push: SurvivorPushRule;
  weeks: readonly { week: number; all_out: boolean }[];
  picks: readonly SurvivorPickRow[];
}): Map<number, SurvivorStatus> {
  const out = new Map<number, SurvivorStatus>();
  for (const id of input.members)
    out.set(id, {
      user_id: id,
      status: "alive",
      lives_left: input.lives,
      weeks_survived: 0,
      eliminated_week: null,
    });
  const byKey = new Map(input.picks.map((p) => [`${p.user_id}:${p.week}`, p]));
  for (const { week, all_out } of [...input.weeks].sort((a, b) => a.week - b.week)) {
    for (const s of out.values()) {
      if (s.status !== "alive") continue;
      const pick = byKey.get(`${s.user_id}:${week}`);
      // A week graded before the member joined (no row) is neither survived nor lost.
      if (!pick) continue;
      if (!all_out && costsLife(pick.result, input.push)) s.lives_left -= 1;
      if (s.lives_left <= 0) {
        s.lives_left = 0;
        s.status = "eliminated";
        s.eliminated_week = week;
      } else s.weeks_survived += 1;
    }
  }
  return out;
}

/**
 * The all-out rule: a week is all-out when every member alive at its start who played it would
 * lose their last life in it. Then nobody is eliminated that week and their lives stay.
 */
export function isAllOut(
  aliveAtStart: readonly SurvivorStatus[],
  results: ReadonlyMap<number, SurvivorResult>,
  push: SurvivorPushRule,
): boolean {
  const playing = aliveAtStart.filter((s) => results.has(s.user_id));
  return (
    playing.length > 0 &&
    playing.every((s) => s.lives_left === 1 && costsLife(results.get(s.user_id)!, push))
  );
}

/** Survivor standings order: alive first, then more weeks survived, then more lives left. */
export function compareSurvivors(a: SurvivorStatus, b: SurvivorStatus): number {
  if (a.status !== b.status) return a.status === "alive" ? -1 : 1;
  if (a.weeks_survived !== b.weeks_survived) return b.weeks_survived - a.weeks_survived;
  return b.lives_left - a.lives_left;
}
