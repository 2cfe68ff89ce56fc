/**
 * The pick rules (spec sections 4 and 5), pure: the client runs them before it sends, the server
 * runs the same ones on receipt and wins. Every function returns the first violated rule's
 * message, or null when the pick/submission/lock is fine.
 */
import {
  BET_TYPE_LABELS,
  PICK_TYPE_DESCRIPTIONS,
  PORTION_LABELS,
  betTypeOf,
  type GamePortion,
  type PickSide,
  type PickType,
} from "./vocabulary";
import {
  checkPostseasonEligibility,
  type PostseasonGame,
  type PostseasonSettings,
} from "./postseason";
import type { SubmittedPick } from "./contract";
import { isDrawPick } from "./describe";
import { calendarFor, sportOffersBetType, sportOffersPortion } from "../season/calendars";

export const DEFAULT_PICKS_REQUIRED = 5;
export const DEFAULT_POSTSEASON_PICK_LIMIT = 5;
export const DEFAULT_LEAGUE_MIN_ODDS = -500;
export const DEFAULT_LEAGUE_MAX_ODDS = 500;
export const DEFAULT_USER_MIN_ODDS = -200;
export const DEFAULT_USER_MAX_ODDS = 200;
export const NEW_SCREEN_MIN_ODDS = -120;
export const NEW_SCREEN_MAX_ODDS = 120;

/** Texts of spec section 5 (and the few server-only ones), one place. */
export const PICK_TEXTS = {
  selectLeague: "Please select a specific league to make picks",
  oddsOutside: (min: number, max: number) =>
    `Pick doesn't meet league odds requirements (${min} to ${max})`,
  submittedLocked: (description: string) =>
    `Cannot modify ${description} picks for games that have already been submitted`,
  capPerWeek: (n: number) => `You can only make ${n} picks per week`,
  capPerPostseason: (n: number) => `You can only make ${n} picks per postseason`,
  betTypeNotAllowed: (label: string, league: string) =>
    `${label} picks are not allowed in league "${league}"`,
  betTypeFiltered: (label: string) => `${label} is not in your selected bet types`,
  portionNotAllowed: (label: string, league: string) =>
    `${label} picks are not allowed in league "${league}"`,
  portionFiltered: (label: string) => `${label} is not in your selected game portions`,
  oppositeChosen: "You already have a pick for this game and bet type",
  week0Disabled: (league: string) => `League "${league}" does not include week 0`,
  gameNotAvailable: "This game is no longer available for picks",
  noDraw: (sport: string) => `${sport} games have no draw to pick`,
  /** /sportsbook-new: a side priced zero or not at all (not in the spec's texts). */
  noOdds: "This bet has no odds",
  // Submitting
  noPicks: "No picks to submit",
  selectLeagueSubmit: "Please select a specific league",
  leagueNotFound: "League not found",
  submitOdds: (name: string, min: number, max: number) =>
    `Pick "${name}" doesn't meet league odds requirements (${min} to ${max}). All picks rejected.`,
  sameWeek: "All picks must be from the same week",
  // Newer screen
  selectLeagueFirst: "Please select a league first",
  violatesRestrictions: "This pick violates league restrictions",
  duplicateMarket: "You already have a pick for this game and bet type",
  locksDisabled: "Locks are not enabled for this league",
  lockAfterStart: "Cannot change lock status - game has already started",
  // Locks
  lockTaken: "You already have a lock pick for this week",
  lockPermanent: "A lock pick cannot be changed once set",
} as const;

export interface LeagueRules extends PostseasonSettings {
  id: number;
  allowed_bet_types: readonly string[];
  allowed_game_portions: readonly string[];
  odds_range_enabled: boolean;
  min_odds: number | null;
  max_odds: number | null;
  picks_per_week: number | null;
  postseason_pick_limit: number | null;
  enable_locks: boolean;
  include_week_0: boolean;
}

/** The user's own filters (client only; the server passes none). */
export interface PickFilters {
  betTypes: readonly string[];
  gamePortions: readonly string[];
  oddsRestrictionEnabled: boolean;
  minOdds: number;
  maxOdds: number;
}

