/**
 * Names of bets and game portions. The client speaks pick types (`total`, `player_prop`), leagues
 * store bet types (`over_under`, `player_props`); these maps are the one place they meet.
 */

/** Pick types as stored on a pick (and sent in submit_picks). */
export const PICK_TYPES = [
  "spread",
  "moneyline",
  "over_under",
  "player_prop",
  "team_prop",
] as const;
export type PickType = (typeof PICK_TYPES)[number];

/** Bet types as a league lists them (allowed_bet_types). */
export const BET_TYPES = [
  "spread",
  "over_under",
  "moneyline",
  "team_props",
  "player_props",
] as const;
export type BetType = (typeof BET_TYPES)[number];

/** Portions the sportsbook offers. */
export const GAME_PORTIONS = [
  "full_game",
  "first_half",
  "second_half",
  "first_quarter",
  "fourth_quarter",
] as const;
export type GamePortion = (typeof GAME_PORTIONS)[number];

/** Portion groups of the filters and of a league's allowed_game_portions. */
export const PORTION_GROUPS = ["full_game", "half_game", "quarter_game"] as const;
export type PortionGroup = (typeof PORTION_GROUPS)[number];

export type PickSide = "home" | "away" | "over" | "under";

const CLIENT_TO_LEAGUE: Record<string, BetType> = {
  spread: "spread",
  moneyline: "moneyline",
  total: "over_under",
  over_under: "over_under",
  player_prop: "player_props",
  player_props: "player_props",
  team_prop: "team_props",
  team_props: "team_props",
};

/** total → over_under, player_prop → player_props, team_prop → team_props (others unchanged). */
export function toLeagueBetType(name: string): BetType | null {
  return CLIENT_TO_LEAGUE[name] ?? null;
}

const LEAGUE_TO_CLIENT: Record<BetType, string> = {
  spread: "spread",
  moneyline: "moneyline",
  over_under: "total",
  player_props: "player_prop",
  team_props: "team_prop",
};

/** over_under → total, player_props → player_prop, team_props → team_prop. */
export function toClientBetType(bet: BetType): string {
  return LEAGUE_TO_CLIENT[bet];
}

/** The stored pick type of a league bet type (over_under stays, props lose their plural). */
export function pickTypeOf(bet: BetType): PickType {
  if (bet === "player_props") return "player_prop";
  if (bet === "team_props") return "team_prop";
  return bet;
}

export function betTypeOf(pickType: PickType): BetType {
  return toLeagueBetType(pickType)!;
}

export const BET_TYPE_LABELS: Record<BetType, string> = {
  spread: "Spread",
  over_under: "Over/Under",
  moneyline: "Moneyline",
  team_props: "Team Props",
  player_props: "Player Props",
};

/** Lower-case description used in 'Cannot modify {description} picks ...'. */
export const PICK_TYPE_DESCRIPTIONS: Record<PickType, string> = {
  spread: "spread",
  over_under: "over/under",
  moneyline: "moneyline",
  player_prop: "player prop",
  team_prop: "team prop",
};

export const PORTION_LABELS: Record<GamePortion, string> = {
  full_game: "Full Game",
  first_half: "First Half",
  second_half: "Second Half",
  first_quarter: "1st Quarter",
  fourth_quarter: "4th Quarter",
};

export const PORTION_GROUP_LABELS: Record<PortionGroup, string> = {
  full_game: "Full Game",
  half_game: "Half Game",
  quarter_game: "Quarter Game",
};

export function portionGroupOf(portion: string): PortionGroup | null {
  if (portion === "full_game") return "full_game";
  if (portion === "first_half" || portion === "second_half" || portion === "half_game")
    return "half_game";
  if (
    portion === "first_quarter" ||
    portion === "second_quarter" ||
    portion === "third_quarter" ||
    portion === "fourth_quarter" ||
    portion === "quarter_game"
  )
    return "quarter_game";
  return null;
}

/**
 * Whether a portion is in a list that may name portions (first_half) or groups (half_game).
 * An empty list allows everything; 'all' allows everything.
 */
export function portionListAllows(list: readonly string[], portion: string): boolean {
  if (list.length === 0 || list.includes("all")) return true;
  if (list.includes(portion)) return true;
  const group = portionGroupOf(portion);
  return group !== null && list.includes(group);
}

/** Whether a bet-type list (league or client names) allows a pick type; empty or 'all' allows all. */
export function betListAllows(list: readonly string[], pickType: PickType): boolean {
  if (list.length === 0 || list.includes("all")) return true;
  const bet = betTypeOf(pickType);
  return list.some((name) => toLeagueBetType(name) === bet);
}
