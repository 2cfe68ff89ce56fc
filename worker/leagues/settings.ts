/**
 * A league's configuration as stored: the sport and season it plays under, the columns of a
 * validated configuration (domain/leagues/league-settings.ts), and the stored configuration as the
 * payload an edit is merged onto.
 */
import { decodeImageDataUrl, IMAGE_TEXTS, isDataUrl, MAX_LOGO_BYTES } from "#domain/images";
import { LEAGUE_MESSAGES, type LeagueSettings } from "#domain/leagues/league-settings";
import { limitSettingsToSport } from "#domain/leagues/sport-limits";
import { calendarFor } from "#domain/season/calendars";
import { sportKeyOf } from "#domain/season/sports";
import { leagues } from "#worker/db/schema";
import type { Env } from "#worker/env";
import { fieldError } from "#worker/http/errors";
import { storeImage } from "#worker/media/images";
import { leagueRules, type LeagueRow } from "./queries";

/**
 * Resolves the league's sport and season (the current season of that sport by default). A custom
 * league plays under the first of its allowed sports that the product has data for. A `sport`
 * that contradicts the sport type ('ncaa' with the NFL) or a custom league's allowed sports is a
 * field error on `sport`. An edit that keeps the league's sport (`stored`) keeps its season unless
 * it names one. The settings come back limited to what that sport offers
 * (`limitSettingsToSport`: an NFL league's props or halves are field errors, its college-only
 * switches normalised).
 */
export async function resolveSportAndSeason(
  db: D1Database,
  settings: LeagueSettings,
  stored?: Pick<LeagueRow, "sport_id" | "season_id">,
  /** Whether the request named its bet types (a create that did not gets the sport's own). */
  betTypesGiven = true,
) {
  const custom = settings.sport === null && settings.sport_type === "custom";
  const alias = (w: string | number) => (typeof w === "string" ? sportKeyOf(w) : w);
  const wanted = (
    settings.sport !== null
      ? [settings.sport]
      : custom && settings.allowed_sports.length
        ? settings.allowed_sports
        : ["ncaa"]
  ).map(alias);
  const { results: known } = await db
    .prepare(
      `SELECT s.id, s.key, lower(s.name) AS name, s.name AS display_name,
              EXISTS (SELECT 1 FROM seasons se WHERE se.sport_id = s.id) AS playable
       FROM sports s ORDER BY s.id`,
    )
    .all<{ id: number; key: string; name: string; display_name: string; playable: number }>();
  const named = (w: string | number) =>
    known.find((k) =>
      typeof w === "number" ? k.id === w : k.key === w || k.name === w.toLowerCase(),
    );
  const sport = wanted.map((w) => named(w)).find((k) => k !== undefined && k.playable);
  if (!sport)
    throw fieldError(
      custom
        ? { allowed_sports: ["None of these sports has a season yet; include NCAA Football"] }
        : { sport: ["This sport has no season yet"] },
    );
  // An explicit sport may not contradict the sport type or the allowed sports.
  const typeSport = settings.sport_type_sport && named(alias(settings.sport_type_sport));
  if (typeSport && typeSport.id !== sport.id)
    throw fieldError({ sport: [LEAGUE_MESSAGES.sportTypeConflict(typeSport.display_name)] });
  if (
    settings.sport_type === "custom" &&
    settings.allowed_sports.length &&
    !settings.allowed_sports.some((a) => named(alias(a))?.id === sport.id)
  )
    throw fieldError({ sport: [LEAGUE_MESSAGES.sportNotAllowed] });
  const seasonId =
    settings.season ?? (stored && stored.sport_id === sport.id ? stored.season_id : null);
  const season = await db
    .prepare(
      seasonId !== null
        ? "SELECT id, name, year FROM seasons WHERE sport_id = ? AND id = ?"
        : "SELECT id, name, year FROM seasons WHERE sport_id = ? ORDER BY is_current DESC, year DESC LIMIT 1",
    )
    .bind(...(seasonId !== null ? [sport.id, seasonId] : [sport.id]))
    .first<{ id: number; name: string; year: number }>();
  if (!season)
    throw fieldError({
      season: [
        settings.season !== null
          ? "This season does not belong to the chosen sport"
          : "No season is available for this sport yet",
      ],
    });
  const limited = limitSettingsToSport(settings, calendarFor(sport.key), { betTypesGiven });
  if (!limited.ok) throw fieldError(limited.errors);
  return {
    sportId: sport.id,
    seasonId: season.id,
    settings: limited.value,
    /** The league row's joined names, for answers built before the write. */
    names: {
      sport_key: sport.key,
      sport_name: sport.display_name,
      season_name: season.name,
      season_year: season.year,
    },
  };
}

/**
 * Whether a `sport_type` or `sport` value names the sport the league already plays ('nfl' for a
 * stored 'single' NFL league; its id, key or name), so an edit sending it changes nothing.
 */
export function namesLeagueSport(
  field: "sport_type" | "sport",
  value: unknown,
  row: Pick<LeagueRow, "sport_type" | "sport_id" | "sport_key" | "sport_name">,
): boolean {
  if (typeof value === "number") return field === "sport" && value === row.sport_id;
  if (typeof value !== "string") return false;
  const lower = value.toLowerCase();
  const key = sportKeyOf(lower);
  if (field === "sport_type") return row.sport_type === "single" && key === row.sport_key;
  return key === row.sport_key || lower === row.sport_name.toLowerCase();
}

