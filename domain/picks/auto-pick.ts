/**
 * Auto-pick (issue 47, docs/decisions/0407-survivor-and-auto-pick.md), pure: whether a member's
 * card week is due to be picked for them, and which picks the server makes.
 *
 * - The auto-pick moment of a card week is its deadline by the league's own rule (`pickDeadline`,
 *   the latest among the week's games the league plays): Saturday noon ET or the custom time of
 *   the week. In a `game_time` league it is one hour before the kickoff of the week's last game,
 *   so a fan who picks Saturday's games on Saturday is never pre-empted by a Thursday kickoff.
 * - Due only when the league has auto-pick on, the member has made no pick of the week, has been
 *   auto-picked fewer weeks than the limit, and the moment has passed.
 * - Picks come from the games not yet kicked off that the league plays, full game only, the
 *   week's required number (or as many as remain), the biggest favourites first (by the spread;
 *   a game without one by its moneyline favourite, after every game with one). 'favorite' takes
 *   the favourite's spread, else its moneyline, else the over; 'home' the home team's spread,
 *   else its moneyline, else the over — each the first the league allows, priced inside the
 *   league's odds range. A confidence league ranks them by the size of the favourite (the
 *   biggest = N).
 */
import { pickDeadline } from "../calendar";
import type { AutoPickMode } from "../leagues/auto-pick-settings";
import { calendarFor } from "../season/calendars";
import type { PortionOdds } from "../sportsbook/contract";
import type { OwesPicksLeague, ScheduledGame } from "./owes-picks";
import { checkOdds, leagueGameBlock, sportMarketBlock, type LeagueRules } from "./rules";
import { betListAllows, portionListAllows, type PickSide, type PickType } from "./vocabulary";
import { cardWeekOf, cardWeekRange, type CardWeek } from "./weeks";

const HOUR_MS = 3_600_000;

export type AutoPickLeague = OwesPicksLeague &
  LeagueRules & {
    auto_pick: AutoPickMode;
    auto_pick_limit: number;
    pool_format: string;
  };

export interface AutoPickGame extends ScheduledGame {
  id: number;
  kickoff_at: string;
}

export type AutoPickMarket = PortionOdds & { game_id: number };

/** One pick the server makes: a full-game market side, with its rank in a confidence league. */
export interface AutoPickChoice {
  gameId: number;
  pickType: Extract<PickType, "spread" | "moneyline" | "over_under">;
  side: Extract<PickSide, "home" | "away" | "over">;
  confidence: number | null;
}

export type AutoPickPlan =
  | { due: false; reason: "off" | "limit" | "picked" | "not_yet" | "nothing_open" }
  | { due: true; picks: AutoPickChoice[] };

const counts = (g: ScheduledGame) => g.status !== "void" && g.status !== "postponed";

/** The games of the card week the league plays (whatever their state). */
function weekGames<G extends AutoPickGame>(
  league: AutoPickLeague,
  games: readonly G[],
  week: CardWeek,
): G[] {
  const [low, high] = cardWeekRange(week, calendarFor(league.sport_key));
  return games.filter(
    (g) => g.week >= low && g.week <= high && counts(g) && leagueGameBlock(league, g) === null,
  );
}

/** When the card week is auto-picked for a member who has not picked it, or null (no games). */
export function autoPickMoment(
  league: AutoPickLeague,
  games: readonly AutoPickGame[],
  week: CardWeek,
): Date | null {
  let latest: number | null = null;
  for (const g of weekGames(league, games, week)) {
    const at = pickDeadline(league, g).getTime();
    if (latest === null || at > latest) latest = at;
  }
  if (latest === null) return null;
  // At game time the latest deadline is the last kickoff.
  return new Date(league.submission_deadline === "game_time" ? latest - HOUR_MS : latest);
}

/** The card weeks with a game the league plays that has not kicked off (the weeks to look at). */
export function autoPickWeeks(
  league: AutoPickLeague,
  games: readonly AutoPickGame[],
  now: Date,
): CardWeek[] {
  const cal = calendarFor(league.sport_key);
  const weeks = new Set<CardWeek>();
  for (const g of games)
    if (isOpen(g, now) && leagueGameBlock(league, g) === null) weeks.add(cardWeekOf(g.week, cal));
  return [...weeks];
}

const isOpen = (g: AutoPickGame, now: Date) =>
  g.status === "scheduled" && new Date(g.kickoff_at).getTime() > now.getTime();

/** A moneyline's implied chance of winning (American odds). */
export const impliedProbability = (odds: number) =>
  odds < 0 ? -odds / (-odds + 100) : 100 / (odds + 100);

