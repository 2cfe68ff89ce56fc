/**
 * Which of the GET /api/leagues/{id}/ answers a screen holds. Kept apart from ./contract.ts, whose
 * request schemas (valibot) a screen that only reads a league should not download.
 */
import type { AnyLeague, LeagueDetail, PublicLeague } from "./contract";

/** The member's full league (with its code and members). */
export const isLeagueDetail = (league: AnyLeague): league is LeagueDetail => "code" in league;
/** Members and anyone looking at a public league see its rules; a private league's card has none. */
export const hasLeagueRules = (league: AnyLeague): league is PublicLeague | LeagueDetail =>
  "allowed_bet_types" in league;
