import { sportOf, TICKER_SPORTS } from "#domain/season/sports";
import { formatKickoffDay } from "#web/lib/format";
import type { TickerGame } from "../api/season-api";

/**
 * The ticker's sport tabs: its sports that have a season here, so no tab is always empty
 * (College Basketball has none).
 */
export const TICKER_TABS = TICKER_SPORTS.filter((key) => sportOf(key).calendar);

export type TickerStatus = "live" | "upcoming" | "final";

export function tickerStatus(game: TickerGame): TickerStatus {
  if (game.is_live) return "live";
  if (game.is_finished) return "final";
  return "upcoming";
}

/** Counts of live, upcoming and final games (the ticker's header). */
export function tickerCounts(games: TickerGame[]): Record<TickerStatus, number> {
  const counts = { live: 0, upcoming: 0, final: 0 };
  for (const g of games) counts[tickerStatus(g)] += 1;
  return counts;
}

/**
 * A live game whose data has no running game (no quarter, no score): a sport without quarter
 * scores (the NFL replay, calendarFor(sport).quarterScores false) is live with no score until its
 * final. Read from the answer itself, so the shell's ticker needs no calendar code.
 */
export const scoreAtFinal = (game: TickerGame): boolean =>
  tickerStatus(game) === "live" &&
  game.quarter === null &&
  (game.home_score === null || game.away_score === null);

/**
 * "Q2 5:00", "Halftime", "OT", "Final", "Final/OT", "Canceled" or the local kickoff time; "Live"
 * for a live game whose score comes at the final.
 */
export function gameStatusText(game: TickerGame, locale?: string, timeZone?: string): string {
  if (game.status === "void") return "Canceled";
  if (game.is_finished) return (game.quarter ?? 4) > 4 ? "Final/OT" : "Final";
  if (game.is_live) {
    if (scoreAtFinal(game)) return "Live";
    if (game.time_remaining === "Halftime") return "Halftime";
    if ((game.quarter ?? 1) > 4) return "OT";
    return `Q${game.quarter ?? 1}${game.time_remaining ? ` ${game.time_remaining}` : ""}`;
  }
  return formatKickoffDay(game.game_time, { locale, timeZone });
}

/** "OSU −8.5 · O/U 44.5" from the favourite's side, or null without a line. */
export function oddsText(game: TickerGame): string | null {
  const odds = game.current_odds;
  if (!odds) return null;
  const parts: string[] = [];
  if (odds.home_spread !== null && odds.away_spread !== null) {
    if (odds.home_spread === 0) parts.push("PK");
    else {
      const homeFav = odds.home_spread < 0;
      const abbr = homeFav ? game.home_team.abbreviation : game.away_team.abbreviation;
      const line = homeFav ? odds.home_spread : odds.away_spread;
      parts.push(`${abbr} ${String(line).replace("-", "−")}`);
    }
  }
  if (odds.total_points !== null) parts.push(`O/U ${odds.total_points}`);
  return parts.length ? parts.join(" · ") : null;
}
