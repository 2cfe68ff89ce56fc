/**
 * The one vocabulary of picks (issue 44): pick types, bet types, game portions and portion groups,
 * and their labels. The client speaks pick types (`total`, `player_prop`), leagues store bet types
 * (`over_under`, `player_props`); these maps are the one place they meet. Which sport offers which
 * bet types and portions is its calendar's (domain/season/calendars.ts, listed in sports.ts).
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

/** Bet types as a league lists them (allowed_bet_types), in the Create League dialog's order. */
export const BET_TYPES = [
  "spread",
  "over_under",
  "moneyline",
  "player_props",
  "team_props",
] as const;
export type BetType = (typeof BET_TYPES)[number];

/** The single portions a pick is made in and graded by (full game and second half include OT). */
export const GAME_PORTIONS = [
  "full_game",
  "first_half",
  "second_half",
  "first_quarter",
  "second_quarter",
  "third_quarter",
  "fourth_quarter",
] as const;
export type GamePortion = (typeof GAME_PORTIONS)[number];

/** Portion groups of the filters and of a league's allowed_game_portions. */
export const PORTION_GROUPS = ["full_game", "half_game", "quarter_game"] as const;
export type PortionGroup = (typeof PORTION_GROUPS)[number];

/** The single portions of each group. */
export const PORTION_GROUP_MEMBERS: Record<PortionGroup, readonly GamePortion[]> = {
  full_game: ["full_game"],
  half_game: ["first_half", "second_half"],
  quarter_game: ["first_quarter", "second_quarter", "third_quarter", "fourth_quarter"],
};

/** What a league's allowed_game_portions may hold: groups, and single portions. */
export const ALLOWED_PORTIONS = [
  ...PORTION_GROUPS,
  ...GAME_PORTIONS.filter((p) => p !== "full_game"),
] as const;
export type AllowedPortion = PortionGroup | GamePortion;

/** A side of a market; 'draw' is the third outcome of a three-way moneyline (soccer). */
export type PickSide = "home" | "away" | "over" | "under" | "draw";

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
  player_props: "Player Props",
  team_props: "Team Props",
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
  second_quarter: "2nd Quarter",
  third_quarter: "3rd Quarter",
  fourth_quarter: "4th Quarter",
};

/** The sportsbook filters' words for the groups (spec: Full Game, Half Game, Quarter Game). */
export const PORTION_GROUP_LABELS: Record<PortionGroup, string> = {
  full_game: "Full Game",
  half_game: "Half Game",
  quarter_game: "Quarter Game",
};

/** A league's settings' words for its allowed portions (Create League: Full Game, Halves, Quarters). */
export const LEAGUE_PORTION_LABELS: Record<AllowedPortion, string> = {
  ...PORTION_LABELS,
  half_game: "Halves",
  quarter_game: "Quarters",
  first_half: "1st Half",
  second_half: "2nd Half",
};

/** The single portions a league allows (groups expanded), e.g. for the sportsbook's restrictions. */
export function expandGamePortions(allowed: readonly string[]): string[] {
  const out = new Set<string>();
  for (const value of allowed) {
    const group = PORTION_GROUP_MEMBERS[value as PortionGroup];
    if (group) group.forEach((p) => out.add(p));
    else out.add(value);
  }
  return [...out];
}

export const portionGroupOf = (portion: string): PortionGroup | null =>
  PORTION_GROUPS.find(
    (g) => g === portion || PORTION_GROUP_MEMBERS[g].includes(portion as GamePortion),
  ) ?? null;

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
