/**
 * Each sport's pick'em calendar and markets (docs/decisions/1601-a-second-sport.md): which weeks
 * are regular season and which postseason, what a postseason week is called, and which bet types
 * and game portions the sport's data can offer and grade. Every place that reads a week number or
 * offers a market asks the calendar of the league's (or the game's) sport; college football is the
 * default, so code that only ever sees college games reads as before.
 */
import { GAME_PORTIONS, type BetType, type GamePortion } from "../picks/vocabulary";
import { MLB_KEY, NBA_KEY, NCAA_FOOTBALL_KEY, NFL_KEY, NHL_KEY, SOCCER_KEY } from "./sport-keys";

export { MLB_KEY, NBA_KEY, NCAA_FOOTBALL_KEY, NFL_KEY, NHL_KEY, SOCCER_KEY };

export interface SportCalendar {
  /** sports.key */
  sport: string;
  /** Short name shown on badges and filters ("NCAA Football", "NFL"). */
  name: string;
  /** First week a season has: college's week 0, the NFL's week 1. */
  firstWeek: number;
  /** Last regular-season week. */
  regularLast: number;
  /**
   * Postseason weeks, picked together as one 'postseason' card week. A sport whose file has no
   * postseason (MLB's regular-season log, the Premier League) has an empty range: first > last.
   */
  postseasonFirst: number;
  postseasonLast: number;
  /** Bet types and portions the sport's data offers and the grader can settle. */
  betTypes: readonly BetType[];
  portions: readonly GamePortion[];
  /** Whether live games reveal scores by quarter (false: live, then the final score). */
  quarterScores: boolean;
  /** Names of postseason weeks ('Wild Card', ...), when the sport has them. */
  weekNames: Readonly<Record<number, string>>;
  /**
   * First day (0 Monday .. 6 Sunday, ET) of the week a Saturday-noon or custom deadline falls in:
   * college's Monday–Sunday; the NFL's Tuesday–Monday, so a Monday-night game shares its week's
   * deadline.
   */
  deadlineWeekStartsOn: number;
  /** What one of its weeks is called: 'Week', or the Premier League's 'Matchweek'. */
  weekWord?: string;
  /** A three-way match result: a moneyline may be the draw (soccer). */
  drawOutcome?: boolean;
  /** How its prices are shown (always stored as American odds): soccer fans read decimal odds. */
  oddsFormat?: "american" | "decimal";
  /**
   * No lines exist: every game is a straight-up winner pick (a moneyline without a price, one
   * point a correct pick), as MLB's file has scores only.
   */
  straightUp?: boolean;
  /** Its lines carry no prices (the NBA file's closing lines; MLB has no lines at all). */
  linesUnpriced?: boolean;
}

export const NCAA_CALENDAR: SportCalendar = {
  sport: NCAA_FOOTBALL_KEY,
  name: "NCAA Football",
  firstWeek: 0,
  regularLast: 14,
  postseasonFirst: 15,
  postseasonLast: 22,
  betTypes: ["spread", "over_under", "moneyline", "player_props", "team_props"],
  portions: GAME_PORTIONS,
  quarterScores: true,
  weekNames: {},
  deadlineWeekStartsOn: 0,
};

/** The 2024 NFL file: weeks 1–18 regular, 19 wild card, 20 divisional, 21 conference, 22 Super Bowl. */
export const NFL_CALENDAR: SportCalendar = {
  sport: NFL_KEY,
  name: "NFL",
  firstWeek: 1,
  regularLast: 18,
  postseasonFirst: 19,
  postseasonLast: 22,
  betTypes: ["spread", "over_under", "moneyline"],
  portions: ["full_game"],
  quarterScores: false,
  weekNames: {
    19: "Wild Card",
    20: "Divisional Round",
    21: "Conference Championships",
    22: "Super Bowl",
  },
  deadlineWeekStartsOn: 1,
};

