/**
 * The commissioner's nudge (issue 48, ADR 0410): one push and in-app notification to every active
 * member whose week is not complete (the who-has-not-picked rule of the weekly picks answer), at
 * most once per league and week, with the week's deadline in the text. The Worker validates the
 * body with `NudgeSchema` (worker/notifications/nudge-routes.ts) and answers `NudgeResponse`; the
 * weekly picks answer carries `NudgeFacts` for the commissioner only.
 */
import * as v from "valibot";
import { localParts } from "../calendar";
import { LAST_CALENDAR_WEEK } from "../picks/contract";

export const NUDGE_TEXTS = {
  week: `week must be a week number from 0 to ${LAST_CALENDAR_WEEK}`,
  already: (week: string) =>
    `You already nudged this league for ${week}: each member hears once per week.`,
  nobody: (week: string) => `Everyone has made their picks for ${week}: nobody to nudge.`,
  closed: (week: string) => `${week}'s picks are closed: there is nothing left to nudge about.`,
} as const;

export const NudgeSchema = v.object({
  week: v.pipe(
    v.number(NUDGE_TEXTS.week),
    v.integer(NUDGE_TEXTS.week),
    v.minValue(0, NUDGE_TEXTS.week),
    v.maxValue(LAST_CALENDAR_WEEK, NUDGE_TEXTS.week),
  ),
});
export type NudgeInput = v.InferOutput<typeof NudgeSchema>;

/** POST /api/leagues/{id}/nudge/ → 201: how many members were nudged, and the deadline named. */
export interface NudgeResponse {
  week: number;
  nudged: number;
  deadline: string;
}

/**
 * The commissioner's part of the weekly picks answer: how many active members can be reached by
 * push (a count, never who), and when this week was nudged (null: not yet).
 */
export interface NudgeFacts {
  members: number;
  push_members: number;
  nudged_at: string | null;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** An instant as the league's clock reads it: 'Sat 12:00 PM ET'. */
export function deadlineText(instant: Date): string {
  const p = localParts(instant);
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const minute = String(p.minute).padStart(2, "0");
  return `${WEEKDAYS[p.weekday]} ${hour}:${minute} ${p.hour < 12 ? "AM" : "PM"} ET`;
}

/** The nudge's notification: 'alice nudged you: Week 8 picks for Saturday Showdown are due Sat 12:00 PM ET'. */
export const nudgeCopy = (a: {
  actor: string;
  league: string;
  /** The week's title ('Week 8', 'Bowl Season'). */
  week: string;
  deadline: Date;
  survivor: boolean;
}) => ({
  title: a.survivor ? "Your survivor pick is due" : "Your picks are due",
  message: `${a.actor} nudged you: ${a.week} ${a.survivor ? "survivor pick" : "picks"} for ${
    a.league
  } ${a.survivor ? "is" : "are"} due ${deadlineText(a.deadline)}`,
});
