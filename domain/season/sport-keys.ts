/**
 * The sports' keys (sports.key), alone in this file so boot code can name a sport without loading
 * the calendars (see calendars.ts, which re-exports them).
 */
export const NCAA_FOOTBALL_KEY = "ncaa-football";
export const NFL_KEY = "nfl";
export const NBA_KEY = "nba";
export const NHL_KEY = "nhl";
export const MLB_KEY = "mlb";
export const SOCCER_KEY = "soccer";
