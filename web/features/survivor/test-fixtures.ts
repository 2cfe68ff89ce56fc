// Games and entries for the survivor tests (never imported by the app).
import type { SportsbookGame } from "#domain/sportsbook/contract";
import type { Team } from "#domain/season/contract";
import type { SurvivorEntry } from "./api/survivor-api";

export const NOW = Date.parse("2024-10-05T15:00:00Z");

export const team = (id: number, name: string, abbreviation: string): Team => ({
  id,
  name,
  compact_name: name,
  abbreviation,
  conference: null,
  color: "#102030",
  alternate_color: null,
});

export const GEORGIA = team(1, "Georgia", "UGA");
export const ALABAMA = team(2, "Alabama", "ALA");
export const TEXAS = team(3, "Texas", "TEX");
export const OHIO_STATE = team(4, "Ohio State", "OSU");

export function survivorGame(
  id: number,
  away: Team,
  home: Team,
  kickoff: string,
  over: Partial<SportsbookGame> = {},
): SportsbookGame {
  return {
    id,
    season_id: 1,
    week: 6,
    game_time: kickoff,
    venue: null,
    notes: null,
    is_postseason: false,
    status: "scheduled",
    is_finished: false,
    home_score: null,
    away_score: null,
    home_team: home,
    away_team: away,
    current_odds: {
      home_spread: -6.5,
      away_spread: 6.5,
      home_spread_odds: -110,
      away_spread_odds: -110,
      total_points: 51.5,
      over_odds: -110,
      under_odds: -110,
      home_ml_odds: -250,
      away_ml_odds: 210,
      draw_ml_odds: null,
    },
    game_portion_odds: [],
    player_props: [],
    team_props: [],
    lock_at: kickoff,
    is_available: Date.parse(kickoff) > NOW,
    odds_updated_at: null,
    ...over,
  };
}

export const entry = (
  user_id: number,
  username: string,
  picks: SurvivorEntry["picks"],
  over: Partial<SurvivorEntry> = {},
): SurvivorEntry => ({
  user_id,
  username,
  status: "alive",
  lives_left: 1,
  weeks_survived: picks.filter((p) => p.result === "win").length,
  eliminated_week: null,
  picks,
  ...over,
});

export const weekName = (week: number) => `Week ${week}`;
