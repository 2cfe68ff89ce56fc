/** League enumerations of spec 001 section 3 (the values the API accepts and returns). */

export const LEAGUE_TYPES = ["private", "public"] as const;
export type LeagueType = (typeof LEAGUE_TYPES)[number];

/** What the Create League dialog sends; stored as `single` (one sport) or `custom`. */
export const SPORT_TYPES = ["ncaa", "nfl", "single", "custom"] as const;
export type SportTypeInput = (typeof SPORT_TYPES)[number];

export const ALLOWED_SPORTS = ["NCAA Football", "NFL", "NBA", "NHL", "MLB", "Soccer"] as const;
export type AllowedSport = (typeof ALLOWED_SPORTS)[number];

export const CONFERENCE_FILTERS = [
  "all_fbs",
  "power_5",
  "top_25",
  "sec",
  "big_ten",
  "pac_12",
  "big_12",
  "acc",
] as const;
export type ConferenceFilter = (typeof CONFERENCE_FILTERS)[number];

export const CONFERENCE_FILTER_LABELS: Record<ConferenceFilter, string> = {
  all_fbs: "All FBS",
  power_5: "Power 5",
  top_25: "Top 25",
  sec: "SEC",
  big_ten: "Big Ten",
  pac_12: "Pac-12",
  big_12: "Big 12",
  acc: "ACC",
};

/** League Central's picks-per-week filter choices (spec 2 §9). */
export const PICKS_PER_WEEK_FILTERS = [3, 5, 10, 15] as const;

export const DURATION_TYPES = ["season", "month", "week", "custom"] as const;
export type DurationType = (typeof DURATION_TYPES)[number];
export const DURATION_LABELS: Record<DurationType, string> = {
  season: "Full Season",
  month: "4 Weeks",
  week: "1 Week",
  custom: "Custom Duration",
};

export const SUBMISSION_DEADLINES = ["game_time", "saturday_noon", "custom"] as const;
export type SubmissionDeadline = (typeof SUBMISSION_DEADLINES)[number];
export const SUBMISSION_DEADLINE_LABELS: Record<SubmissionDeadline, string> = {
  game_time: "Game Time",
  saturday_noon: "Saturday 12:00 PM ET",
  custom: "Custom Time",
};

export const BET_TYPES = [
  "spread",
  "over_under",
  "moneyline",
  "player_props",
  "team_props",
] as const;
export type BetType = (typeof BET_TYPES)[number];
export const BET_TYPE_LABELS: Record<BetType, string> = {
  spread: "Spread",
  over_under: "Over/Under",
  moneyline: "Moneyline",
  player_props: "Player Props",
  team_props: "Team Props",
};

/** Pick types as the picks table stores them, mapped to the league's bet-type names. */
export const PICK_TYPE_TO_BET_TYPE: Record<string, BetType> = {
  spread: "spread",
  over_under: "over_under",
  total: "over_under",
  moneyline: "moneyline",
  player_prop: "player_props",
  team_prop: "team_props",
};

/** Portion groups the dialog offers and the single portions a pick is made in. */
export const PORTION_GROUPS = {
  full_game: ["full_game"],
  half_game: ["first_half", "second_half"],
  quarter_game: ["first_quarter", "second_quarter", "third_quarter", "fourth_quarter"],
} as const;
export const GAME_PORTIONS = [
  "full_game",
  "half_game",
  "quarter_game",
  "first_half",
  "second_half",
  "first_quarter",
  "second_quarter",
  "third_quarter",
  "fourth_quarter",
] as const;
export type GamePortion = (typeof GAME_PORTIONS)[number];
export const GAME_PORTION_LABELS: Record<GamePortion, string> = {
  full_game: "Full Game",
  half_game: "Halves",
  quarter_game: "Quarters",
  first_half: "1st Half",
  second_half: "2nd Half",
  first_quarter: "1st Quarter",
  second_quarter: "2nd Quarter",
  third_quarter: "3rd Quarter",
  fourth_quarter: "4th Quarter",
};

/** The single portions a league allows (groups expanded), e.g. for the sportsbook's restrictions. */
export function expandGamePortions(allowed: readonly string[]): string[] {
  const out = new Set<string>();
  for (const value of allowed) {
    const group = PORTION_GROUPS[value as keyof typeof PORTION_GROUPS];
    if (group) group.forEach((p) => out.add(p));
    else out.add(value);
  }
  return [...out];
}

export const TIEBREAKERS = [
  "pick_percentage",
  "lock_percentage",
  "average_odds",
  "head_to_head",
  "total_points",
  "win_percentage",
  "random",
] as const;
export type Tiebreaker = (typeof TIEBREAKERS)[number];
export const TIEBREAKER_LABELS: Record<Tiebreaker, string> = {
  pick_percentage: "Pick Percentage",
  lock_percentage: "Lock Percentage",
  average_odds: "Average Odds",
  head_to_head: "Head to Head",
  total_points: "Correct Picks",
  win_percentage: "Win Percentage",
  random: "Random Draw",
};

export const DEADLINE_DAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export { LEAGUE_LIMITS } from "./limits";
