/** League enumerations of spec 001 section 3 (the values the API accepts and returns). */

export const LEAGUE_TYPES = ["private", "public"] as const;
export type LeagueType = (typeof LEAGUE_TYPES)[number];

/**
 * What the Create League dialog sends: a sport with a season (domain/season/sports.ts' sport
 * types), stored as `single` (one sport), or `custom`.
 */
export const SEASON_SPORT_TYPES = ["ncaa", "nfl", "nba", "nhl", "mlb", "soccer"] as const;
export type SeasonSportType = (typeof SEASON_SPORT_TYPES)[number];
export const SPORT_TYPES = [...SEASON_SPORT_TYPES, "single", "custom"] as const;
export type SportTypeInput = (typeof SPORT_TYPES)[number];

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

export const TIEBREAKERS = [
  "pick_percentage",
  "lock_percentage",
  "average_odds",
  "head_to_head",
  "total_points",
  "win_percentage",
  "random",
] as const;
/** The spec's seven, then the total-points guess (issue 46): what a league may choose. */
export const TIEBREAKER_CHOICES = [...TIEBREAKERS, "total_guess"] as const;
export type Tiebreaker = (typeof TIEBREAKER_CHOICES)[number];
export const TIEBREAKER_LABELS: Record<Tiebreaker, string> = {
  pick_percentage: "Pick Percentage",
  lock_percentage: "Lock Percentage",
  average_odds: "Average Odds",
  head_to_head: "Head to Head",
  total_points: "Correct Picks",
  win_percentage: "Win Percentage",
  random: "Random Draw",
  total_guess: "Closest Total-Points Guess",
};

/**
 * How a league scores (issue 46): today's points, confidence points, or survivor (issue 47: one
 * team a week, last fan standing).
 */
export const POOL_FORMATS = ["standard", "confidence", "survivor"] as const;
export type PoolFormat = (typeof POOL_FORMATS)[number];
/** A stored pool format as the API answers it ('standard' for anything unknown). */
export const poolFormatOf = (stored: string): PoolFormat =>
  (POOL_FORMATS as readonly string[]).includes(stored) ? (stored as PoolFormat) : "standard";
export const POOL_FORMAT_LABELS: Record<PoolFormat, string> = {
  standard: "Standard",
  confidence: "Confidence Points",
  survivor: "Survivor",
};
export const POOL_FORMAT_SENTENCES: Record<PoolFormat, string> = {
  standard: "Every correct pick scores 1 point (2 for your lock).",
  confidence:
    "Rank your picks 1 to N: a correct pick scores its rank, so your surest pick is worth the most.",
  survivor:
    "Pick one team a week to win; a loss costs a life, a team can be used once, last fan standing wins.",
};

/**
 * The postseason pick limit that means "every game on the card": the most the settings accept,
 * more than a card ever holds (a bowl pool's N is the card's size, ADR 0406).
 */
export const EVERY_CARD_GAME = 100;
/** A survivor league's pick (issue 47): the team must win, or cover the line stored at pick time. */
export const SURVIVOR_PICK_TYPES = ["straight_up", "spread"] as const;
export type SurvivorPickType = (typeof SURVIVOR_PICK_TYPES)[number];
export const SURVIVOR_PICK_TYPE_LABELS: Record<SurvivorPickType, string> = {
  straight_up: "Straight up",
  spread: "Against the spread",
};
export const SURVIVOR_PICK_TYPE_SENTENCES: Record<SurvivorPickType, string> = {
  straight_up: "Your team must win.",
  spread: "Your team must cover the line at pick time.",
};
/** What a tie or a push does to a survivor pick. */
export const SURVIVOR_PUSH_RULES = ["survive", "lose"] as const;
export type SurvivorPushRule = (typeof SURVIVOR_PUSH_RULES)[number];
export const SURVIVOR_PUSH_LABELS: Record<SurvivorPushRule, string> = {
  survive: "Survive",
  lose: "Lose a life",
};
export const SURVIVOR_PUSH_SENTENCES: Record<SurvivorPushRule, string> = {
  survive: "A tie or a push keeps you alive.",
  lose: "A tie or a push costs a life, like a loss.",
};
/**
 * "1 life", "2 lives". Here with the survivor choices rather than in survivor-settings.ts: the
 * dashboard reads it too, and a module shared by the dashboard and the league screens becomes a
 * chunk of its own that every first visit's entry must name.
 */
export const livesLabel = (n: number) => `${n} ${n === 1 ? "life" : "lives"}`;
/** A survivor league's lives (1 to 3), as Create League offers them. */
export const SURVIVOR_LIVES_CHOICES = [1, 2, 3] as const;

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
