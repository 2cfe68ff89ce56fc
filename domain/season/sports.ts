/**
 * The one table of sports (issue 44): every sport the product names, with its key (sports.key),
 * display name and, when a season of it is loaded here, its calendar (its weeks and the bet types
 * and portions it offers, domain/season/calendars.ts). Each list of sports a screen shows is drawn
 * from this table, in the order its spec gives.
 */
import {
  MLB_CALENDAR,
  NBA_CALENDAR,
  NCAA_CALENDAR,
  NFL_CALENDAR,
  NHL_CALENDAR,
  SOCCER_CALENDAR,
  type SportCalendar,
} from "./calendars";
import { MLB_KEY, NBA_KEY, NCAA_FOOTBALL_KEY, NFL_KEY, NHL_KEY, SOCCER_KEY } from "./sport-keys";

export interface Sport {
  key: string;
  name: string;
  /** The scores ticker's words when they differ from the name, and a phone's narrow button's. */
  tickerName?: string;
  tickerShort?: string;
  /** The Create League dialog's sport type of a sport with a season ('ncaa', 'nfl', 'nba', ...). */
  sportType?: "ncaa" | "nfl" | "nba" | "nhl" | "mlb" | "soccer";
  /** Its calendar and markets; none: no season is loaded here, so it has no games or leagues yet. */
  calendar?: SportCalendar;
}

export const SPORTS = [
  {
    key: NCAA_FOOTBALL_KEY,
    name: NCAA_CALENDAR.name,
    tickerName: "College Football",
    tickerShort: "CFB",
    sportType: "ncaa",
    calendar: NCAA_CALENDAR,
  },
  { key: NFL_KEY, name: NFL_CALENDAR.name, sportType: "nfl", calendar: NFL_CALENDAR },
  { key: NBA_KEY, name: NBA_CALENDAR.name, sportType: "nba", calendar: NBA_CALENDAR },
  { key: "ncaa-basketball", name: "College Basketball", tickerShort: "CBB" },
  { key: NHL_KEY, name: NHL_CALENDAR.name, sportType: "nhl", calendar: NHL_CALENDAR },
  { key: MLB_KEY, name: MLB_CALENDAR.name, sportType: "mlb", calendar: MLB_CALENDAR },
  { key: SOCCER_KEY, name: SOCCER_CALENDAR.name, sportType: "soccer", calendar: SOCCER_CALENDAR },
] as const satisfies readonly Sport[];
export type SportKey = (typeof SPORTS)[number]["key"];

const BY_KEY = Object.fromEntries(SPORTS.map((s) => [s.key, s])) as Record<SportKey, Sport>;
/** The table's row of a sport. */
export const sportOf = (key: SportKey): Sport => BY_KEY[key];

/** The sports with a season here, in the table's order. */
export const SEASON_SPORTS: readonly Sport[] = SPORTS.filter((s: Sport) => s.calendar);
/** Create League's Sport choices: each sport with a season, as its sport type. */
export const SPORT_TYPE_CHOICES = SEASON_SPORTS.map((s) => ({
  value: s.sportType!,
  label: s.name,
}));

/** The sports the scores ticker offers (spec 000), in its order. */
export const TICKER_SPORTS = [
  "ncaa-football",
  "nfl",
  "nba",
  "ncaa-basketball",
  "mlb",
  "nhl",
] as const satisfies readonly SportKey[];
export type TickerSport = (typeof TICKER_SPORTS)[number];

/** The sports a league may name (spec 001: Allowed Sports; League Central's Sport filter). */
export const LEAGUE_SPORTS = [
  "ncaa-football",
  "nfl",
  "nba",
  "nhl",
  "mlb",
  "soccer",
] as const satisfies readonly SportKey[];
/** Their names, as a custom league's allowed_sports holds them. */
export const ALLOWED_SPORTS = LEAGUE_SPORTS.map((key) => BY_KEY[key].name);

/**
 * The key of a sport a request names by key, name or sport type, any case ('ncaa', 'NCAA
 * Football' → 'ncaa-football'; 'NFL' → 'nfl'); anything else comes back unchanged.
 */
export function sportKeyOf(name: string): string {
  const s = name.toLowerCase();
  return (
    SPORTS.find((x: Sport) => x.key === s || x.name.toLowerCase() === s || x.sportType === s)
      ?.key ?? name
  );
}
