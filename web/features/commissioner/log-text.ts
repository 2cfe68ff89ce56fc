/**
 * A commissioner's log entry in a fan's words (issue 48): "alice entered 3 picks for bob —
 * reason: phone died", "alice voided TEX @ GA for this league", "alice corrected bob's Week 5 by
 * +2", with the facts that changed underneath ("Week points 10 → 12"). An entered pick the server
 * hides from this reader (its game has not kicked off) is counted, never named.
 */
import type { CommissionerLogEntry, LoggedPick } from "#domain/commissioner/contract";
import { weekTitle, type SportCalendar } from "#domain/season/calendars";

export interface LogEntryText {
  /** What was done, by whom, to whom: 'alice corrected bob's Week 5 by +2'. */
  action: string;
  /** The action and why: '… — reason: stat correction'. */
  sentence: string;
  /** Before and after, where they say something. */
  details: string[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const num = (v: unknown) => (typeof v === "number" ? v : 0);

function weekName(week: unknown, cal: SportCalendar): string {
  if (week === "postseason") return "Postseason";
  return typeof week === "number" ? weekTitle(week, cal) : "";
}

const pickList = (v: unknown): LoggedPick[] => (Array.isArray(v) ? (v as LoggedPick[]) : []);

/** 'TEX -3.5 (lock), Over 52.5 · 1 hidden until kickoff' */
function picksWords(picks: readonly LoggedPick[]): string {
  const shown = picks
    .filter((p) => !p.hidden)
    .map(
      (p) => `${p.pick}${p.is_lock ? " (lock)" : ""}${p.confidence ? ` (${p.confidence})` : ""}`,
    );
  const hidden = picks.length - shown.length;
  return [shown.join(", "), hidden ? `${hidden} hidden until kickoff` : ""]
    .filter(Boolean)
    .join(" · ");
}

export function logEntryText(e: CommissionerLogEntry, cal: SportCalendar): LogEntryText {
  const told = entryText(e, cal);
  return { ...told, sentence: `${told.action} — reason: ${e.reason}` };
}

function entryText(e: CommissionerLogEntry, cal: SportCalendar): Omit<LogEntryText, "sentence"> {
  const who = e.actor_username;
  const target = e.target_username ?? "a member";
  switch (e.action) {
    case "enter_pick": {
      const after = pickList(e.after.picks);
      const before = pickList(e.before.picks);
      const week = weekName(e.after.week, cal);
      return {
        action: `${who} entered ${plural(after.length, "pick")} for ${target}`,
        details: [
          `${week ? `${week}: ` : ""}${picksWords(after)}`,
          ...(before.length ? [`Picks already made: ${plural(before.length, "pick")}`] : []),
        ],
      };
    }
    case "void_game": {
      const game = typeof e.after.game === "string" ? e.after.game : "a game";
      const picks = num(e.before.picks);
      const points = num(e.before.points);
      const week = weekName(e.after.week, cal);
      return {
        action: `${who} voided ${game} for this league`,
        details: [
          [
            week,
            picks
              ? `${plural(picks, "pick")} now score${picks === 1 ? "s" : ""} no points${points ? ` (they had ${plural(points, "point")})` : ""}`
              : "no picks on it",
          ]
            .filter(Boolean)
            .join(" · "),
        ],
      };
    }
    case "adjust_points": {
      const week = weekName(e.after.week, cal);
      return {
        action: `${who} corrected ${target}'s ${week} by ${signed(num(e.after.points))}`,
        details: [`${week} points ${num(e.before.week_points)} → ${num(e.after.week_points)}`],
      };
    }
    default:
      return { action: `${who} made a change`, details: [] };
  }
}
