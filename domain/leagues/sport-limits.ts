/**
 * What a league's sport lets it offer (ADR 1601): a valid configuration checked against the
 * sport's markets (its calendar's bet types and portions) and trimmed of settings the sport has no
 * use for. The server runs it once it knows the league's sport.
 */
import { addFieldError, type FieldErrors } from "../field-errors";
import { BET_TYPE_LABELS, expandGamePortions } from "../picks/vocabulary";
import {
  hasPostseason,
  NCAA_CALENDAR,
  sportOffersBetType,
  sportOffersPortion,
  type SportCalendar,
} from "../season/calendars";
import {
  LEAGUE_DEFAULTS,
  sportDefaultBetTypes,
  type LeagueSettings,
  type LeagueSettingsResult,
} from "./league-settings";

/** "a, b and c" */
const listText = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** What a sport's leagues may offer (the sport's data has nothing else to grade). */
export const SPORT_LIMIT_MESSAGES = {
  betTypes: (cal: SportCalendar) =>
    cal.straightUp
      ? `${cal.name} leagues play straight-up: pick the winner`
      : `${cal.name} leagues offer ${listText(cal.betTypes.map((b) => BET_TYPE_LABELS[b].toLowerCase()))} only`,
  portions: (cal: SportCalendar) =>
    cal.portions.length === 1 && cal.portions[0] === "full_game"
      ? `${cal.name} leagues offer full-game picks only`
      : `${cal.name} leagues offer ${listText(cal.portions.map((p) => p.replace(/_/g, " ")))} picks only`,
  postseasonOnly: (cal: SportCalendar) =>
    `${cal.name} has no postseason: a postseason-only league needs a sport with one`,
} as const;

/**
 * A valid configuration limited to what the league's sport offers (ADR 1601): bet types and game
 * portions outside the sport's markets are refused on their field; settings the sport has no use
 * for are normalised: week 0 off when the sport has no week 0; and outside college football the
 * conference championship and bowl switches off and the conference filter back to its default
 * (college conferences mean nothing there; the postseason is the playoffs, `include_playoffs`),
 * and the playoffs off where the season has none (MLB's regular season, the Premier League).
 * A league whose request named no bet types (`betTypesGiven` false) gets the sport's defaults.
 */
export function limitSettingsToSport(
  given: LeagueSettings,
  cal: SportCalendar,
  opts: { betTypesGiven?: boolean } = {},
): LeagueSettingsResult {
  const settings =
    opts.betTypesGiven === false
      ? { ...given, allowed_bet_types: sportDefaultBetTypes(cal) }
      : given;
  const errors: FieldErrors = {};
  if (settings.allowed_bet_types.some((b) => !sportOffersBetType(cal, b)))
    addFieldError(errors, "allowed_bet_types", SPORT_LIMIT_MESSAGES.betTypes(cal));
  if (expandGamePortions(settings.allowed_game_portions).some((p) => !sportOffersPortion(cal, p)))
    addFieldError(errors, "allowed_game_portions", SPORT_LIMIT_MESSAGES.portions(cal));
  if (settings.postseason_only && !hasPostseason(cal))
    addFieldError(errors, "postseason_only", SPORT_LIMIT_MESSAGES.postseasonOnly(cal));
  if (Object.keys(errors).length) return { ok: false, errors };
  const college = cal.sport === NCAA_CALENDAR.sport;
  return {
    ok: true,
    value: {
      ...settings,
      include_week_0: settings.include_week_0 && cal.firstWeek === 0,
      include_conf_championship: college && settings.include_conf_championship,
      include_bowl_games: college && settings.include_bowl_games,
      include_playoffs: hasPostseason(cal) && settings.include_playoffs,
      conference_filter: college ? settings.conference_filter : LEAGUE_DEFAULTS.conference_filter,
    },
  };
}
