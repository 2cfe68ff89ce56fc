/**
 * Settings that change scoring; they freeze once the league's first pick deadline has passed
 * (ADR 0402). Name, description, sponsorship text and membership settings stay editable.
 */
export const SCORING_FIELDS = [
  "sport_type",
  "sport",
  "season",
  "allowed_sports",
  "enable_locks",
  "custom_weeks",
  "include_week_0",
  "include_conf_championship",
  "include_bowl_games",
  "include_playoffs",
  "postseason_pick_limit",
  "conference_filter",
  "duration_type",
  "custom_start_date",
  "custom_end_date",
  "picks_per_week",
  "allowed_bet_types",
  "allowed_game_portions",
  "odds_range_enabled",
  "odds_restriction_enabled",
  "min_odds",
  "max_odds",
  "submission_deadline",
  "custom_deadline_day",
  "custom_deadline_time",
  "primary_tiebreaker",
  "secondary_tiebreaker",
  "count_push_as_win",
  "pool_format",
  "postseason_only",
  "survivor_lives",
  "survivor_pick_type",
  "survivor_push",
] as const;

export const FROZEN_SETTING_MESSAGE =
  "This setting can no longer be changed: the league's first pick deadline has passed";
