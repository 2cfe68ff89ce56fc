/**
 * The words of a survivor league's settings (issue 47, ADR 0407): the one sentence Create League
 * and Edit League show under each choice, and the Rules panel's lines. Pure; survivor-text.test.ts.
 */
import {
  POOL_FORMAT_SENTENCES,
  SURVIVOR_PICK_TYPE_SENTENCES,
  SURVIVOR_PUSH_SENTENCES,
  type SurvivorPickType,
  type SurvivorPushRule,
} from "#domain/leagues/enums";

/** "1 life", "2 lives". */
export const livesLabel = (n: number) => `${n} ${n === 1 ? "life" : "lives"}`;

/** What the league's lives mean, in one sentence. */
export function livesSentence(n: number): string {
  if (n <= 1) return "One life: your first loss puts you out.";
  return `${livesLabel(n)}: a loss costs a life; with 0 left you are out.`;
}

export interface SurvivorRules {
  survivor_lives?: number;
  survivor_pick_type?: SurvivorPickType;
  survivor_push?: SurvivorPushRule;
}

/**
 * The Rules panel of a survivor league: how it plays, its lives, what its pick must do and what a
 * tie or a push does (an answer cached before issue 47 has none of them: the defaults).
 */
export function survivorRuleRows(league: SurvivorRules): Array<[string, string]> {
  return [
    ["Scoring", POOL_FORMAT_SENTENCES.survivor],
    ["Lives", livesSentence(league.survivor_lives ?? 1)],
    ["Pick", SURVIVOR_PICK_TYPE_SENTENCES[league.survivor_pick_type ?? "straight_up"]],
    ["Tie or Push", SURVIVOR_PUSH_SENTENCES[league.survivor_push ?? "survive"]],
    ["Pick Deadline", "Your team's kickoff; you can change your pick until then."],
    ["Picks Visible", "Another member's pick shows once its game kicks off."],
  ];
}
