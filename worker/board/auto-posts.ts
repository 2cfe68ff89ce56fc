/**
 * The product's weekly board posts (ADR 0801): after a league's week is fully graded, the posts of
 * domain/board/auto-posts.ts (join and leave posts are statements in ./queries.ts, written in
 * the membership batch). Each weekly post has a key unique per
 * league, written with INSERT OR IGNORE: re-grading a week never posts it twice.
 */
import { weekAutoPosts, type LockHistory, type MemberWeek } from "#domain/board/auto-posts";
import { calendarFor } from "#domain/season/calendars";
import type { Env } from "#worker/env";

interface WeekRow {
  user_id: number;
  username: string;
  week: number;
  points: number;
  wins: number;
  losses: number;
  pushes: number;
  lock_total: number;
  lock_correct: number;
}

/**
 * When the league's week ended — its last game's final time (null while any game of the week is
 * not final or void, or not graded at its latest score, or a pick of the week is ungraded).
 */
export async function weekEndedAt(db: D1Database, leagueId: number, week: number) {
  const row = await db
    .prepare(
      `SELECT NOT EXISTS (
          SELECT 1 FROM games g JOIN leagues l ON l.season_id = g.season_id
           WHERE l.id = ?1 AND g.week = ?2
             AND (g.status NOT IN ('final', 'void') OR g.graded_scores_version IS NOT g.scores_version))
        AND NOT EXISTS (SELECT 1 FROM picks WHERE league_id = ?1 AND week = ?2 AND result IS NULL) AS done,
        (SELECT MAX(COALESCE(g.final_at, g.kickoff_at)) FROM games g JOIN leagues l ON l.season_id = g.season_id
          WHERE l.id = ?1 AND g.week = ?2) AS ended_at,
        (SELECT s.key FROM leagues l JOIN sports s ON s.id = l.sport_id WHERE l.id = ?1) AS sport_key`,
    )
    .bind(leagueId, week)
    .first<{ done: number; ended_at: string | null; sport_key: string | null }>();
  return row?.done === 1 ? { endedAt: row.ended_at ?? "", sportKey: row.sport_key } : null;
}

/** Writes the week's automatic posts of one league (nothing already posted is posted again). */
export async function postWeekResults(env: Env, leagueId: number, week: number, now: Date) {
  const ended = await weekEndedAt(env.DB, leagueId, week);
  if (ended === null) return 0;
  const { endedAt, sportKey } = ended;
  const { results } = await env.DB.prepare(
    `SELECT p.user_id, u.username, p.week, p.points, p.wins, p.losses, p.pushes, p.lock_total, p.lock_correct
       FROM league_week_points p
       JOIN users u ON u.id = p.user_id
       JOIN league_members m ON m.league_id = p.league_id AND m.user_id = p.user_id AND m.status = 'active'
      WHERE p.league_id = ? AND p.week <= ?
      ORDER BY p.user_id, p.week`,
  )
    .bind(leagueId, week)
    .all<WeekRow>();
  const members: MemberWeek[] = [];
  const history = new Map<number, LockHistory>();
  for (const r of results) {
    const h = history.get(r.user_id) ?? {
      userId: r.user_id,
      username: r.username,
      locks: [],
      lockedThisWeek: false,
    };
    history.set(r.user_id, h);
    if (r.lock_total > 0) h.locks.push(r.lock_correct > 0);
    if (r.week !== week) continue;
    h.lockedThisWeek = r.lock_total > 0;
    members.push({
      userId: r.user_id,
      username: r.username,
      points: r.points,
      wins: r.wins,
      losses: r.losses,
      pushes: r.pushes,
      lockTotal: r.lock_total,
      lockCorrect: r.lock_correct,
    });
  }
  // The week's title is the sport's: NFL week 19 is the 'Wild Card'.
  const posts = weekAutoPosts(week, members, [...history.values()], calendarFor(sportKey));
  if (!posts.length) return 0;
  // Posted when the week ended (a re-run or a late seed does not date them later), never ahead.
  const iso = endedAt && endedAt < now.toISOString() ? endedAt : now.toISOString();
  const written = await env.DB.batch(
    posts.map((p) =>
      env.DB.prepare(
        `INSERT OR IGNORE INTO board_messages (league_id, message_type, content, auto_key, created_at)
         VALUES (?, ?, ?, ?, ?)`,
      ).bind(leagueId, p.type, p.content, p.key, iso),
    ),
  );
  return written.reduce((n, r) => n + r.meta.changes, 0);
}
