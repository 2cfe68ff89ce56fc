/**
 * A survivor league's week as its live leaderboard reads it (issue 48, ADR 0409): the week's picks
 * with their games as they stand, and what moves with the league's survivor rows (the live
 * answer's ETag). Re-exported through ./queries.ts for other areas.
 */
import { weekGamesStampSql } from "#worker/season/queries";

export interface SurvivorLivePickRow {
  user_id: number;
  game_id: number | null;
  team_id: number | null;
  spread_at_pick: number | null;
  result: "win" | "loss" | "push" | null;
  status: string | null;
  kickoff_at: string | null;
  home_score: number | null;
  away_score: number | null;
  home_team_id: number | null;
  away_team_id: number | null;
  home_abbr: string | null;
  away_abbr: string | null;
}

/** Every row of the league's week, with its game and the game's teams. */
export function survivorLivePicksStatement(db: D1Database, leagueId: number, week: number) {
  return db
    .prepare(
      `SELECT sp.user_id, sp.game_id, sp.team_id, sp.spread_at_pick, sp.result, g.status, g.kickoff_at,
         g.home_score, g.away_score, g.home_team_id, g.away_team_id,
         ht.abbreviation AS home_abbr, at.abbreviation AS away_abbr
       FROM survivor_picks sp
       LEFT JOIN games g ON g.id = sp.game_id
       LEFT JOIN teams ht ON ht.id = g.home_team_id
       LEFT JOIN teams at ON at.id = g.away_team_id
       WHERE sp.league_id = ? AND sp.week = ?`,
    )
    .bind(leagueId, week);
}

/**
 * What moves with the league's survivor rows and the week's games: the states of the week's games
 * (`weekGamesStampSql`), a pick of the week made or replaced (its time) while a game of the week
 * is still to kick off, and a week graded or found all-out (grading writes its rows' results in
 * the same batch).
 */
export function survivorLiveStampStatement(
  db: D1Database,
  league: { id: number; season_id: number },
  week: number,
  now: Date,
) {
  const games = weekGamesStampSql({ season: "?1", low: "?2", high: "?2", now: "?3" });
  return db
    .prepare(
      `SELECT ${games.games} || '|' || CASE WHEN ${games.open} THEN
         (SELECT COUNT(*) || '.' || IFNULL(MAX(submitted_at), '') FROM survivor_picks
           WHERE league_id = ?4 AND week = ?2) ELSE 'closed' END
         || '|' || (SELECT COUNT(*) || '.' || TOTAL(all_out) FROM survivor_weeks
                     WHERE league_id = ?4 AND graded_at IS NOT NULL) AS stamp`,
    )
    .bind(league.season_id, week, now.toISOString(), league.id);
}
