/**
 * The season tables' columns, in the order every importer writes them, and the one writer of the
 * rows all sports share (games, real results, current lines, line history).
 */
import { type D1Like, updateAll, upsertRows } from "./upsert-rows";

export const TEAM_COLUMNS = [
  "id",
  "school",
  "mascot",
  "abbreviation",
  "conference_id",
  "classification",
  "color",
  "alternate_color",
  "logo_url",
  "logo_dark_url",
  "home_venue",
  "city",
  "state",
  "timezone",
];
export const GAME_COLUMNS = [
  "id",
  "season_id",
  "week",
  "season_type",
  "source_week",
  "postseason_kind",
  "is_postseason",
  "kickoff_at",
  "source_kickoff_at",
  "start_time_tbd",
  "venue",
  "neutral_site",
  "conference_game",
  "notes",
  "home_team_id",
  "away_team_id",
  "updated_at",
];
export const SOURCE_RESULT_COLUMNS = [
  "game_id",
  "completed",
  "home_points",
  "away_points",
  "home_line_scores",
  "away_line_scores",
];
export const ODDS_COLUMNS = [
  "game_id",
  "game_portion",
  "home_spread",
  "away_spread",
  "home_spread_odds",
  "away_spread_odds",
  "total_points",
  "over_odds",
  "under_odds",
  "home_ml_odds",
  "away_ml_odds",
  "provider",
  "is_derived",
  "updated_at",
];
export const ODDS_HISTORY_COLUMNS = [
  "game_id",
  "game_portion",
  "home_spread",
  "total_points",
  "home_ml_odds",
  "away_ml_odds",
  "provider",
  "label",
  "recorded_at",
];
export const PROP_COLUMNS = [
  "id",
  "game_id",
  "kind",
  "team_id",
  "player_id",
  "player_first_name",
  "player_last_name",
  "prop_type",
  "subcategory",
  "display_name",
  "line_value",
  "over_odds",
  "under_odds",
  "updated_at",
];
export const PLAYER_STAT_COLUMNS = [
  "game_id",
  "team_id",
  "player_id",
  "player_name",
  "passing_yards",
  "rushing_yards",
  "receiving_yards",
];
export const RANKING_COLUMNS = [
  "poll",
  "season_id",
  "week",
  "is_preseason",
  "rank",
  "team_id",
  "first_place_votes",
  "points",
  "record",
  "released_at",
];

/**
 * Games, their real results, current lines and line history — the rows every sport's importer
 * writes the same way. Current lines are only inserted: the hourly odds job owns them after the
 * first import. Returns statements run.
 */
export async function upsertGameRows(
  db: D1Like,
  rows: {
    games: unknown[][];
    sourceResults: unknown[][];
    odds: unknown[][];
    oddsHistory: unknown[][];
    /** The odds rows' columns: ODDS_COLUMNS, or with the draw price (data/import-sport.ts). */
    oddsColumns?: string[];
    oddsHistoryColumns?: string[];
  },
): Promise<number> {
  return (
    (await upsertRows(
      db,
      "games",
      GAME_COLUMNS,
      rows.games,
      `ON CONFLICT(id) DO UPDATE SET ${updateAll(GAME_COLUMNS, ["id", "updated_at"])}`,
    )) +
    (await upsertRows(
      db,
      "game_source_results",
      SOURCE_RESULT_COLUMNS,
      rows.sourceResults,
      `ON CONFLICT(game_id) DO UPDATE SET ${updateAll(SOURCE_RESULT_COLUMNS, ["game_id"])}`,
    )) +
    (await upsertRows(
      db,
      "odds",
      rows.oddsColumns ?? ODDS_COLUMNS,
      rows.odds,
      "ON CONFLICT(game_id, game_portion) DO NOTHING",
    )) +
    (await upsertRows(
      db,
      "odds_history",
      rows.oddsHistoryColumns ?? ODDS_HISTORY_COLUMNS,
      rows.oddsHistory,
      "ON CONFLICT(game_id, game_portion, provider, label) DO NOTHING",
    ))
  );
}