/**
 * The sponsor logo a create or edit may store: a new upload (an image data string, checked by its
 * bytes and stored under a fresh key, worker/media/), the league's own current path unchanged, or
 * none. Any other stored path is refused: taking it would let one league show, and on clearing
 * delete, another league's image (issue 42, N2).
 */
export async function withStoredLogo(
  env: Env,
  settings: LeagueSettings,
  current: string | null,
): Promise<LeagueSettings> {
  const logo = settings.sponsor_logo_url;
  if (!logo || logo === current) return settings;
  if (!isDataUrl(logo)) throw fieldError({ sponsor_logo_url: [LEAGUE_MESSAGES.sponsorLogoNotOwn] });
  const image = decodeImageDataUrl(logo, MAX_LOGO_BYTES, IMAGE_TEXTS.logoTooBig);
  if (!image.ok) throw fieldError({ sponsor_logo_url: [image.error] });
  return { ...settings, sponsor_logo_url: await storeImage(env, "logos", image) };
}

/** The columns of a validated configuration (insert or update of `leagues`). */
export function settingsColumns(s: LeagueSettings, sportId: number, seasonId: number) {
  return {
    name: s.name,
    description: s.description,
    leagueType: s.league_type,
    sportId,
    seasonId,
    sportType: s.sport_type,
    allowedSports: JSON.stringify(s.allowed_sports),
    enableLocks: s.enable_locks,
    includeWeek0: s.include_week_0,
    includeConfChampionship: s.include_conf_championship,
    includeBowlGames: s.include_bowl_games,
    includePlayoffs: s.include_playoffs,
    postseasonPickLimit: s.postseason_pick_limit,
    customWeeks: s.custom_weeks,
    conferenceFilter: s.conference_filter,
    durationType: s.duration_type,
    customStartDate: s.custom_start_date,
    customEndDate: s.custom_end_date,
    maxMembers: s.max_members,
    picksPerWeek: s.picks_per_week,
    showPicksBeforeLock: s.show_picks_before_lock,
    allowedBetTypes: JSON.stringify(s.allowed_bet_types),
    allowedGamePortions: JSON.stringify(s.allowed_game_portions),
    oddsRangeEnabled: s.odds_range_enabled,
    minOdds: s.odds_range_enabled ? s.min_odds : null,
    maxOdds: s.odds_range_enabled ? s.max_odds : null,
    submissionDeadline: s.submission_deadline,
    customDeadlineDay: s.custom_deadline_day,
    customDeadlineTime: s.custom_deadline_time,
    primaryTiebreaker: s.primary_tiebreaker,
    secondaryTiebreaker: s.secondary_tiebreaker,
    countPushAsWin: s.count_push_as_win,
    isSponsored: s.is_sponsored,
    sponsorName: s.sponsor_name,
    sponsorLogoUrl: s.sponsor_logo_url,
    sponsorMessage: s.sponsor_message,
    prizeDescription: s.prize_description,
    poolFormat: s.pool_format,
    postseasonOnly: s.postseason_only,
    autoPick: s.auto_pick,
    autoPickLimit: s.auto_pick_limit,
    survivorLives: s.survivor_lives,
    survivorPickType: s.survivor_pick_type,
    survivorPush: s.survivor_push,
  } satisfies Partial<typeof leagues.$inferInsert>;
}

/** The stored configuration as a create-league payload (the base a PATCH is merged onto). */
export function storedSettings(row: LeagueRow): Record<string, unknown> {
  const rules = leagueRules(row);
  return {
    name: row.name,
    description: row.description,
    league_type: row.league_type,
    sport_type: row.sport_type,
    sport: row.sport_id,
    season: row.season_id,
    allowed_sports: rules.allowed_sports,
    enable_locks: rules.enable_locks,
    custom_weeks: row.custom_weeks,
    include_week_0: rules.include_week_0,
    include_conf_championship: rules.include_conf_championship,
    include_bowl_games: rules.include_bowl_games,
    include_playoffs: rules.include_playoffs,
    postseason_pick_limit: row.postseason_pick_limit,
    conference_filter: row.conference_filter,
    duration_type: row.duration_type,
    custom_start_date: row.custom_start_date,
    custom_end_date: row.custom_end_date,
    max_members: row.max_members,
    picks_per_week: row.picks_per_week,
    show_picks_before_lock: rules.show_picks_before_lock,
    allowed_bet_types: rules.allowed_bet_types,
    allowed_game_portions: rules.allowed_game_portions,
    odds_range_enabled: rules.odds_range_enabled,
    min_odds: row.min_odds,
    max_odds: row.max_odds,
    submission_deadline: row.submission_deadline,
    custom_deadline_day: row.custom_deadline_day,
    custom_deadline_time: row.custom_deadline_time,
    primary_tiebreaker: row.primary_tiebreaker,
    secondary_tiebreaker: row.secondary_tiebreaker,
    count_push_as_win: rules.count_push_as_win,
    is_sponsored: rules.is_sponsored,
    sponsor_name: row.sponsor_name,
    sponsor_logo_url: row.sponsor_logo_url,
    sponsor_message: row.sponsor_message,
    prize_description: row.prize_description,
    pool_format: rules.pool_format,
    postseason_only: rules.postseason_only,
    auto_pick: rules.auto_pick,
    auto_pick_limit: rules.auto_pick_limit,
    survivor_lives: rules.survivor_lives,
    survivor_pick_type: rules.survivor_pick_type,
    survivor_push: rules.survivor_push,
  };
}
