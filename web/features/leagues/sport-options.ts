/**
 * What a league of each sport can be set to (docs/decisions/1601-a-second-sport.md): the bet types,
 * game portions and postseason stages the sport's calendar offers, and whether week 0 and the
 * college conference filter exist. The Create League dialog offers only these, the settings panels
 * show only these, and a payload is trimmed to them before it is sent.
 */
import type { ConferenceFilter } from "#domain/leagues/enums";
import {
  BET_TYPES,
  PORTION_GROUP_MEMBERS,
  PORTION_GROUPS,
  type BetType,
  type PortionGroup,
} from "#domain/picks/vocabulary";
import {
  calendarFor,
  CALENDARS,
  hasPostseason,
  MLB_KEY,
  NBA_KEY,
  NCAA_FOOTBALL_KEY,
  NFL_KEY,
  NHL_KEY,
  SOCCER_KEY,
  sportOffersBetType,
  sportOffersPortion,
  type SportCalendar,
} from "#domain/season/calendars";

export type PostseasonFlag =
  "include_conf_championship" | "include_bowl_games" | "include_playoffs";

export interface SportOptions {
  calendar: SportCalendar;
  betTypes: BetType[];
  portions: PortionGroup[];
  /** The postseason switches, with the words the dialog shows. */
  postseason: { flag: PostseasonFlag; label: string; summary: string }[];
  /** The sport has a week 0 (college: yes; the NFL starts at week 1). */
  week0: boolean;
  /** The college conference filter applies. */
  conferenceFilter: boolean;
  /** One sentence of what the sport's leagues play (Create League and the Rules panel say it). */
  offers: string;
}

/** What each sport's season offers, in a fan's words. */
export const SPORT_OFFERS: Record<string, string> = {
  [NCAA_FOOTBALL_KEY]:
    "College football offers spreads, totals, moneylines and props on the full game, halves and quarters.",
  [NFL_KEY]: "The NFL offers full-game spreads, totals and moneylines, then the playoffs.",
  [NBA_KEY]:
    "The NBA offers spreads and totals without prices (no moneyline), then the play-in and playoffs.",
  [NHL_KEY]:
    "The NHL offers the puck line, totals and moneylines at their prices, then the playoffs.",
  [MLB_KEY]:
    "MLB plays straight-up: pick the winner, one point a correct pick — there are no lines.",
  [SOCCER_KEY]:
    "Premier League matchweeks: the match result has a draw (home, draw or away), the handicap is Asian (quarter lines settle half on each side) and the total is over/under 2.5 goals.",
};

const COLLEGE_POSTSEASON: SportOptions["postseason"] = [
  {
    flag: "include_conf_championship",
    label: "Include Conference Championships",
    summary: "Conference Championships",
  },
  { flag: "include_bowl_games", label: "Include Bowl Games", summary: "Bowl Games" },
  { flag: "include_playoffs", label: "Include Playoffs", summary: "Playoffs" },
];

function playoffSpan(cal: SportCalendar): string | null {
  const first = cal.weekNames[cal.postseasonFirst];
  const last = cal.weekNames[cal.postseasonLast];
  return first && last ? `${first} to ${last}` : null;
}

/**
 * The options of a sport: a sports.key ('nfl'), a dialog sport type ('ncaa', 'nfl') or a sport
 * name. A custom league plays the first of its allowed sports that has a season (as the server
 * decides), college football when none is chosen yet.
 */
export function sportOptions(
  sport: string | null | undefined,
  allowedSports: readonly string[] = [],
): SportOptions {
  const key =
    sport === "custom"
      ? allowedSports.find((name) => CALENDARS.some((c) => c.name === name))
      : sport === "ncaa"
        ? NCAA_FOOTBALL_KEY
        : sport;
  const calendar = calendarFor(key);
  const college = calendar.sport === NCAA_FOOTBALL_KEY;
  const span = playoffSpan(calendar);
  return {
    calendar,
    betTypes: BET_TYPES.filter((b) => sportOffersBetType(calendar, b)),
    portions: PORTION_GROUPS.filter((g) =>
      PORTION_GROUP_MEMBERS[g].every((p) => sportOffersPortion(calendar, p)),
    ),
    postseason: college
      ? COLLEGE_POSTSEASON
      : !hasPostseason(calendar)
        ? []
        : [
            {
              flag: "include_playoffs",
              label: span ? `Include Playoffs (${span})` : "Include Playoffs",
              summary: span ? `Playoffs (${span})` : "Playoffs",
            },
          ],
    week0: calendar.firstWeek === 0,
    conferenceFilter: college,
    offers: SPORT_OFFERS[calendar.sport] ?? "",
  };
}

export interface SportSettings {
  allowed_bet_types: string[];
  allowed_game_portions: string[];
  include_week_0: boolean;
  include_conf_championship: boolean;
  include_bowl_games: boolean;
  include_playoffs: boolean;
  conference_filter: string;
}

const ALL_FBS: ConferenceFilter = "all_fbs";

/**
 * The settings as the sport can have them: bet types and portions it does not offer dropped,
 * postseason switches it does not have off, no week 0 and no conference filter where there are
 * none. The form keeps the fan's college choices, so switching back restores them.
 */
export function limitToSport<T extends SportSettings>(settings: T, options: SportOptions): T {
  const has = (flag: PostseasonFlag) => options.postseason.some((p) => p.flag === flag);
  return {
    ...settings,
    // A straight-up sport has its one pick (the winner), whatever was ticked for another sport.
    allowed_bet_types: options.calendar.straightUp
      ? [...options.betTypes]
      : settings.allowed_bet_types.filter((b) => (options.betTypes as string[]).includes(b)),
    allowed_game_portions: settings.allowed_game_portions.filter((p) =>
      (options.portions as string[]).includes(p),
    ),
    include_week_0: options.week0 && settings.include_week_0,
    include_conf_championship:
      has("include_conf_championship") && settings.include_conf_championship,
    include_bowl_games: has("include_bowl_games") && settings.include_bowl_games,
    include_playoffs: has("include_playoffs") && settings.include_playoffs,
    conference_filter: options.conferenceFilter ? settings.conference_filter : ALL_FBS,
  };
}
