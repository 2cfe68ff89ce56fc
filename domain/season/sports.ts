/** The sports the scores ticker offers (spec 000), without the season contract's schemas. */
export const TICKER_SPORTS = [
  "ncaa-football",
  "nfl",
  "nba",
  "ncaa-basketball",
  "mlb",
  "nhl",
] as const;
export type TickerSport = (typeof TICKER_SPORTS)[number];
