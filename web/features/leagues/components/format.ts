/** Display helpers for league pages (pure; tested in format.test.ts). */
import type { WeeklyPick } from "#domain/leagues/contract";

/** Win% colour: 60+ green, 50+ yellow, above 0 red, otherwise none. */
export function winPercentageTone(pct: number): "good" | "fair" | "poor" | "none" {
  if (pct >= 60) return "good";
  if (pct >= 50) return "fair";
  if (pct > 0) return "poor";
  return "none";
}

export const matchup = (p: WeeklyPick) =>
  `${p.game_detail.away_team_short} @ ${p.game_detail.home_team_short}`;
