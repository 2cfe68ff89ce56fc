/**
 * The score columns of a `games` row (totals, then each side's line scores), in one fixed order:
 * the live-scores job writes them, grading reads them.
 */
export const SCORE_COLUMNS = [
  "home_score",
  "away_score",
  "home_q1",
  "home_q2",
  "home_q3",
  "home_q4",
  "home_ot",
  "away_q1",
  "away_q2",
  "away_q3",
  "away_q4",
  "away_ot",
] as const;

export type ScoreColumns = { [column in (typeof SCORE_COLUMNS)[number]]: number | null };
