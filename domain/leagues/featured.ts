/**
 * The featured public league a newly verified fan is offered to join in one tap (issue 43): the
 * demo seed creates it (scripts/seed-demo-leagues.ts), the verify screen looks it up among the
 * public leagues by this name, and POST /api/leagues/join/ decides, as for any public league,
 * whether the fan may join.
 */
export const FEATURED_LEAGUE_NAME = "Saturday Showdown";
