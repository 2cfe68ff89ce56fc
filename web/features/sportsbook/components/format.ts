/**
 * Words of /sportsbook's filters: week labels, the choices and the filters' summary (a pick's
 * words are in pick-text.ts; odds, dates and countdowns are formatted by #web/lib/format).
 */
import {
  BET_TYPE_LABELS,
  GAME_PORTIONS,
  PORTION_GROUP_LABELS,
  PORTION_GROUPS,
  PORTION_LABELS,
  portionGroupOf,
  toLeagueBetType,
} from "#domain/picks/vocabulary";
import type { WeekCompletion } from "#domain/picks/weeks";
import {
  calendarFor,
  NCAA_CALENDAR,
  sportOffersBetType,
  sportOffersPortion,
  WEEK_COMPLETE,
  weekTitle,
  type SportCalendar,
} from "#domain/season/calendars";

export const cardWeekLabel = (week: number | "postseason", cal: SportCalendar = NCAA_CALENDAR) =>
  week === "postseason" ? "Postseason" : weekTitle(week, cal);

/** The season a Sport filter value shows: 'NFL' the NFL's, anything else college football's. */
export const seasonCalendar = (sport: string) => calendarFor(sport === "all" ? null : sport);

/** 'Week 7' or the postseason week's name ('Wild Card'), plus ' (Complete)' when all are done. */
const weekOptionLabel = (w: WeekCompletion, cal: SportCalendar) =>
  `${weekTitle(w.week, cal)}${w.all_games_complete ? WEEK_COMPLETE : ""}`;

export interface WeekOption {
  value: number;
  label: string;
}

/**
 * The Week filter's options: every week the server lists, each 'Week N' or its postseason name
 * (+ ' (Complete)'), and the selected week too when the server's list does not (yet) hold it, so
 * the select never goes blank.
 */
export function weekOptions(
  weeks: readonly WeekCompletion[],
  selected: number | null,
  cal: SportCalendar = NCAA_CALENDAR,
): WeekOption[] {
  const options = weeks.map((w) => ({ value: w.week, label: weekOptionLabel(w, cal) }));
  if (selected !== null && !weeks.some((w) => w.week === selected))
    options.push({
      value: selected,
      label: weekOptionLabel({ week: selected, all_games_complete: false }, cal),
    });
  return options.sort((a, b) => a.value - b.value);
}

/** The /sportsbook Game Portions choices (spec: All, Full Game, Half Game, Quarter Game). */
export const PORTION_GROUP_CHOICES = PORTION_GROUPS.map((g) => ({
  value: g,
  label: PORTION_GROUP_LABELS[g],
}));

/** The /sportsbook Bet Types choices (spec: All, Spread, Over/Under, Moneyline, Team Props, Player Props). */
export const BET_TYPE_CHOICES = (
  ["spread", "over_under", "moneyline", "team_props", "player_props"] as const
).map((b) => ({ value: b, label: BET_TYPE_LABELS[b] }));

/** The Game Portions and Bet Types choices the sport's data has (the NFL: full game; spread, total, moneyline). */
export function marketChoices(cal: SportCalendar) {
  return {
    portions: PORTION_GROUP_CHOICES.filter((c) =>
      GAME_PORTIONS.some((p) => portionGroupOf(p) === c.value && sportOffersPortion(cal, p)),
    ),
    betTypes: BET_TYPE_CHOICES.filter((c) => sportOffersBetType(cal, c.value)),
  };
}

const CONFERENCE_CHOICES: Record<string, string> = {
  all: "All Conferences",
  top_25: "Top 25",
  power_5: "Power 5",
};

const betLabel = (name: string) => {
  const bet = toLeagueBetType(name);
  return bet ? BET_TYPE_LABELS[bet] : name;
};

const PORTION_NAMES: Record<string, string> = { ...PORTION_LABELS, ...PORTION_GROUP_LABELS };
const portionLabel = (name: string) => PORTION_NAMES[name] ?? name;

/** A multi-select's value as its control shows it ('All' or the chosen labels). */
function chosenLabels(list: readonly string[], label: (name: string) => string): string {
  if (list.length === 0 || list.includes("all")) return "All";
  return list.map(label).join(", ");
}

/** The /sportsbook filters (the filter bar's state). */
export interface FilterState {
  /** 'all' or a sport name: which season's games are shown (college unless 'NFL'). */
  sport: string;
  /**
   * A game week of that season: the filter lists each of the server's weeks, postseason ones too.
   * Null: the season's current week (the games answer says which).
   */
  week: number | null;
  conference: string;
  oddsRestrictionEnabled: boolean;
  minOdds: number;
  maxOdds: number;
  gamePortions: string[];
  betTypes: string[];
}

/**
 * The summary line of the active filters, in the words of the filter controls:
 * 'Week 3 · All Sports · All Conferences · Game Portions: All · Bet Types: Spread, Over/Under'.
 */
export function filterSummary(
  filters: FilterState & { week: number },
  options: {
    weeks: readonly WeekCompletion[];
    conferences: readonly { name: string; slug: string }[];
  },
): string {
  const cal = seasonCalendar(filters.sport);
  const week =
    weekOptions(options.weeks, filters.week, cal).find((o) => o.value === filters.week)?.label ??
    weekTitle(filters.week, cal);
  const conference =
    CONFERENCE_CHOICES[filters.conference] ??
    options.conferences.find((c) => c.slug === filters.conference)?.name ??
    filters.conference;
  const parts = [
    week,
    filters.sport === "all" ? "All Sports" : filters.sport,
    conference,
    `Game Portions: ${chosenLabels(filters.gamePortions, portionLabel)}`,
    `Bet Types: ${chosenLabels(filters.betTypes, betLabel)}`,
  ];
  if (filters.oddsRestrictionEnabled) parts.push(`Odds ${filters.minOdds} to ${filters.maxOdds}`);
  return parts.join(" · ");
}

/** A league's allowed bet types and portions in the filter controls' words ('any …' when open). */
export function leagueRestrictionLabels(league: {
  allowed_bet_types: readonly string[];
  allowed_game_portions: readonly string[];
}): { betTypes: string; portions: string } {
  return {
    betTypes: league.allowed_bet_types.map(betLabel).join(", ") || "any bet",
    portions: league.allowed_game_portions.map(portionLabel).join(", ") || "any portion",
  };
}