/** One market side a user takes. `odds` is the American price of that side (null if unpriced). */
export interface PickChoice {
  gameId: number;
  pickType: PickType;
  gamePortion: GamePortion | string;
  side: PickSide;
  propId?: number | null;
  odds: number | null;
}

/** The rules' view of a submitted pick (what a new pick may not repeat or oppose). */
export function choiceOfSubmittedPick(
  p: Pick<
    SubmittedPick,
    | "game_id"
    | "pick_type"
    | "game_portion"
    | "picked_team"
    | "picked_value"
    | "prop_id"
    | "odds_at_pick"
  > & { game_detail: Pick<SubmittedPick["game_detail"], "home_team_id"> },
): PickChoice {
  const teamPick = p.pick_type === "spread" || p.pick_type === "moneyline";
  return {
    gameId: p.game_id,
    pickType: p.pick_type as PickType,
    gamePortion: p.game_portion,
    side: isDrawPick(p)
      ? "draw"
      : teamPick
        ? p.picked_team === p.game_detail.home_team_id
          ? "home"
          : "away"
        : p.picked_value === "under"
          ? "under"
          : "over",
    propId: p.prop_id,
    odds: p.odds_at_pick,
  };
}

export type RulesGame = PostseasonGame & { id: number };

export interface LeagueOddsBounds {
  min: number;
  max: number;
}

/**
 * The league's range, which always applies (spec section 5: "within the league min/max (default
 * -500 to 500)"): with the range on the commissioner chose min and max; off, the defaults hold.
 */
export function leagueOddsBounds(league: LeagueRules): LeagueOddsBounds {
  if (!league.odds_range_enabled)
    return { min: DEFAULT_LEAGUE_MIN_ODDS, max: DEFAULT_LEAGUE_MAX_ODDS };
  return {
    min: league.min_odds ?? DEFAULT_LEAGUE_MIN_ODDS,
    max: league.max_odds ?? DEFAULT_LEAGUE_MAX_ODDS,
  };
}

export const within = (odds: number | null, min: number, max: number) =>
  odds === null || (odds >= min && odds <= max);

/**
 * Odds check of spec section 5: the user's range when their restriction is on, and always the
 * league's range. Null odds pass.
 */
export function checkOdds(
  league: LeagueRules,
  filters: PickFilters | null | undefined,
  odds: number | null,
): string | null {
  if (filters?.oddsRestrictionEnabled && !within(odds, filters.minOdds, filters.maxOdds)) {
    return PICK_TEXTS.oddsOutside(filters.minOdds, filters.maxOdds);
  }
  const bounds = leagueOddsBounds(league);
  if (!within(odds, bounds.min, bounds.max)) {
    return PICK_TEXTS.oddsOutside(bounds.min, bounds.max);
  }
  return null;
}

/** picks_required, or postseason_pick_limit in the postseason (defaults 5). */
export function pickCap(league: LeagueRules, postseason: boolean): number {
  return postseason
    ? (league.postseason_pick_limit ?? DEFAULT_POSTSEASON_PICK_LIMIT)
    : (league.picks_per_week ?? DEFAULT_PICKS_REQUIRED);
}

export function capMessage(league: LeagueRules, postseason: boolean): string {
  const n = pickCap(league, postseason);
  return postseason ? PICK_TEXTS.capPerPostseason(n) : PICK_TEXTS.capPerWeek(n);
}

export const sameMarket = (a: PickChoice, b: PickChoice) =>
  a.gameId === b.gameId &&
  a.pickType === b.pickType &&
  a.gamePortion === b.gamePortion &&
  (a.propId ?? null) === (b.propId ?? null);

export const sameChoice = (a: PickChoice, b: PickChoice) => sameMarket(a, b) && a.side === b.side;

/**
 * Mutual exclusions of spec section 4: both sides of a spread or total in a portion, one
 * moneyline per game portion, a prop side against its opposite drafted or submitted.
 * True when `other` (already drafted or submitted) blocks `choice`.
 */
