/**
 * A season week's games as stamp SQL (the live leaderboard's ETag, ADR 0409): the state of every
 * game of the week — status, scores, kickoff, last grading — and whether any of them is still to
 * kick off. Unlike the season stamp, it does not move with other weeks or other sports. The
 * fragments read the bound parameters named in `p` (numbered SQL parameters such as "?1").
 */
export function weekGamesStampSql(p: { season: string; low: string; high: string; now: string }) {
  const where = `g.season_id = ${p.season} AND g.week BETWEEN ${p.low} AND ${p.high}`;
  return {
    /** Every game's state, joined into one text. */
    games: `IFNULL((SELECT group_concat(g.id || ':' || g.status || ':' || IFNULL(g.home_score, '') || ':' ||
      IFNULL(g.away_score, '') || ':' || g.kickoff_at || ':' || IFNULL(g.graded_at, ''), ',')
      FROM games g WHERE ${where}), '')`,
    /**
     * Whether a game of the week is still scheduled to kick off after `now`: only then can a pick
     * of the week be made, locked or ranked (the picks' guards, migration 0013).
     */
    open: `EXISTS (SELECT 1 FROM games g WHERE ${where} AND g.status = 'scheduled' AND g.kickoff_at > ${p.now})`,
  };
}
