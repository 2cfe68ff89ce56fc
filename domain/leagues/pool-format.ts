/**
 * Confidence points (issue 46, docs/decisions/0406-confidence-and-bowl-pools.md): every pick of a
 * week is ranked 1 to N, each rank used once, and a correct pick scores its rank. The slip runs
 * these checks to be quick; the server runs them again and its answer wins.
 */

export const CONFIDENCE_MESSAGES = {
  exactly: (n: number) => `A confidence week needs exactly ${n} picks, ranked 1 to ${n}`,
  missing: "Rank this pick",
  notInteger: "A rank must be a whole number",
  range: (n: number) => `Ranks go from 1 to ${n}`,
  repeated: (rank: number) => `Rank ${rank} is used twice`,
  taken: (rank: number) => `Rank ${rank} is already on a submitted pick`,
  noLocks: "A confidence league has no lock pick",
  rankedTogether:
    "A confidence league's picks are ranked and submitted together, from the pick slip",
  guessRequired: "Enter your total-points tiebreaker guess",
  guessRange: "The tiebreaker guess must be a whole number from 0 to 200",
  guessLocked: "The tiebreaker game has kicked off",
} as const;

export const TIEBREAKER_GUESS_MAX = 200;

/** A refusal: of the pick at `index`, or of the submission as a whole (`index` null). */
export interface ConfidenceProblem {
  index: number | null;
  message: string;
}

/**
 * The ranks of a submission. A regular week holds exactly `n` picks; the postseason card of a bowl
 * pool (`partial`) may be sent in parts, so it holds at most the ranks still free. Every rank is a
 * whole number from 1 to `n`, used once among the picks and not already on a submitted pick.
 */
export function checkConfidence(input: {
  n: number;
  picks: readonly { confidence?: unknown }[];
  taken: readonly number[];
  partial: boolean;
}): ConfidenceProblem[] {
  const { n, picks, taken, partial } = input;
  const problems: ConfidenceProblem[] = [];
  const tooMany = picks.length > n - (partial ? taken.length : 0);
  if (partial ? tooMany || picks.length === 0 : picks.length !== n)
    problems.push({ index: null, message: CONFIDENCE_MESSAGES.exactly(n) });
  const seen = new Set<number>();
  picks.forEach((pick, index) => {
    const rank = typeof pick.confidence === "string" ? Number(pick.confidence) : pick.confidence;
    let message: string | null = null;
    if (rank === undefined || rank === null || pick.confidence === "")
      message = CONFIDENCE_MESSAGES.missing;
    else if (typeof rank !== "number" || !Number.isInteger(rank))
      message = CONFIDENCE_MESSAGES.notInteger;
    else if (rank < 1 || rank > n) message = CONFIDENCE_MESSAGES.range(n);
    else if (seen.has(rank)) message = CONFIDENCE_MESSAGES.repeated(rank);
    else if (taken.includes(rank)) message = CONFIDENCE_MESSAGES.taken(rank);
    if (typeof rank === "number") seen.add(rank);
    if (message) problems.push({ index, message });
  });
  return problems;
}

/** A tiebreaker guess: a whole number of points from 0 to 200, or the message why not. */
export function checkTiebreakerGuess(guess: unknown): string | null {
  if (guess === undefined || guess === null || guess === "")
    return CONFIDENCE_MESSAGES.guessRequired;
  const value = typeof guess === "string" && /^\d+$/.test(guess) ? Number(guess) : guess;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    return CONFIDENCE_MESSAGES.guessRange;
  }
  return value > TIEBREAKER_GUESS_MAX ? CONFIDENCE_MESSAGES.guessRange : null;
}

/** A graded pick's points: the standard score, times its rank in a confidence league. */
export const scaledPoints = (base: number, confidence: number | null | undefined) =>
  base * (confidence ?? 1);

/**
 * What picks not yet graded can still score: their rank in a confidence league, else 1 (2 for a
 * lock).
 */
export function pointsStillPossible(
  picks: readonly { confidence?: number | null; result: string | null; is_lock?: boolean }[],
): number {
  let sum = 0;
  for (const pick of picks) {
    if (pick.result !== null) continue;
    sum += pick.confidence ?? (pick.is_lock ? 2 : 1);
  }
  return sum;
}