export function excludes(other: PickChoice, choice: PickChoice): boolean {
  if (!sameMarket(other, choice)) return false;
  if (choice.pickType === "moneyline") return true;
  return other.side !== choice.side;
}

export interface MakePickContext {
  league: LeagueRules | null;
  filters?: PickFilters | null;
  game: RulesGame;
  choice: PickChoice;
  /** Drafted picks of this league (not including `choice`). */
  pending: readonly PickChoice[];
  /** Submitted picks of this league and week (or postseason). */
  submitted: readonly PickChoice[];
  /** Submitted picks counted against the cap (same league, same week or the whole postseason). */
  submittedCount?: number;
}

/**
 * Whether the league plays this game at all (week 0, postseason stages), with the reason when it
 * does not. Such a game shows 'Not Available' and none of its odds can be picked.
 */
export function leagueGameBlock(
  league: Pick<LeagueRules, "include_week_0"> & PostseasonSettings,
  game: PostseasonGame,
): string | null {
  if (game.week === 0 && !league.include_week_0) return PICK_TEXTS.week0Disabled(league.name);
  return checkPostseasonEligibility(league, game);
}

/**
 * A market the league's sport does not have (an NFL half or quarter, an NFL prop, a draw outside
 * a three-way sport): refused whatever the league's stored settings say, since nothing could
 * grade it.
 */
export function sportMarketBlock(
  league: Pick<LeagueRules, "name" | "sport_key">,
  choice: Pick<PickChoice, "pickType" | "gamePortion"> & { side?: PickSide },
): string | null {
  const cal = calendarFor(league.sport_key);
  if (choice.side === "draw" && !cal.drawOutcome) return PICK_TEXTS.noDraw(cal.name);
  if (!sportOffersBetType(cal, betTypeOf(choice.pickType)))
    return PICK_TEXTS.betTypeNotAllowed(BET_TYPE_LABELS[betTypeOf(choice.pickType)], league.name);
  if (!sportOffersPortion(cal, choice.gamePortion)) {
    const label = PORTION_LABELS[choice.gamePortion as GamePortion] ?? choice.gamePortion;
    return PICK_TEXTS.portionNotAllowed(label, league.name);
  }
  return null;
}

export type ButtonState =
  { state: "available" } | { state: "selected" } | { state: "disabled"; reason: string };

/**
 * Odds button state (spec section 4): selected when drafted; disabled when the game is not
 * available (started, locked, or not played by the league), the pick is submitted, the opposing side is chosen or the odds are out of range.
 * A full cap does not disable buttons; clicking then explains the cap.
 */
export function oddsButtonState(ctx: MakePickContext & { gameAvailable: boolean }): ButtonState {
  if (ctx.pending.some((p) => sameChoice(p, ctx.choice))) return { state: "selected" };
  if (!ctx.gameAvailable) return { state: "disabled", reason: PICK_TEXTS.gameNotAvailable };
  const blocked = ctx.league && leagueGameBlock(ctx.league, ctx.game);
  if (blocked) return { state: "disabled", reason: blocked };
  if (ctx.submitted.some((p) => sameMarket(p, ctx.choice)))
    return {
      state: "disabled",
      reason: PICK_TEXTS.submittedLocked(PICK_TYPE_DESCRIPTIONS[ctx.choice.pickType]),
    };
  if (ctx.pending.some((p) => excludes(p, ctx.choice)))
    return { state: "disabled", reason: PICK_TEXTS.oppositeChosen };
  if (ctx.league) {
    const odds = checkOdds(ctx.league, ctx.filters, ctx.choice.odds);
    if (odds) return { state: "disabled", reason: odds };
  }
  return { state: "available" };
}

/**
 * The newer screen's one pick per market (spec section 4, "the opposing side is already chosen"):
 * a pick of the choice's game, bet type and portion (and prop) is already pending or submitted.
 */
export const marketTaken = (existing: readonly PickChoice[], choice: PickChoice) =>
  existing.some((p) => sameMarket(p, choice));

/** The newer screen hides bets whose odds are zero or not numbers. */
export function isShowableOdds(odds: unknown): odds is number {
  return typeof odds === "number" && Number.isFinite(odds) && odds !== 0;
}
