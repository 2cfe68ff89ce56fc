/**
 * What the live leaderboard and pick split tests share: a pick of a week straight into D1 (made
 * before kickoff; the sportsbook's rules are tested elsewhere) and a game moved on as the minute
 * cron would (kicked off two hours ago, with a status and a score).
 */
import { env } from "cloudflare:test";
import type { GameFixture, SeasonFixture } from "./fixtures/sportsbook";
import type { TestUser } from "./support";

export interface LivePickSpec {
  /** A spread (or moneyline) side, or a total's over/under. */
  side: "home" | "away" | "over" | "under";
  pickType?: "spread" | "moneyline" | "over_under";
  lock?: boolean;
  confidence?: number;
}

export function liveKit(season: SeasonFixture, hours: (n: number) => Date, week: number) {
  async function pick(leagueId: number, user: TestUser, game: GameFixture, p: LivePickSpec) {
    const type = p.pickType ?? (p.side === "over" || p.side === "under" ? "over_under" : "spread");
    const team = p.side === "home" ? game.homeTeamId : p.side === "away" ? game.awayTeamId : null;
    const line = type !== "spread" ? null : p.side === "home" ? -3.5 : 3.5;
    const value = type === "over_under" ? p.side : line === null ? null : String(line);
    await env.DB.prepare(
      `INSERT INTO picks (user_id, league_id, game_id, season_id, week, pick_type, game_portion, picked_team_id,
         picked_value, spread_at_pick, total_at_pick, odds_at_pick, is_lock, submitted_at, confidence)
       VALUES (?, ?, ?, ?, ?, ?, 'full_game', ?, ?, ?, ?, -110, ?, ?, ?)`,
    )
      .bind(
        user.id,
        leagueId,
        game.id,
        season.seasonId,
        week,
        type,
        team,
        value,
        line,
        type === "over_under" ? 52.5 : null,
        p.lock ? 1 : 0,
        new Date().toISOString(),
        p.confidence ?? null,
      )
      .run();
  }

  const setGame = (game: GameFixture, status: string, home: number | null, away: number | null) =>
    env.DB.prepare(
      `UPDATE games SET status = ?, home_score = ?, away_score = ?, kickoff_at = ?,
         scores_version = scores_version + 1 WHERE id = ?`,
    )
      .bind(status, home, away, hours(-2).toISOString(), game.id)
      .run();

  return { pick, setGame };
}
