/**
 * The achievement facts (domain/achievements/catalogue.ts AchievementFacts) of many users in ONE
 * statement: every part is GROUP BY user_id over the given ids, so the cost does not grow with a
 * loop of users. Also the stored earned dates and the insert of newly earned ones.
 */
import { NO_FACTS, type AchievementFacts } from "#domain/achievements/catalogue";
import { calendarBoundSql } from "#worker/season/queries";

export const FACTS_SQL = `
WITH ids(user_id) AS (SELECT DISTINCT value FROM json_each(?1)),
pk AS (
  SELECT user_id,
         COUNT(*) AS picks,
         SUM(is_correct IS 1) AS correct_picks,
         SUM(is_lock <> 0 AND is_correct IS 1) AS correct_locks,
         SUM(pick_type = 'spread' AND is_correct IS NOT NULL) AS spread_decided,
         SUM(pick_type = 'spread' AND is_correct IS 1) AS spread_wins,
         SUM(is_correct IS 1 AND ((pick_type = 'spread' AND spread_at_pick > 0)
                               OR (pick_type = 'moneyline' AND odds_at_pick > 0))) AS underdog_wins
    FROM picks WHERE user_id IN (SELECT user_id FROM ids) GROUP BY user_id),
bw AS (
  SELECT user_id, MAX(n) AS best_week_correct FROM (
    SELECT user_id, SUM(is_correct IS 1) AS n FROM picks
     WHERE user_id IN (SELECT user_id FROM ids) GROUP BY user_id, season_id, week)
   GROUP BY user_id),
pw AS (
  -- Per league card week: a regular week, or the sport's whole postseason as one card.
  SELECT w.user_id, COUNT(*) AS perfect_weeks FROM (
    SELECT p.user_id, p.league_id,
           CASE WHEN p.week >= ${calendarBoundSql("sp.key", "postseasonFirst")}
                THEN 'postseason' ELSE p.week END AS card,
           SUM(p.is_correct IS NOT NULL) AS decided,
           SUM(p.is_correct IS 0) AS lost, SUM(p.result IS NULL) AS pending
      FROM picks p JOIN leagues l ON l.id = p.league_id JOIN sports sp ON sp.id = l.sport_id
     WHERE p.user_id IN (SELECT user_id FROM ids) GROUP BY p.user_id, p.league_id, card) w
    JOIN leagues l ON l.id = w.league_id
   WHERE w.lost = 0 AND w.pending = 0
     AND w.decided >= CASE WHEN w.card = 'postseason'
                           THEN l.postseason_pick_limit ELSE l.picks_per_week END
   GROUP BY w.user_id),
locks AS (
  SELECT user_id, league_id, is_correct IS 1 AS won,
         ROW_NUMBER() OVER (PARTITION BY user_id, league_id ORDER BY week)
       - ROW_NUMBER() OVER (PARTITION BY user_id, league_id, is_correct IS 1 ORDER BY week) AS run
    FROM picks
   WHERE user_id IN (SELECT user_id FROM ids) AND is_lock <> 0 AND result IS NOT NULL AND result <> 'void'),
ls AS (
  SELECT user_id, MAX(n) AS best_lock_streak FROM (
    SELECT user_id, COUNT(*) AS n FROM locks WHERE won GROUP BY user_id, league_id, run)
   GROUP BY user_id),
lc AS (
  SELECT creator_id AS user_id, COUNT(*) AS leagues_created FROM leagues
   WHERE creator_id IN (SELECT user_id FROM ids) GROUP BY creator_id),
lm AS (
  SELECT user_id, COUNT(*) AS leagues_joined FROM league_members
   WHERE user_id IN (SELECT user_id FROM ids) AND status = 'active' GROUP BY user_id),
fr AS (
  SELECT user_id, COUNT(*) AS friends FROM (
    SELECT user_low AS user_id FROM friendships
     WHERE status = 'accepted' AND user_low IN (SELECT user_id FROM ids)
    UNION ALL
    SELECT user_high FROM friendships
     WHERE status = 'accepted' AND user_high IN (SELECT user_id FROM ids))
   GROUP BY user_id),
bp AS (
  SELECT b.user_id, COUNT(*) AS board_posts,
         -- Highlights count in leagues the author is still in (ADR 1401: nothing from a league left).
         SUM(b.is_highlighted <> 0 AND EXISTS (SELECT 1 FROM league_members m
               WHERE m.league_id = b.league_id AND m.user_id = b.user_id AND m.status = 'active'))
           AS highlighted_posts
    FROM (
    SELECT author_id AS user_id, league_id, is_highlighted FROM board_messages
     WHERE author_id IN (SELECT user_id FROM ids)
    UNION ALL
    SELECT c.author_id, bm.league_id, c.is_highlighted FROM board_comments c
      JOIN board_messages bm ON bm.id = c.message_id
     WHERE c.author_id IN (SELECT user_id FROM ids)) b
   GROUP BY b.user_id)
SELECT ids.user_id,
       COALESCE(pk.picks, 0) AS picks,
       COALESCE(pk.correct_picks, 0) AS correct_picks,
       COALESCE(pk.correct_locks, 0) AS correct_locks,
       COALESCE(ls.best_lock_streak, 0) AS best_lock_streak,
       COALESCE(pw.perfect_weeks, 0) AS perfect_weeks,
       COALESCE(bw.best_week_correct, 0) AS best_week_correct,
       COALESCE(pk.spread_decided, 0) AS spread_decided,
       COALESCE(pk.spread_wins, 0) AS spread_wins,
       COALESCE(pk.underdog_wins, 0) AS underdog_wins,
       COALESCE(lc.leagues_created, 0) AS leagues_created,
       COALESCE(lm.leagues_joined, 0) AS leagues_joined,
       COALESCE(fr.friends, 0) AS friends,
       COALESCE(bp.board_posts, 0) AS board_posts,
       COALESCE(bp.highlighted_posts, 0) AS highlighted_posts
  FROM ids
  LEFT JOIN pk ON pk.user_id = ids.user_id
  LEFT JOIN bw ON bw.user_id = ids.user_id
  LEFT JOIN pw ON pw.user_id = ids.user_id
  LEFT JOIN ls ON ls.user_id = ids.user_id
  LEFT JOIN lc ON lc.user_id = ids.user_id
  LEFT JOIN lm ON lm.user_id = ids.user_id
  LEFT JOIN fr ON fr.user_id = ids.user_id
  LEFT JOIN bp ON bp.user_id = ids.user_id`;

