// Fixed limits of leagues (spec section 9), apart from the enum lists so a screen that needs
// only a limit does not load every option list.
/** Spec 001 section 9. */
export const LEAGUE_LIMITS = {
  codeLength: 8,
  maxNavigableWeek: 18,
  leaderboardScrollAfter: 12,
  headerDropdownMax: 10,
  /** Leagues a dashboard list or carousel shows (spec 000 section 9, "dashboard lists 10"). */
  dashboardListMax: 10,
  defaultPicksRequired: 5,
} as const;
