/**
 * The pick texts only the Worker says (the pick road's 400/403/404 answers): kept out of
 * rules.ts's PICK_TEXTS, which the sportsbook's first visit downloads whole.
 */
export const SERVER_PICK_TEXTS = {
  gameNotInLeague: (league: string) => `This game is not part of league "${league}"'s season`,
  kickedOff: "Game kicked off before your pick synced",
  /** The league's commissioner voided the game for this league (issue 48). */
  gameVoided: "This game was voided in this league: it takes no picks",
  pickNotFound: "Pick not found",
  notMember: "You are not a member of this league",
  drawIsMoneyline: "A draw is a moneyline pick with no team",
  notOnCard: (league: string) => `This game is not on league "${league}"'s bowl card yet`,
} as const;
