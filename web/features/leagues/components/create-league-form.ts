import { AUTO_PICK_DEFAULTS, type AutoPickMode } from "#domain/leagues/auto-pick-settings";
import { EVERY_CARD_GAME, type PoolFormat, type SeasonSportType } from "#domain/leagues/enums";
import { LEAGUE_DEFAULTS } from "#domain/leagues/league-settings";
import { lockless } from "#domain/leagues/survivor-settings";
import { limitToSport, sportOptions } from "../sport-options";
import type { SurvivorValues } from "./survivor-fields";

/** Create League's form: every setting of spec 001 section 3 as the inputs hold it. */
export type Form = SurvivorValues & {
  name: string;
  description: string;
  league_type: string;
  sport_type: SeasonSportType | "custom";
  allowed_sports: string[];
  enable_locks: boolean;
  custom_weeks: string;
  include_week_0: boolean;
  include_conf_championship: boolean;
  include_bowl_games: boolean;
  include_playoffs: boolean;
  postseason_pick_limit: string;
  conference_filter: string;
  duration_type: string;
  custom_start_date: string;
  custom_end_date: string;
  max_members: string;
  picks_per_week: string;
  show_picks_before_lock: boolean;
  allowed_bet_types: string[];
  allowed_game_portions: string[];
  odds_range_enabled: boolean;
  min_odds: string;
  max_odds: string;
  submission_deadline: string;
  custom_deadline_day: string;
  custom_deadline_time: string;
  primary_tiebreaker: string;
  secondary_tiebreaker: string;
  count_push_as_win: boolean;
  is_sponsored: boolean;
  sponsor_name: string;
  sponsor_logo_url: string;
  sponsor_message: string;
  prize_description: string;
  pool_format: PoolFormat;
  postseason_only: boolean;
  auto_pick: AutoPickMode;
  auto_pick_limit: string;
};

const d = LEAGUE_DEFAULTS;
export const initialForm = (): Form => ({
  name: "",
  description: "",
  league_type: d.league_type,
  sport_type: d.sport_type,
  allowed_sports: [],
  enable_locks: d.enable_locks,
  custom_weeks: "",
  include_week_0: d.include_week_0,
  include_conf_championship: d.include_conf_championship,
  include_bowl_games: d.include_bowl_games,
  include_playoffs: d.include_playoffs,
  postseason_pick_limit: String(d.postseason_pick_limit),
  conference_filter: d.conference_filter,
  duration_type: d.duration_type,
  custom_start_date: "",
  custom_end_date: "",
  max_members: String(d.max_members),
  picks_per_week: String(d.picks_per_week),
  show_picks_before_lock: d.show_picks_before_lock,
  allowed_bet_types: [...d.allowed_bet_types],
  allowed_game_portions: [...d.allowed_game_portions],
  odds_range_enabled: d.odds_range_enabled,
  min_odds: String(d.min_odds),
  max_odds: String(d.max_odds),
  submission_deadline: d.submission_deadline,
  custom_deadline_day: "",
  custom_deadline_time: "",
  primary_tiebreaker: d.primary_tiebreaker,
  secondary_tiebreaker: d.secondary_tiebreaker,
  count_push_as_win: d.count_push_as_win,
  is_sponsored: d.is_sponsored,
  sponsor_name: "",
  sponsor_logo_url: "",
  sponsor_message: "",
  prize_description: "",
  pool_format: d.pool_format,
  postseason_only: d.postseason_only,
  auto_pick: AUTO_PICK_DEFAULTS.auto_pick,
  auto_pick_limit: String(AUTO_PICK_DEFAULTS.auto_pick_limit),
  survivor_lives: String(d.survivor_lives),
  survivor_pick_type: d.survivor_pick_type,
  survivor_push: d.survivor_push,
});

/**
 * A confidence league has no lock (the rank says which pick is surest), nor a survivor league:
 * choosing either turns locks off. A survivor pool plays no postseason week: choosing it leaves
 * a bowl pool's postseason card.
 */
export const withPoolFormat = (f: Form, pool_format: PoolFormat): Form => ({
  ...f,
  pool_format,
  enable_locks: lockless(pool_format) ? false : f.enable_locks,
  postseason_only: pool_format === "survivor" ? false : f.postseason_only,
});

/**
 * What a survivor league's form shows (ADR 0407): its name and text, who may join, its sport and
 * week 0, its lives and rules, auto-pick and sponsorship. Nothing else applies to it (no picks per
 * week, deadline, markets, odds, locks, postseason or tiebreakers: one team a week until its
 * kickoff, ranked alive first), so the rest is sent as its defaults, never a hidden value the
 * server would refuse under a field the fan cannot see.
 */
