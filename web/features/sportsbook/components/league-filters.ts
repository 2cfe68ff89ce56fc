/**
 * /sportsbook's filters as a league sets them: its conference, bet types, portions and odds range
 * (spec 2 §2), and the week and markets a change of sport opens on.
 */
import {
  leagueOddsBounds,
  DEFAULT_USER_MAX_ODDS,
  DEFAULT_USER_MIN_ODDS,
} from "#domain/picks/rules";
import { calendarFor } from "#domain/season/calendars";
import type { SportsbookLeague } from "#domain/sportsbook/contract";
import { readStoredWeek } from "#web/lib/stored-week";
import { seasonCalendar, type FilterState } from "./format";

export const DEFAULT_FILTERS: Omit<FilterState, "week"> = {
  sport: "all",
  conference: "all",
  oddsRestrictionEnabled: false,
  minOdds: DEFAULT_USER_MIN_ODDS,
  maxOdds: DEFAULT_USER_MAX_ODDS,
  gamePortions: ["all"],
  betTypes: ["all"],
};

/**
 * A league's filters. The week stays when the league's season is the one shown; another sport's
 * league opens on the week last chosen for that sport, else the league's current week.
 */
export function restrictionsFilters(league: SportsbookLeague, shown: FilterState): FilterState {
  const bounds = leagueOddsBounds(league);
  const cal = calendarFor(league.sport_key);
  return {
    ...DEFAULT_FILTERS,
    week:
      cal === seasonCalendar(shown.sport)
        ? shown.week
        : (readStoredWeek(cal.sport) ?? league.current_week),
    sport: league.sport_name || "all",
    conference:
      league.conference_filter && league.conference_filter !== "all_fbs"
        ? league.conference_filter
        : "all",
    betTypes: league.allowed_bet_types.length ? [...league.allowed_bet_types] : ["all"],
    gamePortions: league.allowed_game_portions.length ? [...league.allowed_game_portions] : ["all"],
    oddsRestrictionEnabled: bounds !== null,
    minOdds: bounds?.min ?? DEFAULT_USER_MIN_ODDS,
    maxOdds: bounds?.max ?? DEFAULT_USER_MAX_ODDS,
  };
}

/**
 * `next` filters; when they change the sport, its week last shown (else its current week) and
 * every conference and market (another sport has other ones).
 */
export function withSport(shown: FilterState, next: FilterState): FilterState {
  const cal = seasonCalendar(next.sport);
  return cal === seasonCalendar(shown.sport)
    ? next
    : { ...DEFAULT_FILTERS, sport: next.sport, week: readStoredWeek(cal.sport) };
}
