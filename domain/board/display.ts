/** How board text and times are shown (spec 002 section 4, spec 001 section 4). */
import { BOARD_LIMITS } from "./limits";

/**
 * The shortened text of a long message: up to the first sentence end before the limit, else the
 * limit's characters plus an ellipsis. Null when the text is short enough to show whole.
 */
export function shortenedText(
  text: string,
  limit: number = BOARD_LIMITS.truncateAt,
): string | null {
  if (text.length <= limit) return null;
  const head = text.slice(0, limit);
  const sentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(head);
  if (sentence && sentence[0].trim().length > 0) return sentence[0];
  return `${head.trimEnd()}…`;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** 'Just now' under an hour, 'Nh ago' under a day, 'Nd ago' under a week, else the date. */
export function relativeTime(iso: string, now: Date): string {
  const at = new Date(iso);
  const age = now.getTime() - at.getTime();
  if (age < HOUR) return "Just now";
  if (age < DAY) return `${Math.floor(age / HOUR)}h ago`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)}d ago`;
  return at.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}
