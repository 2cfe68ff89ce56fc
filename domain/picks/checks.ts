/**
 * The checks a pick, a submission and a lock must pass (spec sections 4 and 5), pure: the client
 * runs them when the fan taps or submits (loaded then, not with the screen: ./rules.ts has what a
 * screen draws with), the server runs the same ones on receipt and wins. Each returns the first
 * violated rule's message, or null.
 */
import {
  BET_TYPE_LABELS,
  PICK_TYPE_DESCRIPTIONS,
  PORTION_LABELS,
  betListAllows,
  betTypeOf,
  portionListAllows,
  type GamePortion,
} from "./vocabulary";
import { isPostseasonGame } from "./postseason";
import {
  PICK_TEXTS,
  capMessage,
  checkOdds,
  excludes,
  leagueGameBlock,
  leagueOddsBounds,
  marketTaken,
  pickCap,
  sameChoice,
  sameMarket,
  sportMarketBlock,
  within,
  type LeagueRules,
  type MakePickContext,
  type PickChoice,
  type RulesGame,
} from "./rules";
import { cardWeekOf } from "./weeks";
import { calendarFor } from "../season/calendars";

/** Every rule of 'Making a pick', in the order a user meets them. */
export function checkMakePick(ctx: MakePickContext): string | null {
  const { league, filters, game, choice } = ctx;
  if (!league) return PICK_TEXTS.selectLeague;
  const blocked = leagueGameBlock(league, game);
  if (blocked) return blocked;

  const submittedSame = ctx.submitted.find((p) => sameMarket(p, choice));
  if (submittedSame) return PICK_TEXTS.submittedLocked(PICK_TYPE_DESCRIPTIONS[choice.pickType]);

  const bet = betTypeOf(choice.pickType);
  if (filters && !betListAllows(filters.betTypes, choice.pickType))
    return PICK_TEXTS.betTypeFiltered(BET_TYPE_LABELS[bet]);
  if (!betListAllows(league.allowed_bet_types, choice.pickType))
    return PICK_TEXTS.betTypeNotAllowed(BET_TYPE_LABELS[bet], league.name);

  const portionLabel = PORTION_LABELS[choice.gamePortion as GamePortion] ?? choice.gamePortion;
  if (filters && !portionListAllows(filters.gamePortions, choice.gamePortion))
    return PICK_TEXTS.portionFiltered(portionLabel);
  if (!portionListAllows(league.allowed_game_portions, choice.gamePortion))
    return PICK_TEXTS.portionNotAllowed(portionLabel, league.name);
  const sport = sportMarketBlock(league, choice);
  if (sport) return sport;

  const odds = checkOdds(league, filters, choice.odds);
  if (odds) return odds;

  if (ctx.pending.some((p) => excludes(p, choice))) return PICK_TEXTS.oppositeChosen;

  const isPost = isPostseasonGame(game, league.sport_key);
  const submittedCount = ctx.submittedCount ?? ctx.submitted.length;
  const alreadyPending = ctx.pending.some((p) => sameChoice(p, choice)) ? 0 : 1;
  if (ctx.pending.length + submittedCount + alreadyPending > pickCap(league, isPost))
    return capMessage(league, isPost);
  return null;
}

export interface SubmissionPick {
  name: string;
  week: number;
  odds: number | null;
}

/**
 * 'Submitting' rules: the league, at least one pick, one card week (the sport's postseason weeks
 * are one), every pick's odds in range.
 */
export function checkSubmission(args: {
  leagueId: number | null | undefined;
  league: LeagueRules | null;
  picks: readonly SubmissionPick[];
}): string | null {
  if (args.picks.length === 0) return PICK_TEXTS.noPicks;
  if (!args.leagueId) return PICK_TEXTS.selectLeagueSubmit;
  if (!args.league) return PICK_TEXTS.leagueNotFound;
  const cal = calendarFor(args.league.sport_key);
  const weeks = new Set(args.picks.map((p) => cardWeekOf(p.week, cal)));
  if (weeks.size > 1) return PICK_TEXTS.sameWeek;
  const bounds = leagueOddsBounds(args.league);
  const bad = args.picks.find((p) => !within(p.odds, bounds.min, bounds.max));
  if (bad) return PICK_TEXTS.submitOdds(bad.name, bounds.min, bounds.max);
  return null;
}

/**
 * Lock rules: only if enable_locks, one per league per week, permanent once set, not after that
 * game started.
 */
export function checkSetLock(args: {
  league: Pick<LeagueRules, "enable_locks">;
  pickIsLock: boolean;
  weekHasOtherLock: boolean;
  gameStarted: boolean;
}): string | null {
  if (!args.league.enable_locks) return PICK_TEXTS.locksDisabled;
  if (args.pickIsLock) return PICK_TEXTS.lockPermanent;
  if (args.gameStarted) return PICK_TEXTS.lockAfterStart;
  if (args.weekHasOtherLock) return PICK_TEXTS.lockTaken;
  return null;
}

/**
 * The newer screen's one-pick rules with its alert texts: a league, a market of the league's sport,
 * the league's restrictions (bet type, portion, odds, week 0, postseason) as one alert, one pick
 * per game and bet type, locks.
 */
export function checkNewScreenPick(args: {
  league: LeagueRules | null;
  game: RulesGame;
  choice: PickChoice;
  existing: readonly PickChoice[];
  isLock: boolean;
  weekHasLock: boolean;
  submittedCount: number;
}): string | null {
  const { league, game, choice } = args;
  if (!league) return PICK_TEXTS.selectLeagueFirst;
  // A market the sport does not have says so, rather than the generic alert.
  const sport = sportMarketBlock(league, choice);
  if (sport) return sport;
  const restricted =
    leagueGameBlock(league, game) !== null ||
    !betListAllows(league.allowed_bet_types, choice.pickType) ||
    !portionListAllows(league.allowed_game_portions, choice.gamePortion) ||
    checkOdds(league, null, choice.odds) !== null;
  if (restricted) return PICK_TEXTS.violatesRestrictions;
  if (marketTaken(args.existing, choice)) return PICK_TEXTS.duplicateMarket;
  if (args.isLock && !league.enable_locks) return PICK_TEXTS.locksDisabled;
  if (args.isLock && args.weekHasLock) return PICK_TEXTS.lockTaken;
  const isPost = isPostseasonGame(game, league.sport_key);
  if (args.submittedCount + 1 > pickCap(league, isPost)) return capMessage(league, isPost);
  return null;
}
