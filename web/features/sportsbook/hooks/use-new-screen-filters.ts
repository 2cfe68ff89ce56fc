/**
 * The newer sportsbook's choices (spec section 2 "Newer sportsbook screen"): week, conference, the
 * user's odds restriction, postseason stages, portions, bet types, the sidebar's sport and the
 * selected league — one reducer, so every change is one named action.
 */
import { useReducer } from "react";
import { betListAllows, pickTypeOf, type BetType } from "#domain/picks/names";
import { NEW_SCREEN_MAX_ODDS, NEW_SCREEN_MIN_ODDS } from "#domain/picks/rules";
import type { CardWeek } from "#domain/picks/weeks";
import type { SportsbookLeague } from "#domain/sportsbook/contract";

export const NEW_SCREEN_BETS: BetType[] = ["spread", "over_under", "moneyline"];
export const POSTSEASON_STAGES = ["conference_championship", "bowl", "playoff"] as const;

export interface NewScreenState {
  week: CardWeek;
  /** The user chose a week (else the current week opens once it is known). */
  weekChosen: boolean;
  conference: string;
  odds: { enabled: boolean; min: number; max: number };
  postseason: string[];
  portions: string[];
  bets: string[];
  leagueSport: string;
  leagueId: number | null;
}

export const initialNewScreen: NewScreenState = {
  week: 0,
  weekChosen: false,
  conference: "all",
  odds: { enabled: false, min: NEW_SCREEN_MIN_ODDS, max: NEW_SCREEN_MAX_ODDS },
  postseason: [...POSTSEASON_STAGES],
  portions: ["full_game"],
  bets: [...NEW_SCREEN_BETS],
  leagueSport: "all",
  leagueId: null,
};

/** The choices a filter control changes directly. */
export type NewScreenPatch = Partial<Omit<NewScreenState, "week" | "weekChosen" | "leagueId">>;

export type NewScreenAction =
  | { type: "week"; week: CardWeek; chosen: boolean }
  | { type: "set"; patch: NewScreenPatch }
  | { type: "league"; league: SportsbookLeague | null };

/** The bet types a league allows on the newer screen (spread, over/under, moneyline). */
const leagueBets = (league: SportsbookLeague) =>
  (league.allowed_bet_types.length ? league.allowed_bet_types : NEW_SCREEN_BETS).filter((b) =>
    betListAllows(NEW_SCREEN_BETS, pickTypeOf(b as BetType)),
  );

export function newScreenReducer(state: NewScreenState, action: NewScreenAction): NewScreenState {
  switch (action.type) {
    case "week":
      if (!action.chosen && state.weekChosen) return state;
      return { ...state, week: action.week, weekChosen: state.weekChosen || action.chosen };
    case "set":
      return { ...state, ...action.patch };
    case "league":
      return action.league
        ? { ...state, leagueId: action.league.id, bets: leagueBets(action.league) }
        : { ...state, leagueId: null };
  }
}

export const useNewScreenFilters = () => useReducer(newScreenReducer, initialNewScreen);
