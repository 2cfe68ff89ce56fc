/**
 * The words of a league's auto-pick setting (issue 47, ADR 0407): the one sentence Create League
 * and Edit League show under the choice, and the Rules panel's line. Pure; auto-pick-text.test.ts.
 */
import {
  AUTO_PICK_LABELS,
  AUTO_PICK_LIMIT_MAX,
  type AutoPickMode,
} from "#domain/leagues/auto-pick-settings";

const weeks = (n: number) => `${n} week${n === 1 ? "" : "s"}`;

/** What auto-pick does, under the choice: the limit as typed (blank or out of range: "a few"). */
export function autoPickSentence(mode: AutoPickMode, limit: string | number): string {
  if (mode === "off") return "Off: a member with no pick by the deadline has no picks that week.";
  const n = Number(limit);
  const valid = String(limit).trim() !== "" && Number.isInteger(n) && n >= 0;
  const most = valid && n <= AUTO_PICK_LIMIT_MAX ? weeks(n) : "a few weeks";
  return `If a member has made no pick by the deadline, we pick for them — at most ${most} a season.`;
}

/** The Rules panel's value: "Off", or "Favorites, at most 3 weeks a season per member". */
export function autoPickRule(mode: AutoPickMode, limit: number): string {
  if (mode === "off" || limit <= 0) return "Off";
  return `${AUTO_PICK_LABELS[mode]}, at most ${weeks(limit)} a season per member`;
}
