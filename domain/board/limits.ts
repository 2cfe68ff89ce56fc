/** The board's limits (spec 002 section 9), without the request schemas (no valibot on screens that only need these). */
export const BOARD_LIMITS = {
  /** Message and reply length (characters). */
  contentMax: 1000,
  /** Messages longer than this are shortened with Show more / Show less. */
  truncateAt: 200,
  /** Mention picker suggestions. */
  suggestionsMax: 8,
  /** A vote is sent this long after the last tap on the item. */
  voteDelayMs: 2000,
  /** A notification's target stays highlighted this long. */
  targetHighlightMs: 3000,
  scrollRetries: 3,
  scrollRetryMs: 200,
  /** Messages per page (newest first). */
  pageSize: 20,
  searchMax: 200,
} as const;
