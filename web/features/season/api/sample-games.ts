/**
 * What the ticker shows when the ticker call fails (spec 000: sample fallback games, college
 * football only): real 2024 finals, clearly labelled as samples by the ticker.
 */
import type { TickerGame } from "./season-api";

const team = (
  id: number,
  name: string,
  abbreviation: string,
  conference: string,
  color: string,
  alternate_color: string,
) => ({ id, name, compact_name: name, abbreviation, conference, color, alternate_color });

const final = (
  id: number,
  away: ReturnType<typeof team>,
  awayScore: number,
  home: ReturnType<typeof team>,
  homeScore: number,
  gameTime: string,
  venue: string,
): TickerGame => ({
  id,
  away_team: away,
  home_team: home,
  away_score: awayScore,
  home_score: homeScore,
  quarter: 4,
  time_remaining: "Final",
  is_live: false,
  is_finished: true,
  status: "final",
  current_odds: null,
  game_time: gameTime,
  venue,
  tv_network: null,
});

export const SAMPLE_GAMES: TickerGame[] = [
  final(
    401677192,
    team(194, "Ohio State", "OSU", "Big Ten", "#ce1141", "#505056"),
    34,
    team(87, "Notre Dame", "ND", "FBS Independents", "#0c2340", "#c99700"),
    23,
    "2025-01-21T00:30:00.000Z",
    "Mercedes-Benz Stadium",
  ),
  final(
    401677183,
    team(194, "Ohio State", "OSU", "Big Ten", "#ce1141", "#505056"),
    41,
    team(2483, "Oregon", "ORE", "Big Ten", "#007030", "#fee11a"),
    21,
    "2025-01-01T22:00:00.000Z",
    "Rose Bowl",
  ),
  final(
    401628566,
    team(130, "Michigan", "MICH", "Big Ten", "#00274c", "#ffcb05"),
    13,
    team(194, "Ohio State", "OSU", "Big Ten", "#ce1141", "#505056"),
    10,
    "2024-11-30T17:00:00.000Z",
    "Ohio Stadium",
  ),
];