const SURVIVOR_SHOWN = [
  "name",
  "description",
  "league_type",
  "max_members",
  "sport_type",
  "allowed_sports",
  "include_week_0",
  "auto_pick",
  "auto_pick_limit",
  "is_sponsored",
  "sponsor_name",
  "sponsor_logo_url",
  "sponsor_message",
  "prize_description",
  "survivor_lives",
  "survivor_pick_type",
  "survivor_push",
] as const satisfies readonly (keyof Form)[];

const survivorForm = (f: Form): Form => ({
  ...initialForm(),
  ...Object.fromEntries(SURVIVOR_SHOWN.map((k) => [k, f[k]])),
  pool_format: "survivor",
  enable_locks: false,
});

/**
 * The "Bowl Pool" preset (issue 46): college football's postseason card only, bowls and the
 * playoff in, conference championships out, every game on the card picked and ranked, no locks,
 * ties to the closest total-points guess, no odds range.
 * The fan's name, description and the rest of the form stay as they were.
 */
export const bowlPoolPreset = (f: Form): Form => ({
  ...withPoolFormat(f, "confidence"),
  sport_type: "ncaa",
  allowed_sports: [],
  postseason_only: true,
  include_week_0: false,
  include_bowl_games: true,
  include_playoffs: true,
  include_conf_championship: false,
  postseason_pick_limit: String(EVERY_CARD_GAME),
  // Bowl pools break ties by the closest guess of the card's last game (ADR 0406), and take every
  // line the card has, however long the odds.
  primary_tiebreaker: "total_guess",
  secondary_tiebreaker:
    f.secondary_tiebreaker === "total_guess" ? "pick_percentage" : f.secondary_tiebreaker,
  odds_range_enabled: false,
});

/**
 * The payload the server expects: numbers as numbers, unused optional parts left out, and only
 * what the chosen sport has (an NFL league: full-game spread, total and moneyline, playoffs).
 */
export function toPayload(form: Form) {
  const f = form.pool_format === "survivor" ? survivorForm(form) : form;
  const num = (s: string) => (s.trim() === "" ? "" : Number(s));
  return limitToSport(
    {
      name: f.name,
      description: f.description,
      league_type: f.league_type,
      sport_type: f.sport_type,
      allowed_sports: f.sport_type === "custom" ? f.allowed_sports : [],
      enable_locks: lockless(f.pool_format) ? false : f.enable_locks,
      custom_weeks: num(f.custom_weeks),
      // A postseason-only league plays no week 0 (the form hides the box).
      include_week_0: f.postseason_only ? false : f.include_week_0,
      include_conf_championship: f.include_conf_championship,
      include_bowl_games: f.include_bowl_games,
      include_playoffs: f.include_playoffs,
      postseason_pick_limit: num(f.postseason_pick_limit),
      conference_filter: f.conference_filter,
      duration_type: f.duration_type,
      custom_start_date: f.duration_type === "custom" ? f.custom_start_date : "",
      custom_end_date: f.duration_type === "custom" ? f.custom_end_date : "",
      max_members: num(f.max_members),
      picks_per_week: num(f.picks_per_week),
      show_picks_before_lock: f.show_picks_before_lock,
      allowed_bet_types: f.allowed_bet_types,
      allowed_game_portions: f.allowed_game_portions,
      odds_range_enabled: f.odds_range_enabled,
      min_odds: f.odds_range_enabled ? num(f.min_odds) : null,
      max_odds: f.odds_range_enabled ? num(f.max_odds) : null,
      submission_deadline: f.submission_deadline,
      custom_deadline_day: f.submission_deadline === "custom" ? num(f.custom_deadline_day) : "",
      custom_deadline_time: f.submission_deadline === "custom" ? f.custom_deadline_time : "",
      primary_tiebreaker: f.primary_tiebreaker,
      secondary_tiebreaker: f.secondary_tiebreaker,
      count_push_as_win: f.count_push_as_win,
      is_sponsored: f.is_sponsored,
      sponsor_name: f.is_sponsored ? f.sponsor_name : "",
      sponsor_logo_url: f.is_sponsored ? f.sponsor_logo_url : "",
      sponsor_message: f.is_sponsored ? f.sponsor_message : "",
      prize_description: f.is_sponsored ? f.prize_description : "",
      pool_format: f.pool_format,
      postseason_only: f.postseason_only,
      auto_pick: f.auto_pick,
      auto_pick_limit: num(f.auto_pick_limit),
      survivor_lives: num(f.survivor_lives),
      survivor_pick_type: f.survivor_pick_type,
      survivor_push: f.survivor_push,
    },
    sportOptions(f.sport_type, f.allowed_sports),
  );
}
