/**
 * Settings that change scoring; they freeze once the league's first pick deadline has passed
 * (ADR 0402); a survivor pool's own three once its first week is graded (below). Name, description, sponsorship text and membership settings stay editable.
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
] as const;

/**
 * A survivor pool's own rules (issue 47, ADR 0407): they change how a week is graded, so they
 * freeze once the pool's first week has been graded, not at the league's first deadline.
 */
export const SURVIVOR_SCORING_FIELDS = [
  "survivor_lives",
  "survivor_pick_type",
  "survivor_push",
] as const;

export const FROZEN_SURVIVOR_MESSAGE =
  "This setting can no longer be changed: the pool's first week has been graded";

export const FROZEN_SETTING_MESSAGE =
  "This setting can no longer be changed: the league's first pick deadline has passed";