export interface FactsRow {
  user_id: number;
  picks: number;
  correct_picks: number;
  correct_locks: number;
  best_lock_streak: number;
  perfect_weeks: number;
  best_week_correct: number;
  spread_decided: number;
  spread_wins: number;
  underdog_wins: number;
  leagues_created: number;
  leagues_joined: number;
  friends: number;
  board_posts: number;
  highlighted_posts: number;
}

export const factsStatement = (db: D1Database, userIds: readonly number[]) =>
  db.prepare(FACTS_SQL).bind(JSON.stringify(userIds));

export function factsOf(row: FactsRow | undefined): AchievementFacts {
  if (!row) return NO_FACTS;
  return {
    picks: row.picks,
    correctPicks: row.correct_picks,
    correctLocks: row.correct_locks,
    bestLockStreak: row.best_lock_streak,
    perfectWeeks: row.perfect_weeks,
    bestWeekCorrect: row.best_week_correct,
    spreadDecided: row.spread_decided,
    spreadWins: row.spread_wins,
    underdogWins: row.underdog_wins,
    leaguesCreated: row.leagues_created,
    leaguesJoined: row.leagues_joined,
    friends: row.friends,
    boardPosts: row.board_posts,
    highlightedPosts: row.highlighted_posts,
  };
}

export interface EarnedRow {
  user_id: number;
  achievement_id: string;
  earned_at: string;
}

/** What the users have already earned. */
export const earnedStatement = (db: D1Database, userIds: readonly number[]) =>
  db
    .prepare(
      `SELECT user_id, achievement_id, earned_at FROM user_achievements
        WHERE user_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(userIds));

/**
 * Inserts [user id, achievement id] pairs earned at `earnedAt`; returns only the rows really
 * inserted (a pair already stored, even by a concurrent run, is skipped by the UNIQUE key).
 */
export const insertEarnedStatement = (
  db: D1Database,
  pairs: ReadonlyArray<readonly [number, string]>,
  earnedAt: string,
) =>
  db
    .prepare(
      `INSERT INTO user_achievements (user_id, achievement_id, earned_at)
       SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), ?2 FROM json_each(?1) WHERE 1
       ON CONFLICT (user_id, achievement_id) DO NOTHING
       RETURNING user_id, achievement_id, earned_at`,
    )
    .bind(JSON.stringify(pairs), earnedAt);
