/**
 * The words of a survivor league's settings (issue 47, ADR 0407): the one sentence Create League
 * and Edit League show under each choice, and the Rules panel's lines. Pure; survivor-text.test.ts.
 */
import {
  POOL_FORMAT_SENTENCES,
  SURVIVOR_PICK_TYPE_LABELS,
  SURVIVOR_PICK_TYPE_SENTENCES,
  SURVIVOR_PUSH_SENTENCES,
  type SurvivorPickType,
  type SurvivorPushRule,
} from "#domain/leagues/enums";
import { livesLabel } from "#domain/leagues/enums";

/** What the league's lives mean, in one sentence. */
export function livesSentence(n: number): string {
  if (n <= 1) return "One life: your first loss puts you out.";
  return `${livesLabel(n)}: a loss costs a life; with 0 left you are out.`;
}

/** "Straight up: your team must win." (the card shows the label and the sentence apart). */
export function pickTypeSentence(type: SurvivorPickType): string {
  const sentence = SURVIVOR_PICK_TYPE_SENTENCES[type];
  return `${SURVIVOR_PICK_TYPE_LABELS[type]}: ${sentence[0]!.toLowerCase()}${sentence.slice(1)}`;
}

export interface SurvivorRules {
  survivor_lives?: number;
  survivor_pick_type?: SurvivorPickType;
  survivor_push?: SurvivorPushRule;
}

/**
 * A survivor league's three settings in words: its lives, what its pick must do and what a tie or
 * a push does (an answer cached before issue 47 has none of them: the defaults). Edit League
 * shows these once they are frozen.
 */
export const survivorSettingRows = (league: SurvivorRules): Array<[string, string]> => [
  ["Lives", livesSentence(league.survivor_lives ?? 1)],
  ["Pick", pickTypeSentence(league.survivor_pick_type ?? "straight_up")],
  ["Tie or Push", SURVIVOR_PUSH_SENTENCES[league.survivor_push ?? "survive"]],
];

/** The Rules panel of a survivor league: how it plays, its three settings, deadline and privacy. */
export function survivorRuleRows(league: SurvivorRules): Array<[string, string]> {
  return [
    ["Scoring", POOL_FORMAT_SENTENCES.survivor],
    ...survivorSettingRows(league),
    ["Pick Deadline", "Your team's kickoff; you can change your pick until then."],
    ["Picks Visible", "Another member's pick shows once its game kicks off."],
  ];
}
