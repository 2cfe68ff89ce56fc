/** How board text is shown (spec 002 section 4); times are web/lib/format.ts relativeTime. */
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
