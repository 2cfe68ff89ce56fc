/**
 * The create-league payload (spec 001 §3), its defaults (§9) and every rule and message of §5: the
 * dialog runs `validateLeagueSettings` before it sends, the server again (its answer wins).
 */
import * as v from "valibot";
import { addFieldError, fieldErrorsOf, mergeFieldErrors, type FieldErrors } from "../field-errors";
import { calendarFor, sportOffersBetType, type SportCalendar } from "../season/calendars";
import { ALLOWED_SPORTS, sportKeyOf } from "../season/sports";
import { ALLOWED_PORTIONS, BET_TYPES } from "../picks/vocabulary";
import { CONFIDENCE_MESSAGES } from "./pool-format";
import { FORMAT_FIELDS, formatSettings, type FormatSettings } from "./format-settings";
import * as survivor from "./survivor-settings";
import {
  CONFERENCE_FILTERS,
  DURATION_TYPES,
  LEAGUE_TYPES,
  SEASON_SPORT_TYPES,
  POOL_FORMATS,
  SPORT_TYPES,
  SUBMISSION_DEADLINES,
  type SeasonSportType,
  TIEBREAKER_CHOICES,
} from "./enums";

export type { FieldErrors };

export const LEAGUE_MESSAGES = {
  nameRequired: "League name is required",
  nameTooShort: "League name must be at least 3 characters",
  nameTooLong: "League name must be at most 100 characters",
  sportsRequired: "Please select at least one sport",
  startDateRequired: "Start date is required",
  endDateRequired: "End date is required",
  endBeforeStart: "End date must be after the start date",
  betTypeRequired: "Select at least one bet type",
  portionRequired: "Select at least one game portion",
  minOddsRequired: "Minimum odds is required when odds restrictions are enabled",
  maxOddsRequired: "Maximum odds is required when odds restrictions are enabled",
  maxOddsNotAbove: "Maximum odds must be greater than minimum odds",
  sponsorNameRequired: "Sponsor name is required",
  prizeRequired: "Prize description is required",
  sponsorLogoNotOwn: "Keep this league's own logo or upload a new image",
  tiebreakerClash: "Secondary tiebreaker must be different from the primary tiebreaker",
  deadlineDayRequired: "Deadline day is required",
  deadlineTimeRequired: "Deadline time is required",
  postseasonLimit: "Postseason pick limit must be between 1 and 100",
  maxMembers: "Max members must be between 2 and 10000",
  picksPerWeek: "Picks per week must be between 1 and 100",
  customWeeks: "Custom weeks must be between 1 and 52",
  sportTypeConflict: (sportName: string) =>
    `The sport must be the sport type's sport (${sportName})`,
  sportNotAllowed: "The sport must be one of the allowed sports",
} as const;

/** Section 9 defaults of the Create League dialog (the server applies them to absent fields). */
export const LEAGUE_DEFAULTS = {
  description: "",
  league_type: "private" as const,
  sport_type: "ncaa" as const,
  allowed_sports: [] as string[],
  enable_locks: true,
  custom_weeks: null as number | null,
  include_week_0: true,
  include_conf_championship: false,
  include_bowl_games: false,
  include_playoffs: false,
  postseason_pick_limit: 5,
  conference_filter: "all_fbs" as const,
  duration_type: "season" as const,
  custom_start_date: null as string | null,
  custom_end_date: null as string | null,
  max_members: 50,
  picks_per_week: 5,
  show_picks_before_lock: false,
  allowed_bet_types: ["spread", "over_under"] as string[],
  allowed_game_portions: ["full_game"] as string[],
  odds_range_enabled: true,
  min_odds: -120 as number | null,
  max_odds: 120 as number | null,
  submission_deadline: "game_time" as const,
  custom_deadline_day: null as number | null,
  custom_deadline_time: null as string | null,
  primary_tiebreaker: "pick_percentage" as const,
  secondary_tiebreaker: "average_odds" as const,
  count_push_as_win: false,
  is_sponsored: false,
  sponsor_name: null as string | null,
  sponsor_logo_url: null as string | null,
  sponsor_message: null as string | null,
  prize_description: null as string | null,
  pool_format: "standard" as const,
  postseason_only: false,
  ...survivor.SURVIVOR_DEFAULTS,
};

