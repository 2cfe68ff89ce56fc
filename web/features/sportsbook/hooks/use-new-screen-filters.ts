/**
 * The newer sportsbook's choices (spec section 2 "Newer sportsbook screen"): sport, week,
 * conference, the user's odds restriction, postseason stages, portions, bet types, the sidebar's
 * league sport and the selected league — one reducer, so every change is one named action. The
 * sport shown sets the calendar: its weeks, its postseason stages and the portions it has.
 */
import { useReducer } from "react";
import { betListAllows, pickTypeOf, type BetType } from "#domain/picks/vocabulary";
import { NEW_SCREEN_MAX_ODDS, NEW_SCREEN_MIN_ODDS } from "#domain/picks/rules";
import { cardWeekOf, type CardWeek } from "#domain/picks/weeks";
import {
  calendarFor,
  hasPostseason,
  NCAA_CALENDAR,
  sportOffersPortion,
  weekTitle,
  type SportCalendar,
} from "#domain/season/calendars";
import type { SportsbookLeague } from "#domain/sportsbook/contract";

export const NEW_SCREEN_BETS: BetType[] = ["spread", "over_under", "moneyline"];
/** The game portions the screen's filter offers (full game shown on the card, the rest under it). */
export const NEW_SCREEN_PORTIONS = [
  { value: "full_game", label: "Full Game" },
  { value: "first_half", label: "First Half" },
  { value: "second_half", label: "Second Half" },
  { value: "first_quarter", label: "1st Quarter" },
  { value: "fourth_quarter", label: "4th Quarter" },
];
export const POSTSEASON_STAGES = ["conference_championship", "bowl", "playoff"] as const;

/** The postseason stages a sport has: college's three, the NFL's playoffs (Wild Card on). */
export const stagesOf = (cal: SportCalendar): readonly string[] =>
  cal === NCAA_CALENDAR ? POSTSEASON_STAGES : hasPostseason(cal) ? ["playoff"] : [];

/** The week choices: the sport's regular weeks, then its postseason as one. */
export function weekChoices(cal: SportCalendar): { value: string; label: string }[] {
  const weeks = Array.from({ length: cal.regularLast - cal.firstWeek + 1 }, (_, i) => {
    const week = cal.firstWeek + i;
    return { value: String(week), label: weekTitle(week, cal) };
  });
  // A season without a postseason (MLB's, the Premier League's) has no such choice.
  return hasPostseason(cal) ? [...weeks, { value: "postseason", label: "Postseason" }] : weeks;
}

export interface NewScreenState {
  /** The sport whose games are shown (a sports name: 'NCAA Football', 'NFL'). */
  sport: string;
  /** A card week of that sport; null: its current week (the games answer names it). */
  week: CardWeek | null;
  conference: string;
  odds: { enabled: boolean; min: number; max: number };
  postseason: string[];
  portions: string[];
  bets: string[];
  leagueSport: string;
  leagueId: number | null;
}

export const initialNewScreen: NewScreenState = {
  sport: NCAA_CALENDAR.name,
  week: null,
  conference: "all",
  odds: { enabled: false, min: NEW_SCREEN_MIN_ODDS, max: NEW_SCREEN_MAX_ODDS },
  postseason: [...POSTSEASON_STAGES],
  portions: ["full_game"],
  bets: [...NEW_SCREEN_BETS],
  leagueSport: "all",
  leagueId: null,
};

/** The choices a filter control changes directly. */
export type NewScreenPatch = Partial<
  Omit<NewScreenState, "sport" | "week" | "leagueId" | "leagueSport">
>;

export type NewScreenAction =
  | { type: "week"; week: CardWeek }
  | { type: "sport"; sport: string }
  | { type: "leagueSport"; sport: string }
  | { type: "set"; patch: NewScreenPatch }
  | { type: "league"; league: SportsbookLeague | null };

/** The bet types a league allows on the newer screen (spread, over/under, moneyline). */
const leagueBets = (league: SportsbookLeague) =>
  (league.allowed_bet_types.length ? league.allowed_bet_types : NEW_SCREEN_BETS).filter((b) =>
    betListAllows(NEW_SCREEN_BETS, pickTypeOf(b as BetType)),
  );

/**
 * Another sport's games: its current week (or `week`), every postseason stage it has, only the
 * portions it offers, no conference; the sidebar lists its leagues.
 */
function toSport(state: NewScreenState, sport: string, week: CardWeek | null): NewScreenState {
  const cal = calendarFor(sport);
  const portions = state.portions.filter((p) => sportOffersPortion(cal, p));
  return {
    ...state,
    sport: cal.name,
    week,
    conference: "all",
    postseason: [...stagesOf(cal)],
    portions: portions.length ? portions : ["full_game"],
    leagueSport: cal.name,
  };
}

export function newScreenReducer(state: NewScreenState, action: NewScreenAction): NewScreenState {
  switch (action.type) {
    case "week":
      return { ...state, week: action.week };
    case "sport":
      return calendarFor(action.sport).name === state.sport
        ? state
        : toSport(state, action.sport, null);
    case "leagueSport": {
      // A sport with games shows them too; 'All Sports' (or a sport without games) lists leagues only.
      const cal = calendarFor(action.sport);
      const shows = cal.name === action.sport && cal.name !== state.sport;
      return { ...(shows ? toSport(state, action.sport, null) : state), leagueSport: action.sport };
    }
    case "set":
      return { ...state, ...action.patch };
    case "league": {
      const league = action.league;
      if (!league) return { ...state, leagueId: null };
      // A league of another sport opens on its own current week.
      const cal = calendarFor(league.sport_key);
      const base =
        cal.name === state.sport
          ? state
          : {
              ...toSport(state, cal.name, cardWeekOf(league.current_week, cal)),
              leagueSport: state.leagueSport,
            };
      return { ...base, leagueId: league.id, bets: leagueBets(league) };
    }
  }
}

export const useNewScreenFilters = () => useReducer(newScreenReducer, initialNewScreen);
