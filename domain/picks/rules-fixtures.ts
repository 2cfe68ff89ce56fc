/**
 * The league, game, pick and filters the pick-rule tests (rules-*.test.ts) start from: a college
 * league that allows every market, a week 5 game, a home spread at -110, and the make-pick check
 * on them, each overridable.
 */
import { type LeagueRules, type PickChoice, type PickFilters } from "./rules";
import { checkMakePick } from "./checks";

export const league = (over: Partial<LeagueRules> = {}): LeagueRules => ({
  id: 1,
  name: "Saturday Crew",
  allowed_bet_types: ["spread", "over_under", "moneyline", "player_props", "team_props"],
  allowed_game_portions: ["full_game", "half_game", "quarter_game"],
  odds_range_enabled: true,
  min_odds: null,
  max_odds: null,
  picks_per_week: 3,
  postseason_pick_limit: 2,
  enable_locks: true,
  include_week_0: true,
  include_conf_championship: false,
  include_bowl_games: false,
  include_playoffs: false,
  ...over,
});

export const game = { id: 10, week: 5, venue: "Kyle Field", is_postseason: false };
export const spreadHome: PickChoice = {
  gameId: 10,
  pickType: "spread",
  gamePortion: "full_game",
  side: "home",
  odds: -110,
};
export const choice = (over: Partial<PickChoice>): PickChoice => ({ ...spreadHome, ...over });
export const filters = (over: Partial<PickFilters> = {}): PickFilters => ({
  betTypes: ["all"],
  gamePortions: ["all"],
  oddsRestrictionEnabled: false,
  minOdds: -200,
  maxOdds: 200,
  ...over,
});

export const make = (over: Partial<Parameters<typeof checkMakePick>[0]> = {}) =>
  checkMakePick({
    league: league(),
    filters: filters(),
    game,
    choice: spreadHome,
    pending: [],
    submitted: [],
    ...over,
  });
