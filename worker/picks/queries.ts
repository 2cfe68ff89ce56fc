/**
 * What the picks area offers other areas (lint: they import queries.ts and events.ts only): the
 * pick reads and their one serialiser (./pick-rows.ts), the pool week and bowl card reads, and the
 * week's submission as a member makes it (./submit-week.ts), which the commissioner's entered
 * pick reuses. Files of this area import those files directly, never this one (no import circle).
 */
export * from "./pick-rows";
/** The sportsbook's pool week of each confidence or total_guess league (./pool-week.ts). */
export { poolWeek, withPoolWeeks } from "./pool-week";
/** The pick splits of a week's submitted picks (./splits.ts). */
export { splitsOfPicks } from "./splits";
/** The games on a bowl pool's card now (./bowl-card.ts). */
export { bowlCardGameIds } from "./bowl-card";
export { submitWeekPicks, type WeekSubmission } from "./submit-week";
/** The weekly picks answer, for the commissioner's nudge (./weekly-picks.ts). */
export { weeklyPicksAnswer } from "./weekly-picks";