/**
 * The daily sports play Monday-to-Sunday weeks (ET) numbered from the week of the season's first
 * game; the Premier League plays matchweeks by date (data/import-daily.ts says how they are cut).
 * The bounds below are the files' (a test checks them against each import).
 */
/** NBA 2024-25: weeks 1–25 regular season (and the Cup final), 26–35 play-in and playoffs. */
export const NBA_CALENDAR: SportCalendar = {
  sport: NBA_KEY,
  name: "NBA",
  firstWeek: 1,
  regularLast: 25,
  postseasonFirst: 26,
  postseasonLast: 35,
  betTypes: ["spread", "over_under"],
  portions: ["full_game"],
  quarterScores: false,
  weekNames: {},
  deadlineWeekStartsOn: 0,
  linesUnpriced: true,
};

/** NHL 2024-25: weeks 1–29 regular season (29 also opens the playoffs), 30–38 the playoffs. */
export const NHL_CALENDAR: SportCalendar = {
  sport: NHL_KEY,
  name: "NHL",
  firstWeek: 1,
  regularLast: 29,
  postseasonFirst: 30,
  postseasonLast: 38,
  betTypes: ["spread", "over_under", "moneyline"],
  portions: ["full_game"],
  quarterScores: false,
  weekNames: {},
  deadlineWeekStartsOn: 0,
};

/** MLB 2024 regular season, weeks 1–29; the file has no postseason and no lines. */
export const MLB_CALENDAR: SportCalendar = {
  sport: MLB_KEY,
  name: "MLB",
  firstWeek: 1,
  regularLast: 29,
  postseasonFirst: 30,
  postseasonLast: 29,
  betTypes: ["moneyline"],
  portions: ["full_game"],
  quarterScores: false,
  weekNames: {},
  deadlineWeekStartsOn: 0,
  straightUp: true,
  linesUnpriced: true,
};

/** Premier League 2024-25: matchweeks 1–41 by date; no postseason. */
export const SOCCER_CALENDAR: SportCalendar = {
  sport: SOCCER_KEY,
  name: "Soccer",
  firstWeek: 1,
  regularLast: 41,
  postseasonFirst: 42,
  postseasonLast: 41,
  betTypes: ["spread", "over_under", "moneyline"],
  portions: ["full_game"],
  quarterScores: false,
  weekNames: {},
  deadlineWeekStartsOn: 0,
  weekWord: "Matchweek",
  drawOutcome: true,
  oddsFormat: "decimal",
};

export const CALENDARS: readonly SportCalendar[] = [
  NCAA_CALENDAR,
  NFL_CALENDAR,
  NBA_CALENDAR,
  NHL_CALENDAR,
  MLB_CALENDAR,
  SOCCER_CALENDAR,
];

/** Whether the sport's season has postseason weeks at all. */
export const hasPostseason = (cal: SportCalendar) => cal.postseasonFirst <= cal.postseasonLast;

/** The calendar of a sport key (or sport name); college football for anything unknown. */
export function calendarFor(sport: string | null | undefined): SportCalendar {
  if (!sport) return NCAA_CALENDAR;
  const s = sport.toLowerCase();
  return CALENDARS.find((c) => c.sport === s || c.name.toLowerCase() === s) ?? NCAA_CALENDAR;
}

/** What the spec adds to a week's name in the Week choosers when all its games are done. */
export const WEEK_COMPLETE = " (Complete)";

/** 'Week 7', or the postseason week's name where the sport has one ('Wild Card'). */
export function weekTitle(week: number, cal: SportCalendar = NCAA_CALENDAR): string {
  return cal.weekNames[week] ?? `${cal.weekWord ?? "Week"} ${week}`;
}

/** Whether the sport's data offers this bet type / portion at all. */
export const sportOffersBetType = (cal: SportCalendar, betType: string) =>
  (cal.betTypes as readonly string[]).includes(betType);
export const sportOffersPortion = (cal: SportCalendar, portion: string) =>
  (cal.portions as readonly string[]).includes(portion);