/** The favourite's side and size: [has a spread, size] compares games (bigger first). */
function favourite(m: AutoPickMarket | undefined): {
  side: "home" | "away";
  rank: [number, number];
} {
  const spread = m?.home_spread ?? null;
  if (spread !== null && spread !== 0)
    return { side: spread < 0 ? "home" : "away", rank: [1, Math.abs(spread)] };
  const home = m?.home_ml_odds ?? null;
  const away = m?.away_ml_odds ?? null;
  const side = home !== null && away !== null && away < home ? "away" : "home";
  // A pick'em spread ranks with the games that have one (size 0); a game without one by its
  // moneyline favourite's chance.
  if (spread === 0) return { side, rank: [1, 0] };
  const odds = side === "home" ? home : away;
  return { side, rank: [0, odds === null ? 0 : impliedProbability(odds)] };
}

/** The first market side the league allows on the game, or null. */
function choiceFor(
  league: AutoPickLeague,
  m: AutoPickMarket | undefined,
  side: "home" | "away",
): Omit<AutoPickChoice, "gameId" | "confidence"> | null {
  const straightUp = !!calendarFor(league.sport_key).straightUp;
  const options: [AutoPickChoice["pickType"], AutoPickChoice["side"], boolean, number | null][] = [
    ["spread", side, m?.[`${side}_spread`] != null, m?.[`${side}_spread_odds`] ?? null],
    [
      "moneyline",
      side,
      straightUp || m?.[`${side}_ml_odds`] != null,
      m?.[`${side}_ml_odds`] ?? null,
    ],
    ["over_under", "over", m?.total_points != null, m?.over_odds ?? null],
  ];
  for (const [pickType, pickSide, priced, odds] of options) {
    if (!priced || !betListAllows(league.allowed_bet_types, pickType)) continue;
    if (sportMarketBlock(league, { pickType, gamePortion: "full_game" })) continue;
    if (checkOdds(league, null, odds)) continue;
    return { pickType, side: pickSide };
  }
  return null;
}

export interface AutoPickInput {
  league: AutoPickLeague;
  week: CardWeek;
  /** The league's season's games (at least the week's). */
  games: readonly AutoPickGame[];
  /** Their stored lines (the full-game ones are read). */
  markets: readonly AutoPickMarket[];
  /** The member's picks of the card week. */
  memberPicks: number;
  /** Weeks of this season the member has been auto-picked. */
  autoWeeksUsed: number;
  /** The picks the week requires (a confidence week's N). */
  required: number;
  /** A bowl pool's card now (game ids), else null. */
  card?: ReadonlySet<number> | null;
  now: Date;
}

/** Whether the member's week is auto-picked now, and the picks. */
export function planAutoPicks(input: AutoPickInput): AutoPickPlan {
  const { league, now } = input;
  if (league.auto_pick === "off") return { due: false, reason: "off" };
  if (input.autoWeeksUsed >= league.auto_pick_limit) return { due: false, reason: "limit" };
  if (input.memberPicks > 0) return { due: false, reason: "picked" };
  const moment = autoPickMoment(league, input.games, input.week);
  if (!moment || now.getTime() < moment.getTime()) return { due: false, reason: "not_yet" };
  if (!portionListAllows(league.allowed_game_portions, "full_game"))
    return { due: false, reason: "nothing_open" };
  const full = new Map(
    input.markets.filter((m) => m.game_portion === "full_game").map((m) => [m.game_id, m]),
  );
  const ranked = weekGames(league, input.games, input.week)
    .filter((g) => isOpen(g, now) && (!input.card || input.card.has(g.id)))
    .map((g) => ({ g, fav: favourite(full.get(g.id)) }))
    .sort(
      (a, b) =>
        b.fav.rank[0] - a.fav.rank[0] ||
        b.fav.rank[1] - a.fav.rank[1] ||
        a.g.kickoff_at.localeCompare(b.g.kickoff_at) ||
        a.g.id - b.g.id,
    );
  const picks: AutoPickChoice[] = [];
  for (const { g, fav } of ranked) {
    if (picks.length >= input.required) break;
    const side = league.auto_pick === "home" ? "home" : fav.side;
    const choice = choiceFor(league, full.get(g.id), side);
    if (choice) picks.push({ gameId: g.id, ...choice, confidence: null });
  }
  if (!picks.length) return { due: false, reason: "nothing_open" };
  if (league.pool_format === "confidence")
    picks.forEach((p, i) => (p.confidence = input.required - i));
  return { due: true, picks };
}