/** Numbers may arrive as strings from form fields; blanks count as absent. */
const intIn = (min: number, max: number, message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^-?\d+$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
const optionalText = (max: number, label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be text`),
        v.trim(),
        v.maxLength(max, `${label} must be at most ${max} characters`),
      ),
    ),
  );
const flag = (label: string) => v.optional(v.boolean(`${label} must be true or false`));
const oddsValue = (label: string) =>
  v.optional(
    v.nullable(
      v.union([
        v.literal(""),
        intIn(-100000, 100000, `${label} must be a whole number of American odds`),
      ]),
    ),
  );
const isoDate = (label: string) =>
  v.optional(
    v.nullable(
      v.union([
        v.literal(""),
        v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)),
      ]),
    ),
  );

/** Field types and bounds; cross-field rules follow in `crossFieldErrors`. */
/** Where a stored sponsor logo is served (worker/media/). */
const STORED_LOGO = /^\/api\/media\/logos\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
export const SPONSOR_LOGO_TEXT = "Upload the sponsor logo as an image (PNG, JPEG, GIF or WebP)";

export const LeagueSettingsSchema = v.object({
  name: v.pipe(
    v.optional(v.nullable(v.string(LEAGUE_MESSAGES.nameRequired)), ""),
    v.transform((name) => name ?? ""),
    v.trim(),
    v.nonEmpty(LEAGUE_MESSAGES.nameRequired),
    v.minLength(3, LEAGUE_MESSAGES.nameTooShort),
    v.maxLength(100, LEAGUE_MESSAGES.nameTooLong),
  ),
  description: optionalText(1000, "Description"),
  league_type: v.optional(v.picklist(LEAGUE_TYPES, "League type must be private or public")),
  sport_type: v.optional(
    v.picklist(SPORT_TYPES, `Sport type must be ${SEASON_SPORT_TYPES.join(", ")} or custom`),
  ),
  sport: v.optional(v.nullable(v.union([v.number(), v.string()], "Sport must be an id or name"))),
  season: v.optional(
    v.nullable(v.union([v.literal(""), intIn(1, 1_000_000_000, "Season must be an id")])),
  ),
  allowed_sports: v.optional(
    v.array(v.picklist(ALLOWED_SPORTS, "Unknown sport"), "Allowed sports must be a list"),
  ),
  enable_locks: flag("Enable locks"),
  custom_weeks: v.optional(
    v.nullable(v.union([v.literal(""), intIn(1, 52, LEAGUE_MESSAGES.customWeeks)])),
  ),
  include_week_0: flag("Include week 0"),
  include_conf_championship: flag("Include conference championships"),
  include_bowl_games: flag("Include bowl games"),
  include_playoffs: flag("Include playoffs"),
  postseason_pick_limit: v.optional(intIn(1, 100, LEAGUE_MESSAGES.postseasonLimit)),
  conference_filter: v.optional(v.picklist(CONFERENCE_FILTERS, "Unknown conference filter")),
  duration_type: v.optional(v.picklist(DURATION_TYPES, "Unknown duration")),
  custom_start_date: isoDate("Start date"),
  custom_end_date: isoDate("End date"),
  max_members: v.optional(intIn(2, 10000, LEAGUE_MESSAGES.maxMembers)),
  picks_per_week: v.optional(intIn(1, 100, LEAGUE_MESSAGES.picksPerWeek)),
  show_picks_before_lock: flag("Show picks before lock"),
  allowed_bet_types: v.optional(
    v.pipe(
      v.array(v.picklist(BET_TYPES, "Unknown bet type"), LEAGUE_MESSAGES.betTypeRequired),
      v.minLength(1, LEAGUE_MESSAGES.betTypeRequired),
    ),
  ),
  allowed_game_portions: v.optional(
    v.pipe(
      v.array(
        v.picklist(ALLOWED_PORTIONS, "Unknown game portion"),
        LEAGUE_MESSAGES.portionRequired,
      ),
      v.minLength(1, LEAGUE_MESSAGES.portionRequired),
    ),
  ),
  odds_range_enabled: flag("Odds range"),
  odds_restriction_enabled: flag("Odds restriction"),
  min_odds: oddsValue("Minimum odds"),
  max_odds: oddsValue("Maximum odds"),
  submission_deadline: v.optional(v.picklist(SUBMISSION_DEADLINES, "Unknown submission deadline")),
  custom_deadline_day: v.optional(
    v.nullable(
      v.union([v.literal(""), intIn(0, 6, "Deadline day must be 0 (Monday) to 6 (Sunday)")]),
    ),
  ),
  custom_deadline_time: v.optional(
    v.nullable(
      v.union([
        v.literal(""),
        v.pipe(
          v.string(),
          v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Deadline time must be HH:MM (24-hour, Eastern)"),
        ),
      ]),
    ),
  ),
  primary_tiebreaker: v.optional(v.picklist(TIEBREAKER_CHOICES, "Unknown tiebreaker")),
  secondary_tiebreaker: v.optional(v.picklist(TIEBREAKER_CHOICES, "Unknown tiebreaker")),
  count_push_as_win: flag("Count push as win"),
  is_sponsored: flag("Sponsored"),
  sponsor_name: optionalText(100, "Sponsor name"),
  // An uploaded image (a data string, stored by the server) or the path it was stored at (the
  // server takes only the league's own, worker/leagues/settings.ts): an address elsewhere would be
  // a third-party request on every league page (a tracking pixel).
  sponsor_logo_url: v.optional(
    v.nullable(
      v.union(
        [
          v.literal(""),
          v.pipe(v.string(), v.regex(STORED_LOGO)),
          v.pipe(v.string(), v.startsWith("data:image/"), v.maxLength(1_500_000)),
        ],
        SPONSOR_LOGO_TEXT,
      ),
    ),
  ),
  sponsor_message: optionalText(500, "Sponsor message"),
  prize_description: optionalText(500, "Prize description"),
  pool_format: v.optional(v.picklist(POOL_FORMATS, survivor.POOL_FORMAT_MESSAGE)),
  postseason_only: flag("Postseason only"),
  ...FORMAT_FIELDS,
});

export type LeagueSettingsInput = v.InferInput<typeof LeagueSettingsSchema>;

/** A complete, valid league configuration (what the server stores). */
export interface LeagueSettings extends FormatSettings {
  name: string;
  description: string;
  league_type: "private" | "public";
  sport_type: "single" | "custom";
  /** The sport the dialog chose (ncaa, nfl, nba, ...) or the given id/name; resolved by the server. */
  sport: number | string | null;
  /**
   * The sport a given single-sport `sport_type` names ('ncaa', 'nfl', 'mlb', ...; null when absent,
   * 'single' or 'custom'): the server refuses a `sport` that names another one.
   */
  sport_type_sport: SeasonSportType | null;
  season: number | null;
  allowed_sports: string[];
  enable_locks: boolean;
  custom_weeks: number | null;
  include_week_0: boolean;
  include_conf_championship: boolean;
  include_bowl_games: boolean;
  include_playoffs: boolean;
  postseason_pick_limit: number;
  conference_filter: string;
  duration_type: string;
  custom_start_date: string | null;
  custom_end_date: string | null;
  max_members: number;
  picks_per_week: number;
  show_picks_before_lock: boolean;
  allowed_bet_types: string[];
  allowed_game_portions: string[];
  odds_range_enabled: boolean;
  min_odds: number | null;
  max_odds: number | null;
  submission_deadline: string;
  custom_deadline_day: number | null;
  custom_deadline_time: string | null;
  primary_tiebreaker: string;
  secondary_tiebreaker: string;
  count_push_as_win: boolean;
  is_sponsored: boolean;
  sponsor_name: string | null;
  sponsor_logo_url: string | null;
  sponsor_message: string | null;
  prize_description: string | null;
  pool_format: (typeof POOL_FORMATS)[number];
  /** A bowl pool: only the postseason card is offered, picked and counted. */
  postseason_only: boolean;
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");
const add = addFieldError;

/** Rules that look at more than one field; run on the raw input so every message shows at once. */
function crossFieldErrors(raw: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const get = <K extends keyof typeof LEAGUE_DEFAULTS>(key: K) =>
    raw[key] === undefined ? LEAGUE_DEFAULTS[key] : raw[key];

  if (get("sport_type") === "custom") {
    const sports = raw.allowed_sports;
    if (!Array.isArray(sports) || sports.length === 0)
      add(errors, "allowed_sports", LEAGUE_MESSAGES.sportsRequired);
  }
  if (get("duration_type") === "custom") {
    if (blank(raw.custom_start_date))
      add(errors, "custom_start_date", LEAGUE_MESSAGES.startDateRequired);
    if (blank(raw.custom_end_date)) add(errors, "custom_end_date", LEAGUE_MESSAGES.endDateRequired);
    if (
      typeof raw.custom_start_date === "string" &&
      typeof raw.custom_end_date === "string" &&
      /^\d{4}-\d{2}-\d{2}$/.test(raw.custom_start_date) &&
      /^\d{4}-\d{2}-\d{2}$/.test(raw.custom_end_date) &&
      raw.custom_end_date < raw.custom_start_date
    )
      add(errors, "custom_end_date", LEAGUE_MESSAGES.endBeforeStart);
  }
  if (Array.isArray(raw.allowed_bet_types) && raw.allowed_bet_types.length === 0)
    errors.allowed_bet_types = [LEAGUE_MESSAGES.betTypeRequired];
  if (Array.isArray(raw.allowed_game_portions) && raw.allowed_game_portions.length === 0)
    errors.allowed_game_portions = [LEAGUE_MESSAGES.portionRequired];

  const oddsOn = (raw.odds_range_enabled ?? raw.odds_restriction_enabled ?? true) === true;
  if (oddsOn) {
    const minGiven = "min_odds" in raw ? raw.min_odds : LEAGUE_DEFAULTS.min_odds;
    const maxGiven = "max_odds" in raw ? raw.max_odds : LEAGUE_DEFAULTS.max_odds;
    if (blank(minGiven)) add(errors, "min_odds", LEAGUE_MESSAGES.minOddsRequired);
    if (blank(maxGiven)) add(errors, "max_odds", LEAGUE_MESSAGES.maxOddsRequired);
    const min = Number(minGiven);
    const max = Number(maxGiven);
    if (!blank(minGiven) && !blank(maxGiven) && Number.isFinite(min) && Number.isFinite(max))
      if (max <= min) add(errors, "max_odds", LEAGUE_MESSAGES.maxOddsNotAbove);
  }
  if (get("submission_deadline") === "custom") {
    if (blank(raw.custom_deadline_day))
      add(errors, "custom_deadline_day", LEAGUE_MESSAGES.deadlineDayRequired);
    if (blank(raw.custom_deadline_time))
      add(errors, "custom_deadline_time", LEAGUE_MESSAGES.deadlineTimeRequired);
  }
  if (raw.is_sponsored === true) {
    if (blank(raw.sponsor_name)) add(errors, "sponsor_name", LEAGUE_MESSAGES.sponsorNameRequired);
    if (blank(raw.prize_description))
      add(errors, "prize_description", LEAGUE_MESSAGES.prizeRequired);
  }
  if (get("secondary_tiebreaker") === get("primary_tiebreaker"))
    add(errors, "secondary_tiebreaker", LEAGUE_MESSAGES.tiebreakerClash);
  if (raw.pool_format === "confidence" && raw.enable_locks === true)
    add(errors, "enable_locks", CONFIDENCE_MESSAGES.noLocks);
  return errors;
}

const emptyToNull = <T>(value: T | "" | null | undefined): T | null =>
  value === "" || value === undefined ? null : value;
const text = (value: string | null | undefined) =>
  value === undefined || value === null || value === "" ? null : value;

const isSeasonSport = (t: string | undefined): t is SeasonSportType =>
  (SEASON_SPORT_TYPES as readonly string[]).includes(t ?? "");

/**
 * The bet types of a league that chose none: the section 9 defaults its sport offers, or all of
 * the sport's own where it offers none of them (MLB's straight-up moneyline); a sport with a
 * three-way match result (soccer) has it too, its fans' main market.
 */
export function sportDefaultBetTypes(cal: SportCalendar): string[] {
  const offered = LEAGUE_DEFAULTS.allowed_bet_types.filter((b) => sportOffersBetType(cal, b));
  if (cal.drawOutcome) return [...offered, "moneyline"];
  return offered.length ? offered : [...cal.betTypes];
}
const defaultBetTypes = (sportType: SeasonSportType) =>
  sportDefaultBetTypes(calendarFor(sportKeyOf(sportType)));

/** Applies section 9 defaults and normalises names (`sport_type` ncaa, nfl, ... → single). */
function normalise(out: v.InferOutput<typeof LeagueSettingsSchema>): LeagueSettings {
  const d = LEAGUE_DEFAULTS;
  const sportType = out.sport_type ?? d.sport_type;
  const typeSport = isSeasonSport(out.sport_type) ? out.sport_type : null;
  const oddsOn = out.odds_range_enabled ?? out.odds_restriction_enabled ?? d.odds_range_enabled;
  const isSponsored = out.is_sponsored ?? d.is_sponsored;
  const deadline = out.submission_deadline ?? d.submission_deadline;
  const duration = out.duration_type ?? d.duration_type;
  return {
    name: out.name,
    description: out.description ?? d.description,
    league_type: out.league_type ?? d.league_type,
    sport_type: sportType === "custom" ? "custom" : "single",
    sport: emptyToNull(out.sport) ?? (isSeasonSport(sportType) ? sportType : null),
    // Only a sport type the payload names (the default 'ncaa' yields to an explicit sport).
    sport_type_sport: typeSport,
    season: emptyToNull(out.season),
    allowed_sports: sportType === "custom" ? [...new Set(out.allowed_sports ?? [])] : [],
    // A confidence or survivor league has no lock pick.
    enable_locks: survivor.lockless(out.pool_format) ? false : (out.enable_locks ?? d.enable_locks),
    custom_weeks: emptyToNull(out.custom_weeks),
    include_week_0: out.include_week_0 ?? d.include_week_0,
    include_conf_championship: out.include_conf_championship ?? d.include_conf_championship,
    include_bowl_games: out.include_bowl_games ?? d.include_bowl_games,
    include_playoffs: out.include_playoffs ?? d.include_playoffs,
    postseason_pick_limit: out.postseason_pick_limit ?? d.postseason_pick_limit,
    conference_filter: out.conference_filter ?? d.conference_filter,
    duration_type: duration,
    custom_start_date: duration === "custom" ? emptyToNull(out.custom_start_date) : null,
    custom_end_date: duration === "custom" ? emptyToNull(out.custom_end_date) : null,
    max_members: out.max_members ?? d.max_members,
    picks_per_week: out.picks_per_week ?? d.picks_per_week,
    show_picks_before_lock: out.show_picks_before_lock ?? d.show_picks_before_lock,
    allowed_bet_types: [
      ...new Set(
        out.allowed_bet_types ?? (typeSport ? defaultBetTypes(typeSport) : d.allowed_bet_types),
      ),
    ],
    allowed_game_portions: [...new Set(out.allowed_game_portions ?? d.allowed_game_portions)],
    odds_range_enabled: oddsOn,
    min_odds: out.min_odds === undefined ? d.min_odds : emptyToNull(out.min_odds),
    max_odds: out.max_odds === undefined ? d.max_odds : emptyToNull(out.max_odds),
    submission_deadline: deadline,
    custom_deadline_day: deadline === "custom" ? emptyToNull(out.custom_deadline_day) : null,
    custom_deadline_time: deadline === "custom" ? emptyToNull(out.custom_deadline_time) : null,
    primary_tiebreaker: out.primary_tiebreaker ?? d.primary_tiebreaker,
    secondary_tiebreaker: out.secondary_tiebreaker ?? d.secondary_tiebreaker,
    count_push_as_win: out.count_push_as_win ?? d.count_push_as_win,
    is_sponsored: isSponsored,
    sponsor_name: text(out.sponsor_name),
    sponsor_logo_url: text(out.sponsor_logo_url),
    sponsor_message: text(out.sponsor_message),
    prize_description: text(out.prize_description),
    pool_format: out.pool_format ?? d.pool_format,
    postseason_only: out.postseason_only ?? d.postseason_only,
    ...formatSettings(out),
  };
}

export type LeagueSettingsResult =
  { ok: true; value: LeagueSettings } | { ok: false; errors: FieldErrors };

/** Validates a create-league payload (or a full merged configuration on edit). */
export function validateLeagueSettings(input: unknown): LeagueSettingsResult {
  if (!input || typeof input !== "object" || Array.isArray(input))
    return { ok: false, errors: { error: ["Request body must be a JSON object"] } };
  const raw = input as Record<string, unknown>;
  const parsed = v.safeParse(LeagueSettingsSchema, raw);
  const cross = crossFieldErrors(raw);
  if (!parsed.success)
    return { ok: false, errors: mergeFieldErrors(fieldErrorsOf(parsed.issues), cross) };
  if (Object.keys(cross).length) return { ok: false, errors: cross };
  return { ok: true, value: normalise(parsed.output) };
}
